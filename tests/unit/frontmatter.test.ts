import { describe, expect, it } from 'vitest';
import { validateFrontmatter } from '../../site/frontmatter';

describe('frontmatter validation', () => {
  it('accepts a valid page', () => {
    expect(validateFrontmatter('docs/en/a.md', { title: 'A', icon: 'hard-drive', order: 3 })).toMatchObject({ title: 'A', order: 3 });
  });

  it('names the file and the field of a missing title', () => {
    expect(() => validateFrontmatter('docs/en/guide/x.md', { order: 1 })).toThrow(/docs\/en\/guide\/x\.md[\s\S]*field "title"/);
  });

  it('names a wrongly typed order', () => {
    expect(() => validateFrontmatter('docs/zh/y.md', { title: 'Y', order: 'first' })).toThrow(/docs\/zh\/y\.md[\s\S]*field "order"/);
  });

  it('rejects an icon the theme does not know', () => {
    expect(() => validateFrontmatter('docs/en/z.md', { title: 'Z', icon: 'no-such-icon' })).toThrow(/field "icon"/);
  });

  it('fails an unknown layout with "Cannot resolve layout"', () => {
    expect(() => validateFrontmatter('docs/en/z.md', { title: 'Z', pageType: 'gallery' })).toThrow(/docs\/en\/z\.md[\s\S]*field "pageType": Cannot resolve layout/);
  });

  it('rejects unknown keys so typos surface', () => {
    expect(() => validateFrontmatter('docs/en/z.md', { title: 'Z', ordre: 2 })).toThrow(/ordre/);
  });

  it('accepts sources that are files of the documented AList release', () => {
    expect(validateFrontmatter('docs/en/a.md', { title: 'A', sources: ['drivers/115/driver.go', 'internal/op/fs.go'] }).sources).toHaveLength(2);
  });

  it('names the file, the field and the path when a source is not in the release', () => {
    expect(() => validateFrontmatter('docs/en/a.md', { title: 'A', sources: ['drivers/115/driver.go', 'drivers/nope/driver.go'] })).toThrow(
      /docs\/en\/a\.md[\s\S]*field "sources\.1": "drivers\/nope\/driver\.go" is not a file of AlistGo\/alist at v3\.63\.0/,
    );
  });
});
