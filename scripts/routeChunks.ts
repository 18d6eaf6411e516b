/**
 * The route and chunk tables of the built main script: which chunks each route's loader waits for
 * (the compact table of plugins/engine/compactRoutes.ts, or the engine's own), and the file of each chunk
 * (the runtime's filename function). Read by the paint-first step, the heavy-library check and the bench.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, locales, type LocaleCode } from '../site/locales';
import { routeFacts, type RouteFile } from '../theme/routeRows';
import type { FirstRouteRow } from '../theme/routeTable';
import { chunkIdsLoadedIn, movedHashesOf } from '../plugins/engine/routeChunkHashes';

export interface RouteChunks {
  /** Route path as the router has it: "/guide/changelog", "/zh/guide/". */
  route: string;
  /** Page source relative to docs/: "en/guide/changelog.mdx". */
  filePath: string;
  /** Chunk ids the route's loader waits for. */
  chunkIds: string[];
  /** The compact table's file code (theme/routeRows.ts) and the page module's id; not in the engine's own table. */
  file?: RouteFile;
  moduleId?: string;
}

// A row of the compact table of plugins/engine/compactRoutes.ts: ["/path",FILE,()=>LOADER], FILE as theme/routeRows.ts reads it.
const ROW = /\["([^"]*)",(0|1|"[^"]+\.mdx?"),\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\([^)]*\))\.then\([\w$]+\.bind\([\w$]+,(?:"([^"]+)"|(\d+))\)\)\]/g;

/** Reads the route → chunk ids table out of the script that holds it (see routeTableScript). */
export function parseRouteChunks(mainJs: string): RouteChunks[] {
  const routes: RouteChunks[] = [];
  const prefixed = (Object.keys(locales) as LocaleCode[]).filter((code) => code !== defaultLocale);
  for (const m of mainJs.matchAll(ROW)) {
    const file: RouteFile = m[2].startsWith('"') ? (JSON.parse(m[2]) as string) : (Number(m[2]) as 0 | 1);
    const chunkIds = [...m[3].matchAll(/\.e\((?:"([^"]+)"|(\d+))\)/g)].map((c) => c[1] ?? c[2]);
    routes.push({ route: m[1], filePath: routeFacts(m[1], file, defaultLocale, prefixed).filePath, chunkIds, file, moduleId: m[4] ?? m[5] });
  }
  if (routes.length > 0) return routes;
  // The engine's own table: a loader per route and records that name them.
  const record = /path:"([^"]*)",element:[^,]+,filePath:"([^"]+)",preload:async\(\)=>\(await [\w$]+\.preload\(\),([\w$]+)\(\)\)/g;
  for (const m of mainJs.matchAll(record)) {
    const [, route, filePath, loader] = m;
    const escaped = loader.replace(/\$/g, '\\$');
    const definition = new RegExp(`(?:^|[,;{\\s])${escaped}=\\(\\)=>(Promise\\.all\\(\\[[^\\]]*\\]\\)|[\\w$]+\\.e\\([^)]*\\))`, 'g');
    // The nearest definition before the record is the one in the routes' own scope.
    let body: string | undefined;
    for (const d of mainJs.matchAll(definition)) {
      if ((d.index ?? 0) > (m.index ?? 0)) break;
      body = d[1];
    }
    if (!body) throw new Error(`route-chunks: no loader ${loader} for route ${route}; check scripts/routeChunks.ts`);
    const chunkIds = [...body.matchAll(/\.e\((?:"([^"]+)"|(\d+))\)/g)].map((c) => c[1] ?? c[2]);
    routes.push({ route, filePath, chunkIds });
  }
  return routes;
}

/** The object literal that starts at `from` ("{...}"), as a map of its keys to string values. */
function objectAt(js: string, from: number): Map<string, string> {
  const end = js.indexOf('}', from);
  const table = js.slice(from, end);
  const out = new Map<string, string>();
  for (const m of table.matchAll(/(?:"([^"]+)"|([\w$]+)):"([^"]+)"/g)) out.set(m[1] ?? m[2], m[3]);
  return out;
}

/**
 * Chunk id → file name under static/js/async/ (or static/css/async/ for `kind` "css"), from the runtime's
 * filename function of that kind. Four shapes:
 * `"static/js/async/"+(({id:name})[e]||e)+"."+({id:hash})[e]+".js"` (names in the file names, some chunks without one),
 * `"static/css/async/"+({id:name})[e]+"."+({id:hash})[e]+".css"` (every chunk named: the route stylesheets),
 * `"static/js/async/"+e+"."+({id:hash})[e]+".js"` (id and content hash, this site's setting for scripts) and
 * `"static/js/async/"+({id:hash})[e]+".js"` (content hash alone). After plugins/engine/routeChunkHashes.ts, the script
 * function holds only some hashes (`({id:hash}[e]||…)`); the others are in the table's chunk (chunkFilesOfSite
 * reads both).
 */
export function parseChunkFiles(mainJs: string, kind: 'js' | 'css' = 'js'): Map<string, string> {
  const prefix = `"static/${kind}/async/`;
  const start = mainJs.indexOf(prefix);
  if (start < 0) throw new Error(`route-chunks: ${kind} chunk filename function not found in the main script; check scripts/routeChunks.ts`);
  const after = start + prefix.length + 2;
  const files = new Map<string, string>();
  if (!mainJs.startsWith('"+', after - 2)) {
    // One file for every chunk (a build with a single async stylesheet): which chunks is not in this function.
    throw new Error(`route-chunks: unknown shape of the ${kind} chunk filename function; check scripts/routeChunks.ts`);
  } else if (mainJs.startsWith('(({', after) || mainJs.startsWith('({', after) && mainJs.startsWith(')[e]+"."+({', mainJs.indexOf('}', after) + 1)) {
    const named = mainJs.startsWith('(({', after);
    const names = objectAt(mainJs, after + (named ? 2 : 1));
    const hashStart = mainJs.indexOf('+({', after) + 2;
    for (const [id, hash] of objectAt(mainJs, hashStart)) files.set(id, `${names.get(id) ?? id}.${hash}.${kind}`);
  } else if (/^[\w$]+\+"\."\+\(\{/.test(mainJs.slice(after, after + 40))) {
    for (const [id, hash] of objectAt(mainJs, mainJs.indexOf('({', after) + 1)) files.set(id, `${id}.${hash}.${kind}`);
  } else if (mainJs.startsWith('({', after)) {
    for (const [id, hash] of objectAt(mainJs, after + 1)) files.set(id, `${hash}.${kind}`);
  } else {
    throw new Error(`route-chunks: unknown shape of the ${kind} chunk filename function; check scripts/routeChunks.ts`);
  }
  return files;
}

/** HTML file of a route path: "/guide/" → guide/index.html, "/guide/changelog" → guide/changelog.html. */
export function htmlOfRoute(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
}

/** The built main script (static/js/index.<hash>.js) of a site folder. */
export function readMainScript(site: string): string {
  const jsDir = path.join(site, 'static', 'js');
  const mainFile = readdirSync(jsDir).find((f) => /^index\.[0-9a-f]+\.js$/.test(f));
  if (!mainFile) throw new Error(`route-chunks: no main script in ${jsDir}; build first`);
  return readFileSync(path.join(jsDir, mainFile), 'utf8');
}

/**
 * The script that holds the route table: the chunk the browser build loads after the page
 * (plugins/engine/compactRoutes.ts), or the main script where the table is still there (the engine's own table).
 */
export function routeTableScript(site: string): string {
  const mainJs = readMainScript(site);
  if (parseRouteChunks(mainJs).length > 0) return mainJs;
  const asyncDir = path.join(site, 'static', 'js', 'async');
  for (const file of readdirSync(asyncDir)) {
    if (!file.endsWith('.js')) continue;
    const js = readFileSync(path.join(asyncDir, file), 'utf8');
    // Cheap test first: the table's rows are the only place with both of these next to each other.
    if (js.includes('",0,()=>') || js.includes('",1,()=>')) {
      if (parseRouteChunks(js).length > 0) return js;
    }
  }
  throw new Error(`route-chunks: no route table in the main script or in static/js/async/ of ${site}; check scripts/routeChunks.ts against plugins/engine/compactRoutes.ts`);
}

/** What a page's route waits for before it renders, as site paths: its chunks' scripts and stylesheets. */
export interface RouteFiles {
  scripts: string[];
  styles: string[];
  /** The page's own row, which its HTML carries for theme/routeTable.ts (absent for the engine's own table). */
  row?: FirstRouteRow;
  /**
   * Chunk id → hash of the chunks the route's chunks load by code (a diagram library, a tool's lazy part), at any
   * depth, that the main script does not know (plugins/engine/routeChunkHashes.ts): the page may ask for them before the
   * route table arrives.
   */
  loadedHashes?: Record<string, string>;
}

/**
 * Chunk id → file name under static/js/async/ of every async script of a built site: the main script's
 * table, and the entries plugins/engine/routeChunkHashes.ts moved into the route table's chunk.
 */
export function chunkFilesOfSite(site: string, tableJs = routeTableScript(site), mainJs = readMainScript(site)): Map<string, string> {
  const files = parseChunkFiles(mainJs);
  for (const [id, hash] of movedHashesOf(tableJs)) files.set(id, `${id}.${hash}.js`);
  return files;
}

/** Chunk id → file name under static/css/async/ (plugins/engine/routeStyles.ts); empty for a build whose async chunks import no CSS. */
export function styleFilesOf(mainJs: string): Map<string, string> {
  return mainJs.includes('"static/css/async/') ? parseChunkFiles(mainJs, 'css') : new Map<string, string>();
}

/** Each built page's route files, by HTML file relative to the site. */
export function routeFilesByPage(site: string): Map<string, RouteFiles> {
  const tableJs = routeTableScript(site);
  const mainJs = readMainScript(site);
  const files = chunkFilesOfSite(site, tableJs, mainJs);
  const styleFiles = styleFilesOf(mainJs);
  const loadedHashes = chunkLoadsOf(site, files, new Set(parseChunkFiles(mainJs).keys()));
  const out = new Map<string, RouteFiles>();
  const routes = parseRouteChunks(tableJs);
  for (const { route, chunkIds, file, moduleId } of routes) {
    // Chunks that carry only CSS have no JS file (the stylesheet is extracted), but every route has its page's JS.
    const scripts = chunkIds.flatMap((id) => (files.has(id) ? [`/static/js/async/${files.get(id)}`] : []));
    if (scripts.length === 0) throw new Error(`route-chunks: no JS file for any chunk of route ${route} (${chunkIds.join(', ')}); check scripts/routeChunks.ts`);
    const styles = chunkIds.flatMap((id) => (styleFiles.has(id) ? [`/static/css/async/${styleFiles.get(id)}`] : []));
    const row: FirstRouteRow | undefined = file !== undefined && moduleId !== undefined ? [route, file, chunkIds, moduleId] : undefined;
    out.set(htmlOfRoute(route), { scripts, styles, row, loadedHashes: loadedHashes(chunkIds) });
  }
  return out;
}

/**
 * For a route's chunk ids: id → hash of every chunk they load by code (`.e(id)`), at any depth, other than the
 * route's own and those the main script knows (`known`). Each chunk's script is read once per site.
 */
function chunkLoadsOf(site: string, files: Map<string, string>, known: Set<string>): (chunkIds: string[]) => Record<string, string> {
  const loads = new Map<string, string[]>();
  const loadsOf = (id: string): string[] => {
    let ids = loads.get(id);
    if (!ids) {
      const file = files.get(id);
      const js = file ? readFileSync(path.join(site, 'static', 'js', 'async', file), 'utf8') : '';
      ids = chunkIdsLoadedIn(js);
      loads.set(id, ids);
    }
    return ids;
  };
  return (chunkIds) => {
    const own = new Set(chunkIds.map(String));
    const seen = new Set<string>();
    const queue = [...own];
    while (queue.length > 0) {
      for (const id of loadsOf(queue.pop()!)) {
        if (own.has(id) || seen.has(id)) continue;
        seen.add(id);
        queue.push(id);
      }
    }
    const out: Record<string, string> = {};
    for (const id of seen) {
      const hash = /\.([0-9a-f]+)\.js$/.exec(files.get(id) ?? '')?.[1];
      if (hash && !known.has(id)) out[id] = hash;
    }
    return out;
  };
}
