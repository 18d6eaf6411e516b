import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOUCH_POINTS } from '../../plugins/engine/touchPoints';

const root = path.resolve(import.meta.dirname, '../..');
const engine = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : /\.(ts|tsx|mts|mjs|js)$/.test(name) ? [file] : [];
  });
}

// How code touches the engine's internals. The helpers that apply edits are not touch points themselves.
const MARKERS: [string, RegExp][] = [
  ['an import from @rspress/core/dist/', /^(?:import|export)\b[^;]*['"]@rspress\/core\/dist\//m],
  ['an edit of engine code', /\b(?:replaceOnce|applyEngineEdit|webModuleTransform)\(/],
  ['a transform of a virtual module', /test: \/virtual-/],
  ["the engine's page meta", /__RSPRESS_/],
  ['an alias', /resolve: \{ alias: /],
];
const HELPERS = ['plugins/engine/replaceOnce.mjs', 'plugins/engine/replaceOnce.d.mts', 'plugins/engine/engineModuleEdit.ts', 'plugins/engine/webModuleTransform.ts', 'plugins/engine/touchPoints.ts'];

describe('touch points in the engine (plugins/engine/touchPoints.ts)', () => {
  it("names files that exist, engine files that are installed, and checks that are there", () => {
    for (const point of TOUCH_POINTS) {
      for (const file of point.files) expect(existsSync(path.join(root, file)), file).toBe(true);
      for (const file of point.engine.filter((f) => f.startsWith('dist/'))) expect(existsSync(path.join(engine, file)), file).toBe(true);
      const check = path.join(root, point.check.file);
      expect(existsSync(check), point.check.file).toBe(true);
      expect(readFileSync(check, 'utf8'), `${point.check.file} has "${point.check.text}"`).toContain(point.check.text);
    }
  });

  it('lists every file of the site that touches the engine', () => {
    const listed = new Set(TOUCH_POINTS.flatMap((p) => p.files));
    const files = ['plugins', 'theme', 'components', 'site', 'scripts'].flatMap((dir) => filesUnder(path.join(root, dir))).concat(path.join(root, 'rspress.config.ts'));
    const missing: string[] = [];
    let touching = 0;
    for (const file of files) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (HELPERS.includes(rel)) continue;
      const code = readFileSync(file, 'utf8');
      const how = MARKERS.filter(([, re]) => re.test(code)).map(([what]) => what);
      if (how.length === 0) continue;
      touching++;
      if (!listed.has(rel)) missing.push(`${rel} (${how.join(', ')})`);
    }
    expect(missing).toEqual([]);
    expect(touching).toBeGreaterThan(14);
  });
});
