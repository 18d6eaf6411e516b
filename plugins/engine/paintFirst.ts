/**
 * Paint first, then hydrate. The engine's pages load their scripts with `defer`, which runs them as
 * soon as parsing ends — before the first paint when the scripts are already there (the service
 * worker's cache on every later visit, a fast connection, a long page still parsing). Hydrating the
 * page then holds the reader's first look at it for hundreds of milliseconds on a phone, and on a
 * slow network the scripts' downloads compete with the HTML and CSS the first paint needs.
 *
 * Instead a small inline loader waits until the parsed page has been painted (DOMContentLoaded, then
 * the next frame) and then preloads the chunks of the page's route and adds the app's scripts in their order.
 * `scriptsOfPage` reads them back for the bench and the bundle checks. Runs before hostingFiles,
 * whose Content-Security-Policy hashes every inline script.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { outDir } from '../../scripts/builtFiles';
import { routeFilesByPage, type RouteFiles } from '../../scripts/routeChunks';
import type { FirstRouteRow } from '../../theme/routeTable';
import { builtHtml } from '../shared/builtHtml';

const DEFERRED = /<script defer src="(\/static\/js\/[^"]+\.js)"><\/script>\n?/g;
const CHUNK_PRELOAD = /<link rel="preload" href="(\/static\/js\/[^"]+\.js)" as="script">\n?/g;
const LIST_ID = 'app-scripts';
const LIST = new RegExp(`<script type="application/json" id="${LIST_ID}">([^<]*)</script>`);

/**
 * The page's scripts, as data the loader reads: its route's chunks to preload and the app's scripts in
 * order; and the page's own route row, which the app reads before the route table arrives (theme/routeTable.ts).
 */
interface ScriptList {
  p: string[];
  s: string[];
  r?: FirstRouteRow;
  /** Hashes of the chunks the route's chunks load by code (RouteFiles.loadedHashes), when there are any. */
  h?: Record<string, string>;
}

/**
 * The inline loader, the same on every page (so the Content-Security-Policy needs one hash for it):
 * after the first paint, preloads the page's chunks and appends the scripts in order (async=false).
 */
export const LOADER_SCRIPT = `(function(){var d=JSON.parse(document.getElementById('${LIST_ID}').textContent);function go(){var h=document.head;d.p.forEach(function(u){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=u;h.appendChild(l)});d.s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;h.appendChild(e)})}function run(){requestAnimationFrame(function(){setTimeout(go,0)})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run()})()`;

const MAIN_STYLESHEET = /<link href="\/static\/css\/[^"]+\.css" rel="stylesheet">/;

/**
 * A page's HTML with its deferred scripts and chunk preloads replaced by the loader. `route` holds the
 * files of every chunk the page's route waits for before it renders: the engine preloads only the
 * page's own chunk, and the shared ones (component libraries, texts, the sidebar) would otherwise be
 * requested only once the main script has run. The route's stylesheets (plugins/engine/routeStyles.ts) are
 * linked after the main one, so the first paint has them; the runtime finds them there and does not
 * load them again. The route's row goes into the list: the main script holds no route table; so do the hashes of
 * the chunks the route's chunks load by code, which the main script does not hold either (plugins/engine/routeChunkHashes.ts).
 */
export function paintFirst(html: string, route: RouteFiles = { scripts: [], styles: [] }): string {
  const scripts = [...html.matchAll(DEFERRED)].map((m) => m[1]);
  if (scripts.length === 0) return html;
  const chunks = [...new Set([...html.matchAll(CHUNK_PRELOAD)].map((m) => m[1]).concat(route.scripts))];
  // The loader takes the place of the first tag it replaces; nothing before that place changes.
  const at = Math.min(...[html.search(DEFERRED), html.search(CHUNK_PRELOAD)].filter((i) => i >= 0));
  const rest = html.slice(at).replace(DEFERRED, '').replace(CHUNK_PRELOAD, '');
  const list: ScriptList = { p: chunks, s: scripts, ...(route.row ? { r: route.row } : {}), ...(route.loadedHashes && Object.keys(route.loadedHashes).length > 0 ? { h: route.loadedHashes } : {}) };
  return `${withStyles(html.slice(0, at), route.styles)}<script type="application/json" id="${LIST_ID}">${JSON.stringify(list)}</script><script>${LOADER_SCRIPT}</script>\n${rest}`;
}

/** The head with the route's stylesheets linked right after the main stylesheet, in the order the route loads them. */
function withStyles(head: string, styles: string[]): string {
  if (styles.length === 0) return head;
  const main = MAIN_STYLESHEET.exec(head);
  if (!main) throw new Error('paint-first: a page whose route has stylesheets links no main stylesheet before its scripts; check plugins/engine/paintFirst.ts');
  const end = main.index + main[0].length;
  return head.slice(0, end) + styles.map((href) => `<link href="${href}" rel="stylesheet">`).join('') + head.slice(end);
}

/** Whether a part of a page has a tag paintFirst replaces (a quick look, before any regular expression). */
function hasScriptTags(part: string): boolean {
  return part.includes('<script defer src="/static/js/') || part.includes('<link rel="preload" href="/static/js/');
}

/** Every script a page loads before it is interactive: <script src>, preloads, and what the loader adds. */
export function scriptsOfPage(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href && /\brel="(preload|modulepreload)"/.test(m[0]) && /\bas="script"|modulepreload/.test(m[0])) found.add(href);
  }
  const list = LIST.exec(html);
  if (list) {
    const { p, s } = JSON.parse(list[1]) as ScriptList;
    for (const src of [...p, ...s]) found.add(src);
  }
  return [...found];
}

export function paintFirstPlugin(): RspressPlugin {
  return {
    name: 'alist-paint-first',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const dir = config.outDir ? path.resolve(config.outDir) : outDir;
      const routeFiles = routeFilesByPage(dir);
      const pages = builtHtml(dir);
      for (const [file, head, rest] of pages.parts()) {
        const page = path.relative(dir, file).split(path.sep).join('/');
        // The engine puts the tags into the head, a twenty-fifth of the page; a page with one in its body too is rewritten whole.
        const html = hasScriptTags(rest) ? head + rest : head;
        // A page whose HTML preloads a page chunk has a route; without its chunks it would load them late and be undercounted.
        if (html.search(CHUNK_PRELOAD) >= 0 && !routeFiles.has(page)) throw new Error(`paint-first: ${page} preloads a page chunk but has no route in the built route table; check scripts/routeChunks.ts`);
        const next = paintFirst(html, routeFiles.get(page));
        if (html === head) pages.setHead(file, next);
        else pages.set(file, next);
      }
    },
  };
}
