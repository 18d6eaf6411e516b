/**
 * What the build tells the browser about search (plugins/search defines __ALIST_SEARCH__):
 * the version of the index files and the hosted-search (DocSearch) configuration, if any.
 */
import type { DocSearchConfig } from '../../site/search';

export interface SearchClientConfig {
  /** Version part of the index file names, new for every build. */
  indexVersion: string;
  /** Set when the build had DOCSEARCH_APP_ID and DOCSEARCH_API_KEY; null means local search. */
  docsearch: DocSearchConfig | null;
}

declare const __ALIST_SEARCH__: SearchClientConfig | undefined;

export const searchConfig: SearchClientConfig =
  typeof __ALIST_SEARCH__ === 'undefined' ? { indexVersion: 'dev', docsearch: null } : __ALIST_SEARCH__;

/** Event dispatched on `document` for every query the search box runs (the tests count them). */
export const SEARCH_QUERY_EVENT = 'site-search-query';
