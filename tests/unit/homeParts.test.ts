import { describe, expect, it } from 'vitest';
import { registerHomePartsModule, withHomeParts } from '../../plugins/homeParts';
import { existsSync } from 'node:fs';

describe('home parts import', () => {
  it('goes first in home page modules only', () => {
    const home = 'export const frontmatter = {"pageType":"home","title":"AList"};\nexport default function MDXContent() {}';
    expect(withHomeParts(home)).toBe(`import ${JSON.stringify(registerHomePartsModule)};\n${home}`);
    const doc = 'export const frontmatter = {"title":"Docker"};\nexport default function MDXContent() {}';
    expect(withHomeParts(doc)).toBe(doc);
  });

  it('names a module that exists', () => {
    expect(existsSync(registerHomePartsModule)).toBe(true);
  });
});
