/**
 * Server rendering looks up each page's record with a scan of the whole page list
 * (initPageData.js: `pageData.pages.find(page => isEqualPath(...))`), so rendering all pages costs
 * pages² path normalizations, twice (HTML and Markdown twins): 0.3 s at 326 pages, a hundred times
 * that at ten times the pages. In the server builds the scan becomes a lookup in a map keyed by the
 * same normalization isEqualPath compares (first page of a key wins, as with find), built once per
 * page list. The browser build keeps the engine's code: its page list is empty (./slimPageData.ts).
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
  const fail = (what: string) => `ssg-page-lookup: @rspress/core runtime/initPageData.js no longer has ${what}; check plugins/ssgPageLookup.ts`;
  return replaceOnce(replaceOnce(code, UTILS_IMPORT, INDEX, fail('its import of isEqualPath')), SCAN, LOOKUP, fail('the page list scan'));
}

export function ssgPageLookupPlugin(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-ssg-page-lookup-module',
    setup(api) {
      api.transform({ test: INIT_PAGE_DATA, environments: ['node', 'node_md'] }, ({ code }) => editInitPageData(code));
    },
  };
  return { name: 'alist-ssg-page-lookup', builderConfig: { plugins: [rsbuildPlugin] } };
}
