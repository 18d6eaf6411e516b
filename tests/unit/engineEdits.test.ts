import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { editServerEntry, SERVER_ENTRY } from '../../plugins/engine/serverRender';
import { editInitPageData, editRouteLookup, INIT_PAGE_DATA, ROUTE_MODULE } from '../../plugins/engine/ssgPageLookup';

const engineDist = path.join(path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')), 'dist');

/** Node parses the module (its imports are not resolved). */
function parses(code: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'engine-edit-'));
  try {
    writeFileSync(path.join(dir, 'module.mjs'), code);
    return spawnSync(process.execPath, ['--check', path.join(dir, 'module.mjs')], { encoding: 'utf8' }).stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const EDITS = [
  {
    name: 'server page lookup',
    file: ['runtime', 'initPageData.js'],
    module: INIT_PAGE_DATA,
    edit: editInitPageData,
    added: 'pageByPath(normalize(matchedRoute.path))',
    removed: 'pageData.pages.find(',
    names: /plugins\/engine\/ssgPageLookup\.ts/,
  },
  {
    name: 'server route lookup',
    file: ['runtime', 'route.js'],
    module: ROUTE_MODULE,
    edit: editRouteLookup,
    added: 'alistRoutesByKey.get(alistRouteKey(pathname))',
    removed: 'const match = matchPath(routePath, pathname);',
    names: /plugins\/engine\/ssgPageLookup\.ts/,
  },
  {
    name: 'server render',
    file: ['runtime', 'ssrServerEntry.js'],
    module: SERVER_ENTRY,
    edit: editServerEntry,
    added: 'await renderPageHtml(',
    removed: 'await renderToHtml(',
    names: /plugins\/engine\/serverRender\/index\.ts/,
  },
];

describe('engine edits for build time', () => {
  for (const { name, file, module, edit, added, removed, names } of EDITS) {
    it(`${name}: applies to the installed engine module, which still parses, and names its file on other code`, () => {
      const installed = path.join(engineDist, ...file);
      expect(module.test(installed)).toBe(true);
      const edited = edit(readFileSync(installed, 'utf8'));
      expect(edited).toContain(added);
      expect(edited).not.toContain(removed);
      expect(parses(edited)).toBe('');
      expect(() => edit('export {};')).toThrow(names);
    });
  }
});

describe('server route lookup', () => {
  it('finds the same route as the engine for every path, spelling and unknown path', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'route-lookup-'));
    try {
      const routes = ['/', '/guide/', '/guide/install/docker', '/guide/install/', '/zh/', '/zh/guide/install/docker', '/guide/api/fs', '/faq/error', '/config/'].map((p, i) => ({ path: p, id: i }));
      writeFileSync(path.join(dir, 'routes.mjs'), `export const routes = ${JSON.stringify(routes)};`);
      writeFileSync(path.join(dir, 'site.mjs'), 'export default { base: "/", route: {} };');
      const require = createRequire(import.meta.url);
      const shared = pathToFileURL(require.resolve('@rspress/shared')).href;
      const source = readFileSync(path.join(engineDist, 'runtime', 'route.js'), 'utf8')
        .replace('"@rspress/shared"', JSON.stringify(shared))
        .replace('"virtual-routes"', '"./routes.mjs"')
        .replace('"virtual-site-data"', '"./site.mjs"')
        .replace('"./utils.js"', '"./utils.mjs"');
      // Used only by redirectToCleanUrl, which neither lookup calls.
      writeFileSync(path.join(dir, 'utils.mjs'), 'export const removeBase = (p) => p, removeTrailingSlash = (p) => p;');
      writeFileSync(path.join(dir, 'engine.mjs'), source);
      writeFileSync(path.join(dir, 'edited.mjs'), editRouteLookup(source));
      const paths = [...routes.map((r) => r.path), '/guide/install/docker.html', '/GUIDE/Install/Docker', '/guide/index.html', '/guide', '/zh/guide/install/docker/', '/guide/install/docker%2Ehtml', '/nothing', '/guide/install/podman'];
      const script = `
        const engine = await import(${JSON.stringify(pathToFileURL(path.join(dir, 'engine.mjs')).href)});
        const edited = await import(${JSON.stringify(pathToFileURL(path.join(dir, 'edited.mjs')).href)});
        const paths = ${JSON.stringify(paths)};
        console.log(JSON.stringify(paths.map((p) => [engine.pathnameToRouteService(p)?.id ?? null, edited.pathnameToRouteService(p)?.id ?? null])));`;
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      const pairs = JSON.parse(run.stdout.trim()) as [number | null, number | null][];
      expect(pairs.map(([, b]) => b)).toEqual(pairs.map(([a]) => a));
      expect(pairs.filter(([a]) => a !== null).length).toBeGreaterThan(routes.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
