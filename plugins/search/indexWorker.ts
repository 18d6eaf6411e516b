/**
 * One locale's search index, built and written off the main thread: the build starts one of these
 * per locale (./index.ts), so the locales are indexed side by side while the other post-build steps run.
 * Input: the locale's built pages as [url, html], the cache options and the folder to write; output:
 * how many files and bytes were written, and whether they came from the cache (./shardCache.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { corpusOfPages } from './corpus';
import { cachedSearchShards, type ShardCacheOptions } from './shardCache';

const { lang, pages, cache, dir } = workerData as { lang: string; pages: [url: string, html: string][]; cache: ShardCacheOptions; dir: string };
const { files, cached } = cachedSearchShards(corpusOfPages(lang, pages), cache);
mkdirSync(dir, { recursive: true });
let bytes = 0;
for (const [name, content] of files) {
  writeFileSync(path.join(dir, name), content);
  bytes += Buffer.byteLength(content);
}
parentPort!.postMessage({ files: files.length, bytes, cached });
