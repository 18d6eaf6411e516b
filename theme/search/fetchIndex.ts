/**
 * The browser's side of theme/search/loadIndex.ts: fetches the files of a locale's index from this
 * site, once per locale and page session. A failed meta.json is forgotten, so "Try again" fetches again.
 */
import { withBase } from '@rspress/core/runtime';
import { indexVersion } from './config';
import type { LocalSearcher } from './engine';
import { openSearchIndex } from './loadIndex';
import { searchIndexDir } from './shardFormat';

const searchers = new Map<string, Promise<LocalSearcher>>();

export function loadSearcher(lang: string): Promise<LocalSearcher> {
  let searcher = searchers.get(lang);
  if (!searcher) {
    const dir = withBase(`/${searchIndexDir(lang, indexVersion(lang))}/`);
    searcher = openSearchIndex(async (name) => {
      const res = await fetch(dir + name);
      if (!res.ok) throw new Error(`search index ${name}: HTTP ${res.status}`);
      return res.text();
    });
    searchers.set(lang, searcher);
    searcher.catch(() => searchers.delete(lang));
  }
  return searcher;
}
