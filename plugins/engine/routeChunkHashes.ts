/**
 * The main script's chunk file table (chunk id → content hash, one entry per async chunk) grew with the
 * number of pages like the route table did: 2.9 KiB gzip of every page at 326 pages, most of it the page
 * chunks that only the route table's loaders ask for, and 1.4 KiB more for the chunks that route chunks load
 * by code (diagrams, players, the tools' parts). With the route table in a chunk of its own
 * (plugins/engine/compactRoutes.ts), those hashes move there, after the bundler has hashed the files:
 *
 * - the main script keeps the entries of the table's chunk and of the chunks its own code loads, and looks
 *   every other one up in `__webpack_require__.alistChunkHashes`; `__webpack_require__.alistHashKnown(id)`
 *   says whether a chunk's hash is known yet;
 * - the route module fills that from the page's HTML (#app-scripts): the files of its route's chunks and the
 *   hashes of the chunks those load by code (paintFirst), which is all a first load asks for before the table
 *   arrives; a chunk whose hash is still unknown waits for the table;
 * - the route table's chunk adds the rest (its placeholder object is replaced by them), and gets a new name
 *   from its new content, which the main script's entry for it follows.
 *
 * Any piece not found throws, naming this file: a page would otherwise ask for "<id>.undefined.js".
 */
import { createHash } from 'node:crypto';
import type { RsbuildPlugin } from '@rsbuild/core';

/** What the route table's module writes, and this step replaces with the moved entries. */
export const HASHES_PLACEHOLDER = '{__alist_chunk_hashes__:1}';
/** The property of `__webpack_require__` that holds the moved entries in the browser. */
export const HASHES_PROPERTY = 'alistChunkHashes';
/** The property of `__webpack_require__` that says whether a chunk's hash is known (the table's, or a moved one that arrived). */
export const KNOWN_PROPERTY = 'alistHashKnown';

/** The runtime's script loader: `else if(/^(0y1|m6k)$/.test(e))f[e]=0`, the chunks that have no script file. */
const NO_SCRIPT_CHUNKS = /if\(\/\^\(([\w|]+)\)\$\/\.test\(\w+\)\)\w+\[\w+\]=0/;

const fail = (what: string) => new Error(`route-chunk-hashes: ${what}; check plugins/engine/routeChunkHashes.ts`);

// `X.u=e=>"static/js/async/"+e+"."+({id:"hash",…})[e]+".js"`, the shape plugins/engine/lightRuntime.ts's file names give.
const FILENAME_FUNCTION = /([\w$]+)\.u=([\w$]+)=>"static\/js\/async\/"\+\2\+"\."\+\(\{([^}]*)\}\)\[\2\]\+"\.js"/;
const ENTRY = /(?:"([^"]+)"|([\w$]+)):"([0-9a-f]+)"/g;
const CHUNK_LOAD = /\.e\((?:"([^"]+)"|(\d+))\)/g;

/** The ids of the chunks a script loads by code (`<require>.e(id)`), each once. */
export const chunkIdsLoadedIn = (js: string): string[] => [...new Set([...js.matchAll(CHUNK_LOAD)].map((m) => m[1] ?? m[2]))];
const ROW_LOADER = /\["\/[^"]*",(?:0|1|"[^"]+"),\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\([^)]*\))/;

const key = (id: string) => (/^[a-zA-Z_$][\w$]*$/.test(id) && !/^\d/.test(id) ? id : JSON.stringify(id));
const literal = (entries: [string, string][]) => `{${entries.map(([id, hash]) => `${key(id)}:${JSON.stringify(hash)}`).join(',')}}`;

/** One replacement in a file: [start, end) of the old text and the new text (applied so source maps follow). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface MovedHashes {
  /** The main script's chunk file name function, replaced. */
  main: Edit;
  /** The route table chunk's placeholder, replaced; and the hash its new name carries (of its new text). */
  table: Edit;
  tableHash: string;
  moved: number;
  kept: number;
}

export function applyEdit(text: string, edit: Edit): string {
  return text.slice(0, edit.start) + edit.text + text.slice(edit.end);
}

/**
 * Moves the hashes of every chunk the main script does not load itself from the main script into the route
 * table's chunk. `tableId` is the table chunk's id. Kept: the table's, and those of the chunks the main script's
 * own code loads (dialogs, notices, search), which a page may ask for while it hydrates, before the table.
 */
