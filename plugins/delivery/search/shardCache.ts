/**
 * A locale's index files, kept between builds. Building them (./shards.ts) is most of the search step:
 * 1.7 s for English and 3 s for Chinese on this project's 2-core machine. The key is a SHA-256 of the
 * locale's corpus (the sections read from this build's HTML), of the shard sizes and of the indexing
 * code (sourceDigest of ./shards.ts and all it imports), so any change to the text or to the code
 * builds the files again. One file per locale in the build cache folder, holding the last build's files.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SearchCorpus } from '../../../theme/search/shardFormat';
import { readCacheFile, writeCacheFile } from '../../shared/buildCache';
import { buildSearchShards, SHARD_SIZES } from './shards';

export interface ShardCacheOptions {
  cacheDir: string;
  /** sourceDigest of ./shards.ts, computed once by the build. */
  codeDigest: string;
}

interface Entry {
  key: string;
  files: [name: string, content: string][];
}

/** The index files of a corpus, from the cache when the last build had the same corpus and code. */
export function cachedSearchShards(corpus: SearchCorpus, options: ShardCacheOptions): { files: [string, string][]; cached: boolean } {
  const key = createHash('sha256').update(options.codeDigest).update(JSON.stringify(SHARD_SIZES)).update(JSON.stringify(corpus)).digest('hex');
  const file = path.join(options.cacheDir, `search-${corpus.lang}.bin`);
  const entry = readCacheFile(file) as Partial<Entry> | undefined;
  if (entry?.key === key && Array.isArray(entry.files)) return { files: entry.files, cached: true };
  const files = [...buildSearchShards(corpus)];
  writeCacheFile(file, { key, files } satisfies Entry);
  return { files, cached: false };
}
