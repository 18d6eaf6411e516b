/**
 * The route table arrives after the page (plugins/engine/compactRoutes.ts). A first load knows one route, its
 * own, from the row paintFirst writes into the page (`r` of #app-scripts: path, file code, chunk ids,
 * module id); the rows of every page come in a chunk of their own, which the app loads when the browser
 * is idle after hydration, or as soon as something needs a route it does not know yet: a click on a link
 * (the engine's link hook, edited by plugins/engine/compactRoutes.ts), a navigation (theme/shims/router.tsx),
 * the 404 page looking for the page a mistyped URL meant (theme/canonicalRedirect.ts), or a chunk whose
 * hash is not known yet (the route module's script loader, plugins/engine/compactRoutes.ts).
 *
 * Where the table is whole from the start (server rendering, the dev server) nothing registers a loader,
 * and `allRoutes()` resolves at once.
 */
import type { RouteFile } from './routeRows';

/** A page's own route row in its HTML: path, file code, the chunk ids its loader waits for, its module id. */
export type FirstRouteRow = [path: string, file: RouteFile, chunkIds: (string | number)[], moduleId: string | number];

let loadRest: (() => Promise<void>) | null = null;
let loading: Promise<void> | null = null;
let complete = false;

/** Called by the browser build's route module with the function that adds every other row. */
export function registerRouteTable(load: () => Promise<void>): void {
  loadRest = load;
}

/** Whether every route is known (always, where no loader was registered). */
export function routesComplete(): boolean {
  return complete || loadRest === null;
}

/**
 * Resolves once every route is in the table. One load at a time; a failed load (offline before the
 * table was ever fetched) rejects, and the next call tries again.
 */
export function allRoutes(): Promise<void> {
  if (routesComplete()) return Promise.resolve();
  loading ??= loadRest!().then(
    () => {
      complete = true;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

type ScriptList = { p?: string[]; r?: FirstRouteRow; h?: Record<string, string> };

function scriptList(): ScriptList | null {
  const list = typeof document === 'undefined' ? null : document.getElementById('app-scripts');
  return list?.textContent ? (JSON.parse(list.textContent) as ScriptList) : null;
}

/** The row paintFirst wrote into the page, or null (the 404 page, a page without the loader's list). */
export function firstRouteRow(): FirstRouteRow | null {
  return scriptList()?.r ?? null;
}

/**
 * Chunk id → content hash of the page's own route chunks, from the files the page preloads
 * ("/static/js/async/<id>.<hash>.js"), and of the chunks those load by code (`h`): the main script holds
 * neither (plugins/engine/routeChunkHashes.ts), and before the table arrives these are what a first load asks for.
 */
export function routeChunkHashesOfPage(): Record<string, string> {
  const list = scriptList();
  const hashes: Record<string, string> = { ...list?.h };
  for (const file of list?.p ?? []) {
    const m = /^\/static\/js\/async\/(.+)\.([0-9a-f]+)\.js$/.exec(file);
    if (m) hashes[m[1]] = m[2];
  }
  return hashes;
}
