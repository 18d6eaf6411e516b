/**
 * The sections read from each built page, kept between builds. Reading them (parse5 over every
 * article) took 0.8 s per locale in the search step, which ends the build. The key of a page is a
 * SHA-256 of the extraction code (sourceDigest of ./extractSections.ts), its <title> and the part of its
 * HTML from the article to the outline, which holds the whole article; the rest of a page (scripts
 * named by content hash, the sidebar) changes between builds without changing what is read. A page
 * without an outline is keyed by all its HTML from the article on. One file per locale; after a build
 * it holds the pages that build read.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { readCacheFile, writeCacheFile } from '../../shared/buildCache';
import { AFTER_ARTICLE, ARTICLE_START } from '../../shared/builtHtml';
import { extractSections, type ExtractedPage } from './extractSections';

export interface PageCacheOptions {
  cacheDir: string;
  /** sourceDigest of ./extractSections.ts, computed once by the build. */
  codeDigest: string;
}


export function pageKey(html: string, codeDigest: string): string | null {
  const start = ARTICLE_START.exec(html)?.index;
  if (start === undefined) return null;
  const end = html.indexOf(AFTER_ARTICLE, start);
  const title = /<title[^>]*>[^<]*<\/title>/.exec(html)?.[0] ?? '';
  return createHash('sha256').update(codeDigest).update('\0').update(title).update('\0').update(end < 0 ? html.slice(start) : html.slice(start, end)).digest('hex');
}

/** extractSections for each page, from the cache for pages whose key the last build read too. `keys`: pageKey of each page, when the caller has them. */
export function cachedExtractSections(
  lang: string,
  pages: [url: string, html: string][],
  options: PageCacheOptions,
  keys: (string | null)[] = pages.map(([, html]) => pageKey(html, options.codeDigest)),
): { extracted: (ExtractedPage | null)[]; hits: number } {
  const file = path.join(options.cacheDir, `search-pages-${lang}.bin`);
  const read = readCacheFile(file);
  // Without a cache (or with one that cannot be read) every page is read from its HTML.
  const last = read instanceof Map ? (read as Map<string, ExtractedPage | null>) : new Map<string, ExtractedPage | null>();
  const next = new Map<string, ExtractedPage | null>();
  let hits = 0;
  const extracted = pages.map(([, html], i) => {
    const key = keys[i];
    if (key === null) return null;
    const known = last.has(key);
    if (known) hits += 1;
    const page = known ? last.get(key)! : extractSections(html);
    next.set(key, page);
    return page;
  });
  if (hits < pages.length || next.size !== last.size) writeCacheFile(file, next);
  return { extracted, hits };
}
