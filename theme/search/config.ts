/**
 * What the build tells the browser about search: the hosted-search (DocSearch) configuration, if any,
 * compiled in by plugins/delivery/search as __ALIST_SEARCH__, and the version of each locale's index files,
 * which every built page names in a <meta>, e.g.
 * `<meta name="search-index" content="en.3f9c0a1b2d4e zh.07b1c2d3e4f5">`. The version is a digest of
 * what the index is made from (plugins/delivery/search/version.ts), written into the pages after the compile,
 * so that the scripts do not depend on it: a rebuild of the same sources writes the same files.
 */
import type { DocSearchConfig } from '../../site/search';

export interface SearchClientConfig {
  /** Set when the build had DOCSEARCH_APP_ID and DOCSEARCH_API_KEY; null means local search. */
  docsearch: DocSearchConfig | null;
}

declare const __ALIST_SEARCH__: SearchClientConfig | undefined;

export const searchConfig: SearchClientConfig = typeof __ALIST_SEARCH__ === 'undefined' ? { docsearch: null } : __ALIST_SEARCH__;

export const SEARCH_INDEX_META = 'search-index';

/** The tag the build puts into every page's head. */
export function searchIndexMetaTag(versions: Record<string, string>): string {
  const content = Object.entries(versions)
    .map(([lang, version]) => `${lang}.${version}`)
    .join(' ');
  return `<meta name="${SEARCH_INDEX_META}" content="${content}">`;
}

/** The versions a search-index <meta> names, by locale. */
export function parseSearchIndexMeta(content: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const entry of content.trim().split(/\s+/)) {
    const m = /^([a-z-]+)\.([\w-]+)$/i.exec(entry);
    if (m) versions[m[1]] = m[2];
  }
  return versions;
}

/**
 * The index version of a locale, as the page first loaded names it. The dev server's pages name none;
 * it answers any version with the last production build's files (plugins/delivery/search/index.ts).
 */
export function indexVersion(lang: string, doc: Pick<Document, 'querySelector'> = document): string {
  const content = doc.querySelector(`meta[name="${SEARCH_INDEX_META}"]`)?.getAttribute('content');
  return (content && parseSearchIndexMeta(content)[lang]) || 'dev';
}

/** Event dispatched on `document` for every query the search box runs (the tests count them). */
export const SEARCH_QUERY_EVENT = 'site-search-query';
