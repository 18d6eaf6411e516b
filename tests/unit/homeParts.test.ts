import { describe, expect, it } from 'vitest';
import { registerHomePartsModule, withHomeParts } from '../../plugins/engine/homeParts';
import { existsSync } from 'node:fs';

describe('home parts import', () => {
  it('goes first in home page modules only', () => {
    const home = 'export const frontmatter = {"pageType":"home","title":"AList"};\nexport default function MDXContent() {}';
    expect(withHomeParts(home)).toBe(`import ${JSON.stringify(registerHomePartsModule)};\n${home}`);
    const doc = 'export const frontmatter = {"title":"Docker"};\nexport default function MDXContent() {}';
    expect(withHomeParts(doc)).toBe(doc);
  });

  it('in the browser build, puts the served parts or the engine\'s in place first, the engine\'s as an import()', () => {
    const home = 'export const frontmatter = {"pageType":"home","title":"AList"};\nexport default function MDXContent() {}';
    const out = withHomeParts(home, '/zh/');
    expect(out.endsWith(home)).toBe(true);
    expect(out).toMatch(/^import \{ homeParts as __homeParts \} from ".*theme\/home\/staticHomeParts\.tsx";\nawait __homeParts\("\/zh\/", \(\) => import\(".*theme\/home\/registerHomeParts\.tsx"\)\);\n/);
    expect(out).not.toContain(`import ${JSON.stringify(registerHomePartsModule)};`);
  });

  it('names a module that exists', () => {
    expect(existsSync(registerHomePartsModule)).toBe(true);
  });
});
