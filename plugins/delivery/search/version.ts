/**
 * The version of a locale's index: a digest of everything its files are made from, so that it changes
 * exactly when they may. The index (./indexWorker.ts) is the corpus of the locale's pages, each read
 * from its URL and the part of its HTML that ./pageCache.ts keys it by (title and article, with the
 * reading code's digest), cut into files by ./shards.ts, whose digest stands for the cutting. A build of
 * the same text and code therefore names the same folder, readers' caches keep the index, and nothing in
 * the compiled scripts depends on it (the pages name it, theme/search/config.ts reads it).
 */
import { createHash } from 'node:crypto';

/**
 * `pages`: [url, pageKey] of every page of the locale, in the order the index reads them (a page without
 * an article has the key null and is left out of the corpus). 12 hex digits: 48 bits, far more than a
 * site's index versions will ever need to tell apart.
 */
export function indexVersion(lang: string, pages: [url: string, key: string | null][], shardsDigest: string): string {
  const hash = createHash('sha256').update(`${lang}\0${shardsDigest}\0`);
  for (const [url, key] of pages) hash.update(`${url}\0${key ?? '-'}\0`);
  return hash.digest('hex').slice(0, 12);
}
