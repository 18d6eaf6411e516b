/**
 * Server rendering looks up each page's record with a scan of the whole page list
 * (initPageData.js: `pageData.pages.find(page => isEqualPath(...))`), so rendering all pages costs
 * pages² path normalizations (0.3 s at 326 pages, when the engine also rendered the Markdown twins this
 * way), a hundred times that at ten times the pages. In the server builds the scan becomes a lookup in a map keyed by the
 * same normalization isEqualPath compares (first page of a key wins, as with find), built once per
 * page list. The browser build keeps the engine's code: its page list is empty (./slimPageData.ts).
 *
 * Finding a page's route had the same shape (route.js `matchRoutes`: every route's path normalized again on
 * each lookup, and the server renderers look up every page and every link they render once): in the server
 * builds it is a map from the key `matchPath` compares (the normalized path with a trailing "/") to the first
 * route of the engine's longest-first order with that key, built once. The browser build keeps the engine's
 * loop, which ./compactRoutes.ts edits for its growing table.
 *
 * Throws, naming this file, when the engine's module no longer has the code it replaces.
 */
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { replaceOnce } from './replaceOnce.mjs';

export const INIT_PAGE_DATA = /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]initPageData\.js$/;

const SCAN = '        const extractPageInfo = pageData.pages.find((page)=>isEqualPath(normalize(page.routePath), normalize(matchedRoute.path)));\n';
const LOOKUP = '        const extractPageInfo = pageByPath(normalize(matchedRoute.path));\n';
const UTILS_IMPORT = 'import { isEqualPath } from "./utils.js";\n';

// isEqualPath(a, b) is pathKey(a) === pathKey(b); pathKey repeats its normalization, from the same module.
const INDEX = `import { isEqualPath, removeBase as alistRemoveBase } from "./utils.js";
import { normalizeHref as alistNormalizeHref, removeHash as alistRemoveHash } from "@rspress/shared";
const alistPathKey = (p)=>alistRemoveBase(alistNormalizeHref(alistRemoveHash(p), true));
let alistIndexedPages;
let alistPagesByKey;
function pageByPath(path) {
    if (alistIndexedPages !== pageData.pages) {
        alistIndexedPages = pageData.pages;
        alistPagesByKey = new Map();
        for (const page of pageData.pages){
            const key = alistPathKey(page.routePath.replace(/\\/$/, '').toLowerCase());
            if (!alistPagesByKey.has(key)) alistPagesByKey.set(key, page);
        }
    }
    return alistPagesByKey.get(alistPathKey(path));
}
`;

/** initPageData.js with the lookup, or an error naming this file. */
export function editInitPageData(code: string): string {
  const fail = (what: string) => `ssg-page-lookup: @rspress/core runtime/initPageData.js no longer has ${what}; check plugins/engine/ssgPageLookup.ts`;
  return replaceOnce(replaceOnce(code, UTILS_IMPORT, INDEX, fail('its import of isEqualPath')), SCAN, LOOKUP, fail('the page list scan'));
}

export const ROUTE_MODULE = /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]route\.js$/;

const ROUTE_SCAN = `function matchRoutes(_routes, pathname) {
    for (const route of sortedRoutes){
        const routePath = route.path || '';
        const match = matchPath(routePath, pathname);
        if (match) return [
            {
                route
            }
        ];
    }
    return null;
}
`;
// matchPath(pattern, pathname) is routeKey(pattern) === routeKey(pathname); the first match in sortedRoutes wins.
const ROUTE_LOOKUP = `const alistRouteKey = (p)=>{
    const normalized = normalizeRoutePath(p);
    return normalized.endsWith('/') ? normalized : \`\${normalized}/\`;
};
let alistRoutesByKey;
function matchRoutes(_routes, pathname) {
    if (!alistRoutesByKey) {
        alistRoutesByKey = new Map();
        for (const route of sortedRoutes){
            const key = alistRouteKey(route.path || '');
            if (!alistRoutesByKey.has(key)) alistRoutesByKey.set(key, route);
        }
    }
    const route = alistRoutesByKey.get(alistRouteKey(pathname));
    return route ? [
        {
            route
        }
    ] : null;
}
`;

/** route.js with the route map, or an error naming this file. */
export function editRouteLookup(code: string): string {
  return replaceOnce(code, ROUTE_SCAN, ROUTE_LOOKUP, 'ssg-page-lookup: @rspress/core runtime/route.js no longer has its route scan (matchRoutes); check plugins/engine/ssgPageLookup.ts');
}

export function ssgPageLookupPlugin(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-ssg-page-lookup-module',
    setup(api) {
      api.transform({ test: INIT_PAGE_DATA, environments: ['node'] }, ({ code }) => editInitPageData(code));
      api.transform({ test: ROUTE_MODULE, environments: ['node'] }, ({ code }) => editRouteLookup(code));
    },
  };
  return { name: 'alist-ssg-page-lookup', builderConfig: { plugins: [rsbuildPlugin] } };
}
