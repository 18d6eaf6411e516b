/**
 * Smaller stand-ins for libraries the engine's browser code imports, for the web build only (SSG
 * keeps the real ones): head management, the progress bar, scroll locking,
 * scroll-into-view, the clipboard fallback and the router. Together about 24 KiB gzip less on every
 * page; each stand-in in theme/shims/ keeps the API and behaviour the engine relies on.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const shims = path.join(import.meta.dirname, '..', '..', 'theme', 'shims');

export const lightRuntimeAliases: Record<string, string> = {
  '@unhead/react$': path.join(shims, 'head.tsx'),
  '@unhead/react/client$': path.join(shims, 'head.tsx'),
  nprogress$: path.join(shims, 'nprogress.ts'),
  'body-scroll-lock$': path.join(shims, 'bodyScrollLock.ts'),
  'scroll-into-view-if-needed$': path.join(shims, 'scrollIntoView.ts'),
  'copy-to-clipboard$': path.join(shims, 'copyToClipboard.ts'),
  // Not "$": the engine's own web alias has this exact key (the package folder), and only the same key replaces it.
  'react-router-dom': path.join(shims, 'router.tsx'),
};

export function lightRuntimePlugin(): RspressPlugin {
  return {
    name: 'alist-light-runtime',
    builderConfig: {
      environments: {
        web: {
          resolve: { alias: lightRuntimeAliases },
          // Async chunks named by id and content hash: the runtime then carries one id → hash table
          // instead of a second id → name table for the 700-odd async chunks. The id makes names
          // unique, so the hash only tells one chunk's versions apart: with 6 hex digits a changed
          // chunk keeps its old name (and a returning reader its cached copy) once in 16.7 million
          // changes. Each digit costs about 0.35 KiB gzip on every page (random hex hardly compresses).
          tools: { rspack: { output: { chunkFilename: 'static/js/async/[id].[contenthash:6].js' } } },
        },
      },
    },
  };
}
