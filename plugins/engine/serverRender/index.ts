/**
 * The HTML server build renders each page with ./renderPageHtml.ts instead of the engine's streamed render
 * (same HTML; see there). Edits the engine's server entry (runtime/ssrServerEntry.js) in the `node`
 * environment.
 *
 * Throws, naming this file, when the engine's module no longer has the code it replaces.
 */
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import path from 'node:path';
import { replaceOnce } from '../replaceOnce.mjs';

export const SERVER_ENTRY = /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]ssrServerEntry\.js$/;

const RENDERER = path.join(import.meta.dirname, 'renderPageHtml.ts');
const ENGINE_IMPORT = 'import { renderToPipeableStream } from "react-dom/server";\n';
const ENGINE_CALL = 'const appHtml = await renderToHtml(';

/** ssrServerEntry.js rendering through renderPageHtml, or an error naming this file. */
export function editServerEntry(code: string): string {
  const fail = (what: string) => `server-render: @rspress/core runtime/ssrServerEntry.js no longer has ${what}; check plugins/engine/serverRender/index.ts`;
  const imported = replaceOnce(code, ENGINE_IMPORT, `${ENGINE_IMPORT}import { renderPageHtml } from ${JSON.stringify(RENDERER)};\n`, fail('its import of renderToPipeableStream'));
  return replaceOnce(imported, ENGINE_CALL, 'const appHtml = await renderPageHtml(', fail('the call of renderToHtml'));
}

export function serverRenderPlugin(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-server-render-module',
    setup(api) {
      api.transform({ test: SERVER_ENTRY, environments: ['node'] }, ({ code }) => editServerEntry(code));
    },
  };
  return { name: 'alist-server-render', builderConfig: { plugins: [rsbuildPlugin] } };
}
