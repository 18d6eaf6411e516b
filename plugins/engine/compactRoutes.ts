/**
 * The engine's route table (virtual-routes) is written as one block of code per page: a loader, a
 * lazy component and a record with an async preload function. In the browser bundle it is the part of
 * every page's JavaScript that grows with the number of pages. This rewrites it for the web build as
 * one data row per page — path, a code for the source file (theme/routeRows.ts; the language and the
 * source path follow from the route path) and the page chunk's import() — and builds the same records
 * in a loop: the runtime reads exactly the fields it read before.
 *
 * In the production browser build the rows leave the main script too (lazyRoutesModule): a first load
 * needs only its own route, which paintFirst writes into the page, and the other rows come in a chunk of
 * their own after hydration (theme/routeTable.ts).
 */
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import path from 'node:path';
import { applyEngineEdit, type EngineModuleEdit } from './engineModuleEdit';
import { HASHES_PLACEHOLDER, HASHES_PROPERTY, KNOWN_PROPERTY, routeChunkHashesPlugin } from './routeChunkHashes';
import { routeFacts, type RouteFile } from '../../theme/routeRows';

const routeRowsModule = path.join(import.meta.dirname, '..', '..', 'theme', 'routeRows.ts');
const routeTableModule = path.join(import.meta.dirname, '..', '..', 'theme', 'routeTable.ts');
/** The query of the route module that holds every row (the chunk loaded after the page). */
export const TABLE_QUERY = '?table';

// Whitespace and quotes as the engine writes them or as the compiler prints them back.
const Q = `['"]`;
const LOADER = /const loadRoute(\d+)\s*=\s*\(\)\s*=>\s*(import\(\/\*\s*webpackChunkName:\s*"[^"]+"\s*\*\/\s*"[^"]+"\))/g;
const RECORD = new RegExp(
  [
    `\\{\\s*path:\\s*${Q}([^'"]*)${Q},`,
    `\\s*element:\\s*(?:\\/\\*#__PURE__\\*\\/\\s*)?React\\.createElement\\(Route(\\d+)\\),`,
    `\\s*filePath:\\s*${Q}([^'"]*)${Q},`,
    `\\s*preload:\\s*async\\s*\\(\\)\\s*=>\\s*\\{\\s*await Route\\d+\\.preload\\(\\);\\s*return loadRoute\\d+\\(\\);\\s*\\},`,
    `\\s*lang:\\s*${Q}([^'"]*)${Q},\\s*version:\\s*${Q}([^'"]*)${Q}\\s*\\}`,
  ].join(''),
  'g',
);

/** The languages of the records: the one without a URL prefix, and those with one ("/zh/…"). */
function languagesOf(records: { path: string; lang: string }[]): { defaultLang: string; prefixedLangs: string[] } {
  const langs = [...new Set(records.map((r) => r.lang))];
  const prefixedLangs = langs.filter((lang) => records.every((r) => r.lang !== lang || r.path.startsWith(`/${lang}/`)));
  const unprefixed = langs.filter((lang) => !prefixedLangs.includes(lang));
  if (unprefixed.length > 1) throw new Error(`compact-routes: several languages without a URL prefix (${unprefixed.join(', ')}); check plugins/engine/compactRoutes.ts`);
  return { defaultLang: unprefixed[0] ?? '', prefixedLangs };
}

interface CompactRows {
  /** One row per page: `[path, file code, () => import(page)]`, as source text. */
  rows: string[];
  defaultLang: string;
  prefixedLangs: string[];
  version: string;
}

/** The rows of the engine's module, or an error naming this file when the engine's output changed shape. */
function compactRows(source: string): CompactRows {
  const loaders = new Map([...source.matchAll(LOADER)].map((m) => [m[1], m[2]]));
  const records = [...source.matchAll(RECORD)].map(([, path, index, filePath, lang, version]) => ({ path, index, filePath, lang, version }));
  if (loaders.size === 0 || records.length !== loaders.size) {
    throw new Error(`compact-routes: the engine's virtual-routes module has an unknown shape (${loaders.size} loaders, ${records.length} records); check plugins/engine/compactRoutes.ts against @rspress/core. It starts: ${source.slice(0, 400)}`);
  }
  const versions = new Set(records.map((r) => r.version));
  if (versions.size !== 1) throw new Error('compact-routes: routes of several versions are not supported; check plugins/engine/compactRoutes.ts');
  const { defaultLang, prefixedLangs } = languagesOf(records);
  const rows = records.map(({ path, index, filePath, lang }) => {
    // The shortest file code that gives the engine's own values back.
    const file = ([0, 1] as RouteFile[]).find((code) => routeFacts(path, code, defaultLang, prefixedLangs).filePath === filePath) ?? filePath;
    if (routeFacts(path, file, defaultLang, prefixedLangs).lang !== lang) throw new Error(`compact-routes: the language of ${path} (${lang}) does not follow from its path; check theme/routeRows.ts`);
    return `[${JSON.stringify(path)},${JSON.stringify(file)},() => ${loaders.get(index)}]`;
  });
  return { rows, defaultLang, prefixedLangs, version: [...versions][0] };
}

/** The code that turns a row into the record the runtime reads (`add(path, file, load)`), into `routes`. */
function recordBuilder({ defaultLang, prefixedLangs, version }: CompactRows, imports = ''): string {
  return `import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
import { routeFacts } from ${JSON.stringify(routeRowsModule)};
${imports}export const routes = [];
const known = new Set();
function add(path, file, load) {
  if (known.has(path)) return;
  known.add(path);
  const Route = lazyWithPreload(load);
  const { lang, filePath } = routeFacts(path, file, ${JSON.stringify(defaultLang)}, ${JSON.stringify(prefixedLangs)});
  routes.push({ path, element: React.createElement(Route), filePath, preload: async () => { await Route.preload(); return load(); }, lang, version: ${JSON.stringify(version)} });
}
`;
}

