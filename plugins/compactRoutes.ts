/**
 * The engine's route table (virtual-routes) is written as one block of code per page: a loader, a
 * lazy component and a record with an async preload function. In the browser bundle it is the part of
 * every page's JavaScript that grows with the number of pages. This rewrites it for the web build as
 * one data row per page — path, source file, language and the page chunk's import() — and builds the
 * same records in a loop: the runtime reads exactly the fields it read before.
 */
import type { RspressPlugin } from '@rspress/core';
import { webModuleTransform } from './webModuleTransform';

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

/** The compact module, or an error naming this file when the engine's output changed shape. */
export function compactRoutesModule(source: string): string {
  const loaders = new Map([...source.matchAll(LOADER)].map((m) => [m[1], m[2]]));
  const records = [...source.matchAll(RECORD)];
  if (loaders.size === 0 || records.length !== loaders.size) {
    throw new Error(`compact-routes: the engine's virtual-routes module has an unknown shape (${loaders.size} loaders, ${records.length} records); check plugins/compactRoutes.ts against @rspress/core. It starts: ${source.slice(0, 400)}`);
  }
  const versions = new Set(records.map((r) => r[5]));
  if (versions.size !== 1) throw new Error('compact-routes: routes of several versions are not supported; check plugins/compactRoutes.ts');
  const rows = records.map(([, path, index, filePath, lang]) => `[${JSON.stringify(path)},${JSON.stringify(filePath)},${JSON.stringify(lang)},() => ${loaders.get(index)}]`);
  return `import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const rows = [
${rows.join(',\n')}
];
export const routes = rows.map(([path, filePath, lang, load]) => {
  const Route = lazyWithPreload(load);
  return { path, element: React.createElement(Route), filePath, preload: async () => { await Route.preload(); return load(); }, lang, version: ${JSON.stringify([...versions][0])} };
});
`;
}

export function compactRoutesPlugin(): RspressPlugin {
  return {
    name: 'alist-compact-routes',
    builderConfig: {
      plugins: [webModuleTransform('alist-compact-routes-module', /virtual-routes/, compactRoutesModule)],
    },
  };
}
