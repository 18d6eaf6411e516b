/**
 * Fetches a locale's index file and builds the searcher, once per locale and page session. A failed
 * fetch is forgotten, so "Try again" fetches again.
 */
import { withBase } from '@rspress/core/runtime';
import { searchConfig } from './config';
import { createSearcherAsync, type LocalSearcher } from './engine';
import { searchIndexFileName, type SearchIndexFile } from './indexFile';

const searchers = new Map<string, Promise<LocalSearcher>>();

export function searchIndexUrl(lang: string): string {
  return withBase(`/${searchIndexFileName(lang, searchConfig.indexVersion)}`);
}

export function loadSearcher(lang: string): Promise<LocalSearcher> {
  let searcher = searchers.get(lang);
  if (!searcher) {
    searcher = fetch(searchIndexUrl(lang))
      .then((res) => {
        if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
        return res.json() as Promise<SearchIndexFile>;
      })
      .then(createSearcherAsync);
    searchers.set(lang, searcher);
    searcher.catch(() => searchers.delete(lang));
  }
  return searcher;
}
