import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { docsHistory, parseDocsLog } from '../../plugins/shared/docsHistory';
import { readingMinutes } from '../../plugins/content/pageMeta';

describe('git contributors and dates from one log', () => {
  // `git log -M --name-status --format=%x00%aN%x00%cs`, newest commit first.
  const log = ['\0Bea\x002026-08-03', '', 'M\tdocs/en/a.mdx', '\0Ann\x002026-08-02', '', 'R100\tdocs/en/a.md\tdocs/en/a.mdx', 'M\tdocs/en/b.md', '\0Bea\x002026-08-01', '', 'A\tdocs/en/a.md'].join('\n');

  it('counts authors per file and follows renames to the current name', () => {
    const { authors } = parseDocsLog(log);
    expect(Object.fromEntries(authors.get('docs/en/a.mdx') ?? [])).toEqual({ Bea: 2, Ann: 1 });
    expect(Object.fromEntries(authors.get('docs/en/b.md') ?? [])).toEqual({ Ann: 1 });
    expect(authors.has('docs/en/a.md')).toBe(false);
  });

  it('dates each file by its newest commit, under its current name', () => {
    const { lastModified } = parseDocsLog(log);
    expect(Object.fromEntries(lastModified)).toEqual({ 'docs/en/a.mdx': '2026-08-03', 'docs/en/b.md': '2026-08-02' });
  });

  it("gives this repository's pages the date of their newest commit (the sitemap's <lastmod>)", () => {
    const history = docsHistory();
    expect(history).not.toBeNull();
    for (const file of ['docs/en/index.md', 'docs/zh/guide/install/docker.mdx', 'docs/en/config/configuration.mdx']) {
      const newest = execFileSync('git', ['-C', history!.root, 'log', '-1', '--format=%cs', '--', file], { encoding: 'utf8' }).trim();
      expect(history!.lastModified.get(file), file).toBe(newest);
    }
  });

  it('gives at least one minute of reading', () => {
    expect(readingMinutes('word '.repeat(10), 'en')).toBe(1);
    expect(readingMinutes('word '.repeat(1100), 'en')).toBe(5);
  });
});
