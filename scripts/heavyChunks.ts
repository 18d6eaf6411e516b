/**
 * Checks on the built site that each heavy library (mermaid, ECharts, Chart.js, flowchart.js,
 * ArtPlayer, hls.js, dash.js, mpegts.js) is absent from the JS of pages that do not use it.
 *
 * A page's static JS is the <script src> files of its HTML plus the chunk group of its route, as the
 * bundler's runtime in the main script lists it: `path:"/guide/changelog",…,filePath:"en/guide/
 * changelog.mdx",preload:async()=>(await X.preload(),LOADER())` and `LOADER=()=>Promise.all([i.e("a"),
 * i.e(8)])`; the runtime's filename function names each chunk's file (parseChunkFiles). A library is reachable
 * from a page only through the import() inside its component, so:
 * - no page's static JS contains library code;
 * - a page that does not use a library has none of its component's code in its static JS;
 * - a page that uses it does (so the check can't pass by finding nothing).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptsOfPage } from '../plugins/paintFirst';
import { defaultLocale, locales, type LocaleCode } from '../site/locales';
import { routeFacts, type RouteFile } from '../theme/routeRows';

export interface HeavyLibrary {
  name: string;
  /** A string only the library's own code contains. */
  librarySignature: string;
  /** A string only the component that import()s the library contains. */
  componentSignature: string;
  /** Whether a page's source uses the library. */
  usedBy: (source: string) => boolean;
}

const player = (source: string) => /<Player\b/.test(source);

export const heavyLibraries: HeavyLibrary[] = [
  { name: 'mermaid', librarySignature: 'mermaidAPI', componentSignature: '[Mermaid] cannot draw', usedBy: (s) => /^```mermaid\b/m.test(s) },
  { name: 'echarts', librarySignature: 'zrender', componentSignature: '[ECharts] cannot draw', usedBy: (s) => /^```echarts\b/m.test(s) },
  { name: 'chart.js', librarySignature: 'Canvas is already in use', componentSignature: '[ChartJS] cannot draw', usedBy: (s) => /^```(?:chartjs|chart)\b/m.test(s) },
  { name: 'flowchart.js', librarySignature: 'Raphaël', componentSignature: '[Flowchart] cannot draw', usedBy: (s) => /^```(?:flow|flowchart)\b/m.test(s) },
  { name: 'artplayer', librarySignature: 'art-video-player', componentSignature: '[Player] unsupported', usedBy: player },
  { name: 'hls.js', librarySignature: 'MANIFEST_PARSED', componentSignature: '[Player] unsupported', usedBy: player },
  { name: 'dash.js', librarySignature: 'dashjs', componentSignature: '[Player] unsupported', usedBy: player },
  { name: 'mpegts.js', librarySignature: 'MSEController', componentSignature: '[Player] unsupported', usedBy: player },
];

export interface RouteChunks {
  /** Route path as the router has it: "/guide/changelog", "/zh/guide/". */
  route: string;
  /** Page source relative to docs/: "en/guide/changelog.mdx". */
  filePath: string;
  /** Chunk ids the route's loader waits for. */
  chunkIds: string[];
}

