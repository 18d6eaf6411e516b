import { describe, expect, it } from 'vitest';
import { thirdPartyHeadTags } from '../../site/head';

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
