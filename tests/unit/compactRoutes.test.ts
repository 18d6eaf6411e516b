import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyRouteEdit, compactRoutesModule, lazyRoutesModule, ROUTE_EDITS, routeTableRowsModule } from '../../plugins/engine/compactRoutes';
import { parseRouteChunks } from '../../scripts/routeChunks';
import { routeFacts } from '../../theme/routeRows';

/** The engine's module as RouteService writes it, and as the compiler prints it back. */
const engine = `
import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = () => import(/* webpackChunkName: "route-aaa" */ "/d/docs/en/guide/index.mdx")
const Route0 = lazyWithPreload(loadRoute0)
const loadRoute1 = () => import(/* webpackChunkName: "route-bbb" */ "/d/docs/zh/faq/why.md")
const Route1 = lazyWithPreload(loadRoute1)
export const routes = [
{ path: '/guide/', element: React.createElement(Route0), filePath: 'en/guide/index.mdx', preload: async () => {
        await Route0.preload();
        return loadRoute0();
      }, lang: 'en', version: '' },
{ path: '/zh/faq/why', element: React.createElement(Route1), filePath: 'zh/faq/why.md', preload: async () => {
        await Route1.preload();
        return loadRoute1();
      }, lang: 'zh', version: '' }
];
`;
const printed = `import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = ()=>import(/* webpackChunkName: "route-aaa" */ "/d/docs/en/guide/index.mdx");
const Route0 = lazyWithPreload(loadRoute0);
export const routes = [
    {
        path: '/guide/',
        element: /*#__PURE__*/ React.createElement(Route0),
        filePath: 'en/guide/index.mdx',
        preload: async ()=>{
            await Route0.preload();
            return loadRoute0();
        },
        lang: 'en',
        version: ''
    }
];`;

