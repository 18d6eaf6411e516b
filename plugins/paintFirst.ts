/**
 * Paint first, then hydrate. The engine's pages load their scripts with `defer`, which runs them as
 * soon as parsing ends — before the first paint when the scripts are already there (the service
 * worker's cache on every later visit, a fast connection, a long page still parsing). Hydrating the
 * page then holds the reader's first look at it for hundreds of milliseconds on a phone. Instead the
 * scripts are preloaded from <head> as before, and a small inline loader adds them, in the same
 * order, once the parsed page has been painted (DOMContentLoaded, then the next frame).
 * Runs before hostingFiles, whose Content-Security-Policy hashes every inline script.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listFiles, outDir } from '../scripts/builtFiles';

const DEFERRED = /<script defer src="(\/static\/js\/[^"]+\.js)"><\/script>\n?/g;

/** The inline loader: appends the scripts in order (async=false keeps it) after the first paint. */
export function loaderScript(sources: string[]): string {
  return `(function(){var s=${JSON.stringify(sources)};function run(){requestAnimationFrame(function(){setTimeout(function(){s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)})},0)})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run()})()`;
}

/** A page's HTML with its deferred scripts replaced by preloads and the loader. */
export function paintFirst(html: string): string {
  const sources = [...html.matchAll(DEFERRED)].map((m) => m[1]);
  if (sources.length === 0) return html;
  const at = html.search(DEFERRED);
  const rest = html.replace(DEFERRED, '');
  const tags = `${sources.map((src) => `<link rel="preload" href="${src}" as="script">`).join('')}<script>${loaderScript(sources)}</script>`;
  return `${rest.slice(0, at)}${tags}${rest.slice(at)}`;
}

export function paintFirstPlugin(): RspressPlugin {
  return {
    name: 'alist-paint-first',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const dir = config.outDir ? path.resolve(config.outDir) : outDir;
      for (const file of listFiles(dir, (f) => f.endsWith('.html'))) {
        const html = readFileSync(file, 'utf8');
        const next = paintFirst(html);
        if (next !== html) writeFileSync(file, next);
      }
    },
  };
}
