/**
 * The sharded search index on the built site. Checked by check-bundles: byte budgets (gzip), as the first
 * search reads meta.json and a handful of shards, so none of them may grow unnoticed; and every file its
 * meta.json implies must be there. Checked by check-site: every page names an index folder that was built
 * for each locale, and no script carries the version (a rebuild of the same sources would then change the
 * main script; theme/search/config.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseSearchIndexMeta, SEARCH_INDEX_META } from '../theme/search/config';
import { gramShardFile, META_FILE, SEARCH_ROOT, termShardFile, textShardFile, type SearchMeta } from '../theme/search/shardFormat';
import { listFiles } from './builtFiles';

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

/** The files an index's meta.json says it has. */
function indexFiles(meta: SearchMeta): string[] {
  const range = (n: number, file: (i: number) => string) => Array.from({ length: n }, (_, i) => file(i));
  return [...range(meta.termShards, termShardFile), ...range(meta.textStarts.length, textShardFile), ...range(meta.gramShards, gramShardFile)];
}

/** Problems of every locale's index folder under static/search/ (none when all are complete and within budget). */
export function checkSearchBudget(outDir: string): { problems: string[]; files: number } {
  const root = path.join(outDir, SEARCH_ROOT);
  const problems: string[] = [];
  let files = 0;
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const dirs = readdirSync(root);
  if (dirs.length === 0) problems.push(`${root}: no index folder`);
  for (const dir of dirs) {
    const names = readdirSync(path.join(root, dir));
    if (!names.includes(META_FILE)) problems.push(`${SEARCH_ROOT}/${dir}: no meta.json`);
    else {
      let meta: SearchMeta | undefined;
      try {
        meta = JSON.parse(readFileSync(path.join(root, dir, META_FILE), 'utf8')) as SearchMeta;
      } catch (error) {
        problems.push(`${SEARCH_ROOT}/${dir}/${META_FILE} is not valid JSON: ${(error as Error).message}`);
      }
      for (const name of meta ? indexFiles(meta) : []) if (!names.includes(name)) problems.push(`${SEARCH_ROOT}/${dir}/${name}: named by its meta.json but missing; a query that needs it would fail`);
    }
    for (const name of names) {
      files++;
      const budget = budgetOf(name);
      const size = gzipSync(readFileSync(path.join(root, dir, name))).length;
      if (size > budget) problems.push(`${SEARCH_ROOT}/${dir}/${name}: ${kib(size)} gzip exceeds the budget of ${kib(budget)}`);
    }
  }
  return { problems, files };
}

/** Problems of the index versions the pages name: `pages` are [url, html] of every built page. */
export function checkSearchIndexNames(outDir: string, pages: [url: string, html: string][], langs: string[]): string[] {
  const root = path.join(outDir, SEARCH_ROOT);
  const folders = new Set(existsSync(root) ? readdirSync(root) : []);
  const problems: string[] = [];
  const versions = new Set<string>();
  const meta = new RegExp(`<meta name="${SEARCH_INDEX_META}" content="([^"]*)">`);
  for (const [url, html] of pages) {
    const named = meta.exec(html.slice(0, html.indexOf('</head>')));
    if (!named) {
      problems.push(`${url}: no <meta name="${SEARCH_INDEX_META}"> in the head; its search box would not find the index (plugins/delivery/search)`);
      continue;
    }
    const byLang = parseSearchIndexMeta(named[1]);
    for (const lang of langs) {
      const version = byLang[lang];
      if (!version) problems.push(`${url}: the search-index <meta> names no "${lang}" index`);
      else if (!folders.has(`${lang}.${version}`)) problems.push(`${url}: names the search index ${SEARCH_ROOT}/${lang}.${version}/, which was not built`);
      else versions.add(version);
    }
  }
  const scripts = path.join(outDir, 'static');
  for (const file of existsSync(scripts) ? listFiles(scripts, (f) => f.endsWith('.js')) : []) {
    const code = readFileSync(file, 'utf8');
    for (const version of versions) if (code.includes(version)) problems.push(`${path.relative(outDir, file)} contains the search index version ${version}; it belongs in the pages only`);
  }
  return problems;
}
