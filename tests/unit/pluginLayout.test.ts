import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The import rules of plugins/ that each folder's README.md states.
const root = path.resolve(import.meta.dirname, '../..');
const pluginsDir = path.join(root, 'plugins');
const ALLOWED: Record<string, string[]> = {
  content: ['content', 'shared'],
  delivery: ['delivery', 'shared'],
  engine: ['engine', 'shared'],
  shared: ['shared'],
};
const CODE = /\.(ts|tsx|mts|mjs|js)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Every module a file names by a relative path: imports, import(), export from, Node's register() and tsImport(), new URL(…, import.meta.url). */
function relativeSpecifiers(code: string): { spec: string; typeOnly: boolean }[] {
  const found: { spec: string; typeOnly: boolean }[] = [];
  const patterns: [RegExp, (m: RegExpMatchArray) => boolean][] = [
    [/^\s*(import|export)\s+(type\s+)?[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm, (m) => Boolean(m[2])],
    [/^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm, () => false],
    [/\b(?:import|register|tsImport)\(\s*['"](\.{1,2}\/[^'"]+)['"]/g, () => false],
    [/new URL\(\s*['"](\.{1,2}\/[^'"]+)['"],\s*import\.meta\.url/g, () => false],
  ];
  for (const [re, typeOnly] of patterns) {
    for (const m of code.matchAll(re)) found.push({ spec: m[3] ?? m[1], typeOnly: typeOnly(m) });
  }
  return found;
}

/** The plugins/ folder a path is in ('content', …), or null outside plugins/. */
function groupOf(file: string): string | null {
  const rel = path.relative(pluginsDir, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
}

describe('plugins/ layout', () => {
  it('holds only the four folders, each opening with a README.md', () => {
    const entries = readdirSync(pluginsDir);
    expect(entries.sort()).toEqual(Object.keys(ALLOWED).sort());
    for (const group of entries) expect(existsSync(path.join(pluginsDir, group, 'README.md')), group).toBe(true);
  });

  it('reads every kind of relative specifier', () => {
    const code = "import a from './a';\nimport type { B } from '../b';\nexport { c } from './c.mjs';\nimport './d.css';\nconst e = import('./e');\nregister('./f.mjs', import.meta.url);\nnew URL('./g.mjs', import.meta.url);\nimport x from 'node:path';";
    expect(relativeSpecifiers(code)).toEqual([
      { spec: './a', typeOnly: false },
      { spec: '../b', typeOnly: true },
      { spec: './c.mjs', typeOnly: false },
      { spec: './d.css', typeOnly: false },
      { spec: './e', typeOnly: false },
      { spec: './f.mjs', typeOnly: false },
      { spec: './g.mjs', typeOnly: false },
    ]);
  });

  it('each folder imports only itself, shared/ and code outside plugins/', () => {
    const wrong: string[] = [];
    let seen = 0;
    for (const file of filesUnder(pluginsDir).filter((f) => CODE.test(f))) {
      const from = groupOf(file)!;
      for (const { spec } of relativeSpecifiers(readFileSync(file, 'utf8'))) {
        const to = groupOf(path.resolve(path.dirname(file), spec));
        if (to === null) continue;
        seen++;
        if (!ALLOWED[from].includes(to)) wrong.push(`${path.relative(root, file)} imports ${spec} (${from}/ may import ${ALLOWED[from].join('/, ')}/)`);
      }
    }
    expect(wrong).toEqual([]);
    expect(seen).toBeGreaterThan(30);
  });

  it('browser code takes only types from plugins/', () => {
    const wrong: string[] = [];
    for (const dir of ['theme', 'components', 'site']) {
      for (const file of filesUnder(path.join(root, dir)).filter((f) => CODE.test(f))) {
        // A declaration file holds types only, its import() types included.
        const declarations = file.endsWith('.d.ts');
        for (const { spec, typeOnly } of relativeSpecifiers(readFileSync(file, 'utf8'))) {
          if (!declarations && groupOf(path.resolve(path.dirname(file), spec)) !== null && !typeOnly)
            wrong.push(`${path.relative(root, file)} imports ${spec}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
