/**
 * Server rendering of one page's HTML, bundled into the engine's server entry by ./index.ts.
 *
 * The engine renders with renderToPipeableStream and waits for everything: React encodes the HTML to UTF-8 in
 * 4 KiB chunks, which go through a PassThrough stream and are decoded back into a string. renderToString gives
 * the same HTML directly (the site's pages do not suspend while rendering: a route's component is preloaded
 * first, and lazy parts render only in the browser). In a CPU profile of a warm build, the server bundle's own
 * time went from 3.8 to 2.7 s.
 *
 * renderToString does not wait: a boundary that suspends is sent as its fallback, and one whose content throws
 * is left to the browser without the error. Both leave a marker in the HTML; then the page is rendered again
 * the engine's way, which waits, or fails the build with the component's error.
 */
import type { ReactNode } from 'react';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

// <!--$?--> a boundary still waiting, <!--$!--> one left to the browser (React 19 Fizz's markers). A page's own
// text cannot produce them: "<" is escaped in text and attributes.
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

export function renderPageHtml(app: ReactNode): Promise<string> {
  let html: string | undefined;
  try {
    html = renderToString(app);
  } catch {
    // Suspended outside any boundary, or threw: the streamed render waits, or rejects with the error.
  }
  if (html !== undefined && !UNFINISHED_BOUNDARY.test(html)) return Promise.resolve(html);
  return renderStreamed(app);
}

/** The engine's way (runtime/ssrServerEntry.js): waits for every boundary; any error rejects. */
export function renderStreamed(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: reject,
      onAllReady() {
        const out = new PassThrough();
        stream.pipe(out);
        text(out).then(resolve, reject);
      },
    });
  });
}
