/**
 * One locale's search index, built and written off the main thread: the build starts one of these
 * per locale (./index.ts), so the locales are indexed side by side while the other post-build steps run.
 * It starts before its job: the job (./index.ts IndexJob) arrives as its one message, with the locale's
 * built pages as [url, html], the cache options and the folder to write; it answers how many files and
 * bytes were written, and whether they came from the cache (./shardCache.ts), then ends. The folder may hold
 * the last build's index: its files are written over when they differ, and those not in this index deleted.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { corpusOfPages } from './corpus';
import type { IndexJob } from './index';
import { cachedExtractSections } from './pageCache';
import { cachedSearchShards } from './shardCache';

function hasContent(file: string, content: string): boolean {
  try {
    return readFileSync(file, 'utf8') === content;
  } catch {
    return false;
  }
}

parentPort!.once('message', ({ lang, pages, keys, shards, pageCache, dir }: IndexJob) => {
  const { extracted } = cachedExtractSections(lang, pages, pageCache, keys);
  const { files, cached } = cachedSearchShards(corpusOfPages(lang, pages, extracted), shards);
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const [name, content] of files) {
    const file = path.join(dir, name);
    // A file of the last build's index with the same content is left alone: reading it costs far less than
    // writing it again (0.47 s a locale for all of them).
    if (!hasContent(file, content)) writeFileSync(file, content);
    bytes += Buffer.byteLength(content);
  }
  // The folder may be the last build's, renamed (./index.ts reuseIndexDirs): its files this index has not.
  const names = new Set(files.map(([name]) => name));
  for (const name of readdirSync(dir)) if (!names.has(name)) rmSync(path.join(dir, name), { recursive: true, force: true });
  parentPort!.postMessage({ files: files.length, bytes, cached });
});
