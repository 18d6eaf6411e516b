/**
 * One locale's search index, built off the main thread: the build starts one of these per locale
 * (./index.ts), so the locales are indexed side by side while the other post-build steps run.
 * Input: the locale's built pages as [url, html] and the cache options; output: the index files as
 * [name, content] and whether they came from the cache (./shardCache.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { corpusOfPages } from './corpus';
import { cachedSearchShards, type ShardCacheOptions } from './shardCache';

const { lang, pages, cache } = workerData as { lang: string; pages: [url: string, html: string][]; cache: ShardCacheOptions };
parentPort!.postMessage(cachedSearchShards(corpusOfPages(lang, pages), cache));