export function moveRouteChunkHashes(main: string, table: string, tableId: string, hashLength: number): MovedHashes {
  const fn = FILENAME_FUNCTION.exec(main);
  if (!fn) throw fail('the chunk file name function is not in the main script');
  const [whole, req, arg, body] = fn;
  const entries = [...body.matchAll(ENTRY)].map((m) => [m[1] ?? m[2], m[3]] as [string, string]);
  if (!table.includes(HASHES_PLACEHOLDER)) throw fail(`the route table chunk has no ${HASHES_PLACEHOLDER}`);
  if (!ROW_LOADER.test(table)) throw fail('no route rows in the route table chunk');
  if (!entries.some(([id]) => id === tableId)) throw fail(`the route table chunk ${tableId} has no entry in the main script`);
  const loadedByMain = new Set(chunkIdsLoadedIn(main.replace(whole, '')));
  const moved = entries.filter(([id]) => id !== tableId && !loadedByMain.has(id));
  const kept = entries.filter((entry) => !moved.includes(entry));

  const at = table.indexOf(HASHES_PLACEHOLDER);
  const tableEdit = { start: at, end: at + HASHES_PLACEHOLDER.length, text: literal(moved) };
  const tableHash = createHash('sha256').update(applyEdit(table, tableEdit)).digest('hex').slice(0, hashLength);
  const keptWithTable = kept.map(([id, hash]) => [id, id === tableId ? tableHash : hash] as [string, string]);
  // An unknown hash makes the name end in ".undefined.js": that is what the known-hash test looks for. A chunk
  // with no script at all (a route stylesheet's, plugins/engine/routeStyles.ts) needs no hash: the runtime's script
  // loader names those in a pattern of its own and marks them loaded at once.
  const noScript = NO_SCRIPT_CHUNKS.exec(main)?.[1];
  const text =
    `${req}.u=${arg}=>"static/js/async/"+${arg}+"."+(${literal(keptWithTable)}[${arg}]||${req}.${HASHES_PROPERTY}[${arg}])+".js",` +
    `${req}.${KNOWN_PROPERTY}=${arg}=>${noScript ? `/^(?:${noScript})$/.test(${arg})||` : ''}!${req}.u(${arg}).endsWith(".undefined.js")`;
  return { main: { start: fn.index, end: fn.index + whole.length, text }, table: tableEdit, tableHash, moved: moved.length, kept: kept.length };
}

/** The moved entries back out of a built route table chunk (for scripts/routeChunks.ts). */
export function movedHashesOf(table: string): Map<string, string> {
  const m = new RegExp(`\\.${HASHES_PROPERTY},(\\{[^}]*\\})\\)`).exec(table);
  return new Map(m ? [...m[1].matchAll(ENTRY)].map((e) => [e[1] ?? e[2], e[3]] as [string, string]) : []);
}

/** The production browser build's step, after the bundler's content hashes (stage optimize-hash). */
export function routeChunkHashesPlugin(): RsbuildPlugin {
  return {
    name: 'alist-route-chunk-hashes',
    setup(api) {
      if (api.context.action === 'dev') return;
      api.processAssets({ stage: 'optimize-transfer', environments: ['web'] }, ({ assets, compilation, sources }) => {
        const names = Object.keys(assets);
        const mainName = names.find((n) => /^static\/js\/index\.[0-9a-f]+\.js$/.test(n));
        // The table is the async script with the placeholder.
        const asyncJs = new Map(names.filter((n) => n.startsWith('static/js/async/') && n.endsWith('.js')).map((n) => [n, assets[n].source().toString()]));
        const tableName = [...asyncJs].find(([, js]) => js.includes(HASHES_PLACEHOLDER))?.[0];
        if (!mainName || !tableName) throw fail(`main script ${mainName ?? 'not found'}, route table chunk ${tableName ?? 'not found'}`);
        const tableFile = /^static\/js\/async\/(.+)\.([0-9a-f]+)\.js$/.exec(tableName);
        if (!tableFile) throw fail(`unexpected name of the route table chunk: ${tableName}`);
        const main = assets[mainName].source().toString();
        const out = moveRouteChunkHashes(main, asyncJs.get(tableName)!, tableFile[1], tableFile[2].length);
        // ReplaceSource keeps the source maps of the bench's bundle report right (end is inclusive there).
        const edited = (name: string, edit: Edit) => {
          const source = new sources.ReplaceSource(assets[name]);
          source.replace(edit.start, edit.end - 1, edit.text);
          compilation.updateAsset(name, source);
        };
        edited(mainName, out.main);
        edited(tableName, out.table);
        compilation.renameAsset(tableName, `static/js/async/${tableFile[1]}.${out.tableHash}.js`);
      });
    },
  };
}