describe('compact route table', () => {
  it('keeps every route with its path, file, language and chunk import, in order', () => {
    const out = compactRoutesModule(engine);
    expect(out).toContain('["/guide/",1,() => import(/* webpackChunkName: "route-aaa" */ "/d/docs/en/guide/index.mdx")]');
    expect(out).toContain('["/zh/faq/why",0,() => import(');
    expect(out.indexOf('"/guide/"')).toBeLessThan(out.indexOf('"/zh/faq/why"'));
    expect(out).toContain('lang, version: ""');
    expect(compactRoutesModule(printed)).toContain('["/guide/",1,() => import(');
  });

  /** Runs a generated route module with stand-ins for React, the lazy wrapper, import() and the bundler's loaders. */
  function run(module: string, globals: Record<string, unknown> = {}) {
    const loaded: string[] = [];
    const body = `${module
      .replace(/^import .*$/gm, '')
      .replace(/import\(\/\*[^*]*\*\/ "([^"]+)"\)/g, 'load("$1")')
      .replace(/import\("virtual-routes\?table"\)/g, 'loadTable()')
      .replace(/^export const /gm, 'const ')}\nreturn routes;`;
    const names = ['React', 'lazyWithPreload', 'load', 'routeFacts', ...Object.keys(globals)];
    const routes = new Function(...names, body)(
      { createElement: (c: unknown) => ({ component: c }) },
      (f: () => Promise<unknown>) => ({ preload: f }),
      async (file: string) => (loaded.push(file), { default: file }),
      routeFacts,
      ...Object.values(globals),
    ) as { path: string; filePath: string; lang: string; version: string; preload: () => Promise<unknown>; element: unknown }[];
    return { routes, loaded };
  }

  it('builds the records the runtime reads, with a working preload', async () => {
    const { routes } = run(compactRoutesModule(engine));
    expect(routes.map((r) => [r.path, r.filePath, r.lang, r.version])).toEqual([
      ['/guide/', 'en/guide/index.mdx', 'en', ''],
      ['/zh/faq/why', 'zh/faq/why.md', 'zh', ''],
    ]);
    expect(await routes[1].preload()).toEqual({ default: '/d/docs/zh/faq/why.md' });
    expect(routes[0].element).toBeTruthy();
  });

  it("the browser build's module starts with the page's own row and adds the others when the table is asked for", async () => {
    const table = routeTableRowsModule(engine);
    expect(table).toContain('["/zh/faq/why",0,() => import(');
    expect(lazyRoutesModule(engine)).not.toContain('/d/docs/');
    const chunksLoaded: string[] = [];
    let loadRest: (() => Promise<void>) | undefined;
    // The runtime's script loader (f.j), which asks for a chunk's file name; and the build's known-hash test.
    const scriptsAsked: string[] = [];
    const webpackRequire = Object.assign((id: string) => ({ default: `module ${id}` }), {
      alistChunkHashes: {} as Record<string, string>,
      f: { j: (id: string, promises: Promise<unknown>[]) => void (scriptsAsked.push(id), promises.push(Promise.resolve())) },
      O: { j: (id: string) => id === 'loaded' },
      alistHashKnown: (id: string) => id === 'table' || id in webpackRequire.alistChunkHashes,
    });
    let tableArrives!: () => void;
    const table$ = new Promise<void>((resolve) => (tableArrives = resolve));
    const { routes } = run(lazyRoutesModule(engine), {
      allRoutes: () => table$,
      firstRouteRow: () => ['/zh/faq/why', 0, ['ab', '12'], 'mod'],
      routeChunkHashesOfPage: () => ({ ab: '111111' }),
      registerRouteTable: (f: () => Promise<void>) => (loadRest = f),
      __webpack_chunk_load__: async (id: string) => void chunksLoaded.push(id),
      __webpack_require__: webpackRequire,
      loadTable: async () =>
        new Function('__webpack_require__', `${table.replace('export const rows =', 'const rows =')}\nreturn { rows };`.replace(/import\(\/\*[^*]*\*\/ "([^"]+)"\)/g, 'Promise.resolve({ default: "$1" })'))(webpackRequire),
    });
    // The page's own route chunks' hashes, for the main script's chunk file names (plugins/engine/routeChunkHashes.ts).
    expect(webpackRequire.alistChunkHashes).toEqual({ ab: '111111' });
    expect(routes.map((r) => [r.path, r.filePath, r.lang])).toEqual([['/zh/faq/why', 'zh/faq/why.md', 'zh']]);
    // The page's own loader waits for the chunks its row in the table names, then takes its module.
    expect(await routes[0].preload()).toEqual({ default: 'module mod' });
    expect([...new Set(chunksLoaded)]).toEqual(['ab', '12']);
    const own = routes[0];
    await loadRest!();
    expect(routes.map((r) => r.path)).toEqual(['/zh/faq/why', '/guide/']);
    expect(routes[0]).toBe(own); // the record the first render used stays
    expect(await routes[1].preload()).toEqual({ default: '/d/docs/en/guide/index.mdx' });
    // The table's chunk adds its placeholder, which the build replaces by the moved hashes.
    expect(webpackRequire.alistChunkHashes).toEqual({ ab: '111111', __alist_chunk_hashes__: 1 });

    // A script whose hash is known, or that is already there, loads at once; any other waits for the table.
    const promises: Promise<unknown>[] = [];
    for (const id of ['ab', 'loaded', 'table', 'zz']) webpackRequire.f.j(id, promises);
    expect(scriptsAsked).toEqual(['ab', 'loaded', 'table']);
    expect(promises).toHaveLength(4);
    tableArrives();
    await Promise.all(promises);
    expect(scriptsAsked).toEqual(['ab', 'loaded', 'table', 'zz']);
  });

  it('the 404 page (no row of its own) starts with no route', () => {
    const { routes } = run(lazyRoutesModule(engine), { allRoutes: null, firstRouteRow: () => null, routeChunkHashesOfPage: () => ({}), registerRouteTable: () => undefined, __webpack_chunk_load__: null, __webpack_require__: { f: { j: null } } });
    expect(routes).toEqual([]);
  });

  it('writes a source path that does not follow from the route, and refuses a language that does not', () => {
    const odd = engine.replace("filePath: 'zh/faq/why.md'", "filePath: 'zh/faq/Why.md'");
    expect(compactRoutesModule(odd)).toContain('["/zh/faq/why","zh/faq/Why.md",() => import(');
    expect(() => compactRoutesModule(engine.replace("path: '/guide/'", "path: '/zh/guide/'"))).toThrow(/language of \/zh\/guide\/ \(en\)/);
  });

  it('names this plugin when the engine writes another shape', () => {
    expect(() => compactRoutesModule('export const routes = []')).toThrow(/compactRoutes\.ts/);
  });

  it('the heavy-chunk check reads the compact table of the built main script', () => {
    const mainJs = 'x=[["/guide/",1,()=>Promise.all([t.e("hg"),t.e(12)]).then(t.bind(t,"vq"))],["/zh/faq/why",0,()=>t.e("ab").then(t.bind(t,5))],["/faq/x","en/faq/X.md",()=>t.e(3).then(t.bind(t,6))]].map(';
    expect(parseRouteChunks(mainJs)).toEqual([
      { route: '/guide/', filePath: 'en/guide/index.mdx', chunkIds: ['hg', '12'], file: 1, moduleId: 'vq' },
      { route: '/zh/faq/why', filePath: 'zh/faq/why.md', chunkIds: ['ab'], file: 0, moduleId: '5' },
      { route: '/faq/x', filePath: 'en/faq/X.md', chunkIds: ['3'], file: 'en/faq/X.md', moduleId: '6' },
    ]);
  });
});

describe('engine edits for the route table that arrives later', () => {
  const engineDist = path.join(path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')), 'dist');
  const files: Record<string, string> = {
    'runtime/route.js': path.join(engineDist, 'runtime', 'route.js'),
    'theme/components/Link/useLinkNavigate.js': path.join(engineDist, 'theme', 'components', 'Link', 'useLinkNavigate.js'),
  };

  it('apply to the installed engine modules, which still parse, and name this plugin on other code', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'route-edit-'));
    try {
      for (const edit of ROUTE_EDITS) {
        const file = files[edit.name];
        expect(file, edit.name).toBeTruthy();
        expect(edit.module.test(file)).toBe(true);
        const out = applyRouteEdit(readFileSync(file, 'utf8'), edit);
        for (const [, to] of edit.replacements) expect(out).toContain(to);
        writeFileSync(path.join(dir, 'module.mjs'), out);
        expect(spawnSync(process.execPath, ['--check', path.join(dir, 'module.mjs')], { encoding: 'utf8' }).stderr).toBe('');
        expect(() => applyRouteEdit('export {};', edit)).toThrow(/plugins\/engine\/compactRoutes\.ts/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