/** Reads the route → chunk ids table out of the main script. */
export function parseRouteChunks(mainJs: string): RouteChunks[] {
  const routes: RouteChunks[] = [];
  // The compact table of plugins/compactRoutes.ts: ["/path",FILE,()=>LOADER], FILE as theme/routeRows.ts reads it.
  const row = /\["([^"]*)",(0|1|"[^"]+\.mdx?"),\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\([^)]*\))/g;
  const prefixed = (Object.keys(locales) as LocaleCode[]).filter((code) => code !== defaultLocale);
  for (const m of mainJs.matchAll(row)) {
    const file: RouteFile = m[2].startsWith('"') ? (JSON.parse(m[2]) as string) : (Number(m[2]) as 0 | 1);
    routes.push({ route: m[1], filePath: routeFacts(m[1], file, defaultLocale, prefixed).filePath, chunkIds: [...m[3].matchAll(/\.e\((?:"([^"]+)"|(\d+))\)/g)].map((c) => c[1] ?? c[2]) });
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
    if (!body) throw new Error(`heavy-chunks: no loader ${loader} for route ${route}`);
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
 * Chunk id → file name under static/js/async/, from the runtime's filename function. Three shapes:
 * `"static/js/async/"+(({id:name})[e]||e)+"."+({id:hash})[e]+".js"` (names in the file names),
 * `"static/js/async/"+e+"."+({id:hash})[e]+".js"` (id and content hash, this site's setting) and
 * `"static/js/async/"+({id:hash})[e]+".js"` (content hash alone).
 */
export function parseChunkFiles(mainJs: string): Map<string, string> {
  const start = mainJs.indexOf('"static/js/async/"+');
  if (start < 0) throw new Error('heavy-chunks: chunk filename function not found in the main script');
  const after = start + '"static/js/async/"+'.length;
  const files = new Map<string, string>();
  if (mainJs.startsWith('(({', after)) {
    const names = objectAt(mainJs, after + 2);
    const hashStart = mainJs.indexOf('+({', after) + 2;
    for (const [id, hash] of objectAt(mainJs, hashStart)) files.set(id, `${names.get(id) ?? id}.${hash}.js`);
  } else if (/^[\w$]+\+"\."\+\(\{/.test(mainJs.slice(after, after + 40))) {
    for (const [id, hash] of objectAt(mainJs, mainJs.indexOf('({', after) + 1)) files.set(id, `${id}.${hash}.js`);
  } else if (mainJs.startsWith('({', after)) {
    for (const [id, hash] of objectAt(mainJs, after + 1)) files.set(id, `${hash}.js`);
  } else {
    throw new Error('heavy-chunks: unknown shape of the chunk filename function; check scripts/heavyChunks.ts');
  }
  return files;
}

/** HTML file of a route path: "/guide/" → guide/index.html, "/guide/changelog" → guide/changelog.html. */
export function htmlOfRoute(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
}

export function checkHeavyLibraries(outDir: string, docsRoot: string): { problems: string[]; pages: number; usedOn: Record<string, string[]> } {
  const jsDir = path.join(outDir, 'static', 'js');
  const asyncDir = path.join(jsDir, 'async');
  const read = (file: string) => readFileSync(file, 'utf8');
  const mainFile = readdirSync(jsDir).find((f) => /^index\.[0-9a-f]+\.js$/.test(f));
  if (!mainFile) throw new Error(`heavy-chunks: no main script in ${jsDir}; build first`);
  const mainJs = read(path.join(jsDir, mainFile));
  const chunkFiles = parseChunkFiles(mainJs);
  const asyncFiles = readdirSync(asyncDir).filter((f) => f.endsWith('.js'));
  const cache = new Map<string, string>();
  const content = (file: string) => {
    if (!cache.has(file)) cache.set(file, read(file));
    return cache.get(file) as string;
  };
  const problems: string[] = [];
  const usedOn: Record<string, string[]> = {};

  for (const lib of heavyLibraries) {
    const inAsync = asyncFiles.some((f) => content(path.join(asyncDir, f)).includes(lib.librarySignature));
    if (!inAsync) problems.push(`${lib.name}: its code (${lib.librarySignature}) is in no async chunk`);
  }

  const routes = parseRouteChunks(mainJs);
  if (routes.length === 0) problems.push('no route table found in the main script');
  for (const { route, filePath, chunkIds } of routes) {
    const htmlFile = path.join(outDir, htmlOfRoute(route));
    let html: string;
    try {
      html = read(htmlFile);
    } catch {
      continue; // routes the build does not write (none today)
    }
    // Scripts the page loads before it is interactive, the paint-first loader's included (plugins/paintFirst.ts).
    const initial = scriptsOfPage(html).filter((src) => src.startsWith('/') && src.endsWith('.js')).map((src) => path.join(outDir, src.slice(1)));
    // A chunk without a JS file carries only CSS (the stylesheet is extracted), so no library code.
    const chunks = chunkIds.map((id) => chunkFiles.get(id)).filter((file): file is string => Boolean(file) && asyncFiles.includes(file as string));
    const files = [...initial, ...chunks.map((file) => path.join(asyncDir, file))];
    const js = files.map(content);
    const source = read(path.join(docsRoot, filePath));
    for (const lib of heavyLibraries) {
      if (js.some((code) => code.includes(lib.librarySignature))) problems.push(`${route}: ${lib.name} is in the page's initial JS`);
      const hasComponent = js.some((code) => code.includes(lib.componentSignature));
      if (lib.usedBy(source)) {
        (usedOn[lib.name] ??= []).push(route);
        if (!hasComponent) problems.push(`${route}: uses ${lib.name} but its component is not in the page's JS (check the parser)`);
      } else if (hasComponent) {
        problems.push(`${route}: does not use ${lib.name} but loads the component that imports it`);
      }
    }
  }
  return { problems, pages: routes.length, usedOn };
}
