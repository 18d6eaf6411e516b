/**
 * Byte budgets of the sharded search index (gzip), checked on the built site by check-bundles: the
 * first search reads meta.json and a handful of shards, so none of them may grow unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Measured at about 27 KiB (en) and 24 KiB (zh) when set. */
export const SEARCH_META_BUDGET = 32 * 1024;
/** Largest term shard: about 5 KiB (en) and 12 KiB (zh, a common first character's pairs) when set. */
export const SEARCH_TERM_SHARD_BUDGET = 15 * 1024;
/** Largest text shard: about 3 KiB when set. */
export const SEARCH_TEXT_SHARD_BUDGET = 4 * 1024;
/** Largest gram shard: about 2.9 KiB (en) and 3.4 KiB (zh) when set. */
export const SEARCH_GRAM_SHARD_BUDGET = 4 * 1024;

/** The budget of a file of the index folder by its name (theme/search/shardFormat.ts). */
function budgetOf(name: string): number {
  if (name === 'meta.json') return SEARCH_META_BUDGET;
  if (name.startsWith('t')) return SEARCH_TERM_SHARD_BUDGET;
  if (name.startsWith('g')) return SEARCH_GRAM_SHARD_BUDGET;
  return SEARCH_TEXT_SHARD_BUDGET;
}

/** Problems of every locale's index folder under static/search/ (none when all are within budget). */
export function checkSearchBudget(outDir: string): { problems: string[]; files: number } {
  const root = path.join(outDir, 'static', 'search');
  const problems: string[] = [];
  let files = 0;
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const dirs = readdirSync(root);
  if (dirs.length === 0) problems.push(`${root}: no index folder`);
  for (const dir of dirs) {
    const names = readdirSync(path.join(root, dir));
    if (!names.includes('meta.json')) problems.push(`static/search/${dir}: no meta.json`);
    for (const name of names) {
      files++;
      const budget = budgetOf(name);
      const size = gzipSync(readFileSync(path.join(root, dir, name))).length;
      if (size > budget) problems.push(`static/search/${dir}/${name}: ${kib(size)} gzip exceeds the budget of ${kib(budget)}`);
    }
  }
  return { problems, files };
}
