import { describe, expect, it } from 'vitest';
import { langOfPagePath } from '../../plugins/pageLang';
import { withToolText } from '../../plugins/localeToolText';
import { toolsTextEn } from '../../site/text/tools.en';
import { toolsTextZh } from '../../site/text/tools.zh';
import { toolTextOf } from '../../site/text/tools';

describe("tool strings in the page's language only", () => {
  it('imports the strings of the page language first, only into pages that show a tool', () => {
    const page = `import { OAuthCallback } from '@components/tools/OAuthCallback';\nexport default function MDXContent() {}`;
    const out = withToolText(page, 'zh');
    expect(out.split('\n')[0]).toMatch(/^import ".*[\\/]site[\\/]text[\\/]tools\.zh\.ts";$/);
    expect(out.endsWith(page)).toBe(true);
    expect(withToolText(`import { Since } from '@components/Since';`, 'zh')).toBe(`import { Since } from '@components/Since';`);
  });

  it('takes the language from the first folder under the docs root', () => {
    expect(langOfPagePath('zh/tool/onedrive/callback.mdx', ['en', 'zh'], 'en')).toBe('zh');
    expect(langOfPagePath('en/tool/index.md', ['en', 'zh'], 'en')).toBe('en');
    expect(langOfPagePath('tool/x.md', ['en', 'zh'], 'en')).toBe('en');
  });

  it('gives each language its own strings once its module has run', () => {
    expect(toolTextOf('en')).toBe(toolsTextEn);
    expect(toolTextOf('zh')).toBe(toolsTextZh);
    expect(toolsTextZh.loading).not.toBe(toolsTextEn.loading);
  });
});
