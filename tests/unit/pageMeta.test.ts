import { describe, expect, it } from 'vitest';
import { authorsByFile, readingMinutes } from '../../plugins/pageMeta';

describe('git contributors from one log', () => {
  // `git log -M --name-status --format=%x00%aN`, newest commit first.
  const log = ['\0Bea', '', 'M\tdocs/en/a.mdx', '\0Ann', '', 'R100\tdocs/en/a.md\tdocs/en/a.mdx', 'M\tdocs/en/b.md', '\0Bea', '', 'A\tdocs/en/a.md'].join('\n');

  it('counts authors per file and follows renames to the current name', () => {
    const authors = authorsByFile(log);
    expect(Object.fromEntries(authors.get('docs/en/a.mdx') ?? [])).toEqual({ Bea: 2, Ann: 1 });
    expect(Object.fromEntries(authors.get('docs/en/b.md') ?? [])).toEqual({ Ann: 1 });
    expect(authors.has('docs/en/a.md')).toBe(false);
  });

  it('gives at least one minute of reading', () => {
    expect(readingMinutes('word '.repeat(10), 'en')).toBe(1);
    expect(readingMinutes('word '.repeat(1100), 'en')).toBe(5);
  });
});
