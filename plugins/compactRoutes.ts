/**
 * The engine's route table (virtual-routes) is written as one block of code per page: a loader, a
 * lazy component and a record with an async preload function. In the browser bundle it is the part of
 * every page's JavaScript that grows with the number of pages. This rewrites it for the web build as
 * one data row per page — path, a code for the source file (theme/routeRows.ts; the language and the
 * source path follow from the route path) and the page chunk's import() — and builds the same records
 * in a loop: the runtime reads exactly the fields it read before.
 */
import type { RspressPlugin } from '@rspress/core';
import path from 'node:path';
import { webModuleTransform } from './webModuleTransform';
import { routeFacts, type RouteFile } from '../theme/routeRows';

const routeRowsModule = path.join(import.meta.dirname, '..', 'theme', 'routeRows.ts');

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

/** The languages of the records: the one without a URL prefix, and those with one ("/zh/…"). */
function languagesOf(records: { path: string; lang: string }[]): { defaultLang: string; prefixedLangs: string[] } {
  const langs = [...new Set(records.map((r) => r.lang))];
  const prefixedLangs = langs.filter((lang) => records.every((r) => r.lang !== lang || r.path.startsWith(`/${lang}/`)));
  const unprefixed = langs.filter((lang) => !prefixedLangs.includes(lang));
  if (unprefixed.length > 1) throw new Error(`compact-routes: several languages without a URL prefix (${unprefixed.join(', ')}); check plugins/compactRoutes.ts`);
  return { defaultLang: unprefixed[0] ?? '', prefixedLangs };
}

/** The compact module, or an error naming this file when the engine's output changed shape. */
export function compactRoutesModule(source: string): string {
  const loaders = new Map([...source.matchAll(LOADER)].map((m) => [m[1], m[2]]));
  const records = [...source.matchAll(RECORD)].map(([, path, index, filePath, lang, version]) => ({ path, index, filePath, lang, version }));
  if (loaders.size === 0 || records.length !== loaders.size) {
    throw new Error(`compact-routes: the engine's virtual-routes module has an unknown shape (${loaders.size} loaders, ${records.length} records); check plugins/compactRoutes.ts against @rspress/core. It starts: ${source.slice(0, 400)}`);
  }
  const versions = new Set(records.map((r) => r.version));
  if (versions.size !== 1) throw new Error('compact-routes: routes of several versions are not supported; check plugins/compactRoutes.ts');
  const { defaultLang, prefixedLangs } = languagesOf(records);
  const rows = records.map(({ path, index, filePath, lang }) => {
    // The shortest file code that gives the engine's own values back.
    const file = ([0, 1] as RouteFile[]).find((code) => routeFacts(path, code, defaultLang, prefixedLangs).filePath === filePath) ?? filePath;
    if (routeFacts(path, file, defaultLang, prefixedLangs).lang !== lang) throw new Error(`compact-routes: the language of ${path} (${lang}) does not follow from its path; check theme/routeRows.ts`);
    return `[${JSON.stringify(path)},${JSON.stringify(file)},() => ${loaders.get(index)}]`;
  });
  return `import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
import { routeFacts } from ${JSON.stringify(routeRowsModule)};
const rows = [
${rows.join(',\n')}
];
export const routes = rows.map(([path, file, load]) => {
  const Route = lazyWithPreload(load);
  const { lang, filePath } = routeFacts(path, file, ${JSON.stringify(defaultLang)}, ${JSON.stringify(prefixedLangs)});
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