/** The whole table in one module (the dev server, whose pages come without paintFirst's row). */
export function compactRoutesModule(source: string): string {
  const table = compactRows(source);
  return `${recordBuilder(table)}const rows = [
${table.rows.join(',\n')}
];
rows.forEach((row) => add(...row));
`;
}

/**
 * The browser build's route module: the page's own row from its HTML (theme/routeTable.ts), loaded with
 * the same chunks and module its row in the table names, and the other rows from TABLE_QUERY's chunk when
 * theme/routeTable.ts asks for them. The main script then no longer grows with the number of pages.
 */
export function lazyRoutesModule(source: string): string {
  const table = compactRows(source);
  return `${recordBuilder(table, `import { allRoutes, firstRouteRow, registerRouteTable, routeChunkHashesOfPage } from ${JSON.stringify(routeTableModule)};\n`)}// The main script holds only the hashes of the table's chunk and of the chunks its own code loads
// (plugins/engine/routeChunkHashes.ts): the page's route chunks and the chunks they load come from its HTML, and a
// chunk whose hash is not known yet waits for the table, which brings the others.
__webpack_require__.${HASHES_PROPERTY} = routeChunkHashesOfPage();
const loadScript = __webpack_require__.f.j;
__webpack_require__.f.j = (id, promises) => {
  if (__webpack_require__.${KNOWN_PROPERTY}(id) || __webpack_require__.O.j(id)) return loadScript(id, promises);
  promises.push(allRoutes().then(() => {
    const waiting = [];
    loadScript(id, waiting);
    return Promise.all(waiting);
  }));
};
const first = firstRouteRow();
if (first) add(first[0], first[1], () => Promise.all(first[2].map((id) => __webpack_chunk_load__(id))).then(() => __webpack_require__(first[3])));
registerRouteTable(() => import(${JSON.stringify(`virtual-routes${TABLE_QUERY}`)}).then(({ rows }) => rows.forEach((row) => add(...row))));
`;
}

/** The rows of every page, the chunk lazyRoutesModule loads. */
export function routeTableRowsModule(source: string): string {
  return `export const rows = [
${compactRows(source).rows.join(',\n')}
];
// Replaced after hashing by the hashes of the chunks only these rows load (plugins/engine/routeChunkHashes.ts).
Object.assign(__webpack_require__.${HASHES_PROPERTY}, ${HASHES_PLACEHOLDER});
`;
}

/**
 * Engine edits for the table that arrives later, each replacing exactly one piece of code:
 * - route.js sorts a copy of the table once, when its module loads; it now sorts again when the table has grown.
 * - The link hook leaves the app (a full page load) for a path without a route; it now first waits for the
 *   whole table, if that has not arrived yet, with the progress bar after 200 ms as for a page's chunk.
 */
export const ROUTE_EDITS: EngineModuleEdit[] = [
  {
    module: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]route\.js$/,
    name: 'runtime/route.js',
    replacements: [
      ['const sortedRoutes = [\n    ...routes\n].sort(', 'let sortedRoutes = [\n    ...routes\n].sort('],
      ['    for (const route of sortedRoutes){', "    if (sortedRoutes.length !== routes.length) sortedRoutes = [\n        ...routes\n    ].sort((a, b)=>(b.path || '').length - (a.path || '').length);\n    for (const route of sortedRoutes){"],
    ],
  },
  {
    module: /[\\/]@rspress[\\/]core[\\/]dist[\\/]theme[\\/]components[\\/]Link[\\/]useLinkNavigate\.js$/,
    name: 'theme/components/Link/useLinkNavigate.js',
    replacements: [
      ['import { getHref } from "./getHref.js";', `import { getHref } from "./getHref.js";\nimport { allRoutes } from ${JSON.stringify(routeTableModule)};`],
      // The progress bar shows while it waits, as it does while the page's chunk loads (the same 200 ms delay).
      [
        'const matchedRoute = pathnameToRouteService(routePath);',
        'const matchedRoute = pathnameToRouteService(routePath) ?? await (async ()=>{\n                    const waiting = setTimeout(()=>{\n                        nprogress.start();\n                    }, 200);\n                    await allRoutes().catch(()=>void 0);\n                    clearTimeout(waiting);\n                    return pathnameToRouteService(routePath);\n                })();',
      ],
    ],
  },
];

export function applyRouteEdit(code: string, edit: EngineModuleEdit): string {
  return applyEngineEdit(code, edit, 'compact-routes', 'plugins/engine/compactRoutes.ts');
}

export function compactRoutesPlugin(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-compact-routes-modules',
    setup(api) {
      // The dev server's pages come without paintFirst's row: the whole table there, in one module.
      const lazy = api.context.action !== 'dev';
      api.transform({ test: /virtual-routes/, environments: ['web'], order: 'post' }, ({ code, resourceQuery }) => {
        if (!lazy) return compactRoutesModule(code);
        return resourceQuery === TABLE_QUERY ? routeTableRowsModule(code) : lazyRoutesModule(code);
      });
      if (!lazy) return;
      for (const edit of ROUTE_EDITS) api.transform({ test: edit.module, environments: ['web'] }, ({ code }) => applyRouteEdit(code, edit));
    },
  };
  return { name: 'alist-compact-routes', builderConfig: { plugins: [rsbuildPlugin, routeChunkHashesPlugin()] } };
}
