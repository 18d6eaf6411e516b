import { describe, expect, it } from 'vitest';
import { langOfPagePath } from '../../plugins/pageLang';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STANDALONE_TOOLS, withToolText } from '../../plugins/localeToolText';
import { toolsTextEn } from '../../site/text/tools.en';
import { toolsTextZh } from '../../site/text/tools.zh';
import { standaloneToolTextEn } from '../../site/text/toolsStandalone.en';
import { standaloneToolTextOf, toolTextOf } from '../../site/text/tools';

describe("tool strings in the page's language only", () => {
  it('imports the strings of the page language first, only into pages that show a tool', () => {
    const page = `import { OAuthCallback } from '@components/tools/OAuthCallback';\nexport default function MDXContent() {}`;
    const out = withToolText(page, 'zh');
    expect(out.split('\n')[0]).toMatch(/^import ".*[\\/]site[\\/]text[\\/]tools\.zh\.ts";$/);
    expect(out.endsWith(page)).toBe(true);
    expect(withToolText(`import { Since } from '@components/Since';`, 'zh')).toBe(`import { Since } from '@components/Since';`);
  });

  it('adds the standalone tools\' strings only to pages that show one of them', () => {
    const oauth = `import { OAuthCallback } from '@components/tools/OAuthCallback';\nexport default function MDXContent() {}`;
    expect(withToolText(oauth, 'en').split('\n').filter((l) => l.startsWith('import "'))).toHaveLength(1);
    const wopan = `import { WopanToken } from "../../../components/tools/WopanToken";\nexport default function MDXContent() {}`;
    const lines = withToolText(wopan, 'zh').split('\n');
    expect(lines[0]).toMatch(/[\\/]site[\\/]text[\\/]tools\.zh\.ts";$/);
    expect(lines[1]).toMatch(/^import ".*[\\/]site[\\/]text[\\/]toolsStandalone\.zh\.ts";$/);
  });

  it('lists exactly the tools that read the standalone strings, and only pages import them', () => {
    const dir = path.join(import.meta.dirname, '..', '..', 'components', 'tools');
    const files = readdirSync(dir).filter((f) => f.endsWith('.tsx'));
    const readers = files.filter((f) => readFileSync(path.join(dir, f), 'utf8').includes('useStandaloneToolText()')).map((f) => f.replace(/\.tsx$/, ''));
    expect(readers.sort()).toEqual([...STANDALONE_TOOLS].sort());
    // A tool component that rendered a standalone one would bring it to pages the plugin does not see.
    const importers = files.filter((f) => STANDALONE_TOOLS.some((tool) => new RegExp(`from '\\./${tool}'`).test(readFileSync(path.join(dir, f), 'utf8'))));
    expect(importers).toEqual([]);
  });

  it('merges the standalone strings once per pair of modules', () => {
    const t = standaloneToolTextOf('en');
    expect(t.album).toBe(standaloneToolTextEn.album);
    expect(t.copy).toBe(toolTextOf('en').copy);
    expect(standaloneToolTextOf('en')).toBe(t);
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
