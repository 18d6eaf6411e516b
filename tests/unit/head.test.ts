import { describe, expect, it } from 'vitest';
import { isToolPath, thirdPartyHeadEntries, thirdPartyHeadTags } from '../../site/head';

describe('third-party head tags', () => {
  it('adds nothing by default', () => {
    expect(thirdPartyHeadTags({})).toEqual([]);
  });

  it('adds each configured tag', () => {
    const tags = thirdPartyHeadTags({ DOCS_ICON_FONT_CSS: 'https://cdn.example/icons.css', DOCS_ANALYTICS_SCRIPT_1: 'https://stats.example/a.js?id=1&x=2' });
    expect(tags).toEqual([
      '<link rel="stylesheet" href="https://cdn.example/icons.css">',
      '<script async src="https://stats.example/a.js?id=1&amp;x=2" crossorigin="anonymous"></script>',
    ]);
  });

  it('fails naming the variable when a value is not an https URL', () => {
    expect(() => thirdPartyHeadTags({ DOCS_AD_NETWORK_SCRIPT: 'http://ads.example/x.js' })).toThrow(/DOCS_AD_NETWORK_SCRIPT must be an https URL/);
    expect(() => thirdPartyHeadTags({ DOCS_AD_SERVING_SCRIPT: 'not a url' })).toThrow(/DOCS_AD_SERVING_SCRIPT/);
  });
});

describe('tool pages carry no third-party tag', () => {
  const env = { DOCS_AD_NETWORK_SCRIPT: 'https://ads.example/a.js', DOCS_ANALYTICS_SCRIPT_2: 'https://stats.example/b.js' };

  it('the head entries give the tags to every route but the /tool/ ones, in both languages', () => {
    const tags = thirdPartyHeadTags(env);
    const entries = thirdPartyHeadEntries(env);
    expect(entries).toHaveLength(2);
    for (const routePath of ['/', '/zh/', '/guide/install/docker', '/zh/guide/drivers/onedrive', '/toolbox', '/guide/tool/x']) {
      expect(entries.map((e) => e({ routePath })), routePath).toEqual(tags);
    }
    for (const routePath of ['/tool/', '/tool/onedrive/callback', '/zh/tool/115/token', '/Tool/google/request']) {
      expect(entries.map((e) => e({ routePath })), routePath).toEqual([undefined, undefined]);
    }
  });

  it('isToolPath knows the tool pages in any spelling', () => {
    expect(['/tool', '/tool/', '/zh/tool/wopan/token.html', '/TOOL/x'].every(isToolPath)).toBe(true);
    expect(['/tools/', '/guide/tool/', '/zh/toolbox', '/'].some(isToolPath)).toBe(false);
  });
});
