/**
 * Search at build time.
 *
 * - After the static build, reads every built page, cuts it into heading sections and writes one
 *   index folder per locale: static/search/<lang>.<version>/ with meta.json, term shards and text
 *   shards (theme/search/shardFormat.ts, cut by ./shards.ts). The browser reads meta.json the first
 *   time the reader opens the search box, never on page load, and then only the shards each query needs.
 * - The workers take a locale's files from the build cache (./shardCache.ts) when its text and the
 *   indexing code are the last build's, and each page's sections when its article is (./pageCache.ts).
 * - The workers start when the build does: loading their TypeScript takes half a second, which the
 *   compile hides, while the search step is the last of the build.
 * - Removes the engine's own index files (static/search_index.*.json): its search code is replaced
 *   by the theme's (theme/search/), so nothing requests them.
 * - Names each locale's index version (./version.ts, a digest of what the index is made from) in every
 *   page's search-index <meta>, where the browser reads it (theme/search/config.ts). A locale whose text
 *   did not change keeps its folder (and readers' caches of it), and as the version is not compiled into
 *   the scripts, a rebuild of the same sources writes the same files.
 * - Passes the optional hosted-search (DocSearch) configuration from site/search.ts to the browser code
 *   as the compile-time constant __ALIST_SEARCH__.
 * - In `rspress dev` there is no built HTML; the dev server answers index requests with the files of
 *   the last production build in the same output folder, when there is one.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RspressPlugin } from '@rspress/core';
import { docSearchConfig } from '../../../site/search';
import { localeOfPath, locales } from '../../../site/locales';
import { listFiles, urlOfHtml } from '../../../scripts/builtFiles';
import { searchIndexMetaTag, type SearchClientConfig } from '../../../theme/search/config';
import { SEARCH_ROOT, searchIndexDir, type SearchCorpus } from '../../../theme/search/shardFormat';
import { buildCacheDir, sourceDigest } from '../../shared/buildCache';
import { BuiltHtml, builtHtml } from '../../shared/builtHtml';
import { corpusOfPages } from './corpus';
import { pageKey, type PageCacheOptions } from './pageCache';
import type { ShardCacheOptions } from './shardCache';
import { indexVersion } from './version';

/** The built pages of every locale ([url, html], in URL order); 404 pages are not searchable. */
export function readBuiltPages(outDir: string, pages: BuiltHtml = new BuiltHtml(outDir)): Map<string, [url: string, html: string][]> {
  const byLang = new Map<string, [string, string][]>();
  for (const [file, html] of pages.entries()) {
    const url = urlOfHtml(file, outDir);
    if (/^\/(zh\/)?404\.html$/.test(url)) continue;
    const lang = localeOfPath(url);
    if (!byLang.has(lang)) byLang.set(lang, []);
    byLang.get(lang)!.push([url, html]);
  }
  return byLang;
}

/** The sections of every locale, from a built site folder. */
export function readSearchCorpora(outDir: string): Record<string, SearchCorpus> {
  return Object.fromEntries([...readBuiltPages(outDir)].map(([lang, pages]) => [lang, corpusOfPages(lang, pages)]));
}

/** What a worker wrote: the number of files, their bytes, and whether they came from the cache. */
type WrittenIndex = { files: number; bytes: number; cached: boolean };

/** What a worker indexes (./indexWorker.ts). */
export interface IndexJob {
  lang: string;
  pages: [url: string, html: string][];
  /** pageKey of each page (./pageCache.ts), also what the index version is made from. */
  keys: (string | null)[];
  shards: ShardCacheOptions;
  pageCache: PageCacheOptions;
  dir: string;
}

/** A worker started ahead of its job, with what became of it while it waited. */
export interface StartedWorker {
  worker: Worker;
  failure?: Error;
  exitCode?: number;
}

/** Workers started ahead of their job (searchPlugin's beforeBuild), unreferenced until they get one. */
const idleWorkers: StartedWorker[] = [];

/** A worker started the way the build starts them: unreferenced, its failure kept for its job. */
export function startIndexWorker(): StartedWorker {
  const started: StartedWorker = { worker: new Worker(new URL('./worker.mjs', import.meta.url)) };
  // An idle worker must not keep a failed build's process alive, and its failure is reported with its job.
  started.worker.unref();
  started.worker.once('error', (error: Error) => (started.failure = error));
  started.worker.once('exit', (code) => (started.exitCode = code));
  return started;
}

/** Starts `count` workers now, so that their code has loaded when the pages are there. */
export function startIndexWorkers(count: number): void {
  while (idleWorkers.length < count) idleWorkers.push(startIndexWorker());
}

/**
 * One locale's index, built and written to `job.dir` in a worker thread (./indexWorker.ts): locales are
 * indexed side by side, and the thousand-odd small files are written off the main thread, where the
 * other post-build steps rewrite the HTML meanwhile.
 */
export function indexInWorker(job: IndexJob, started: StartedWorker = idleWorkers.shift() ?? startIndexWorker()): Promise<WrittenIndex> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(new Error(`search: indexing the "${job.lang}" pages failed: ${error.message}`, { cause: error }));
    const exited = (code: number) => reject(new Error(`search: the "${job.lang}" index worker exited (code ${code}) without an index`));
    // A worker that failed or ended while it waited would never answer.
    if (started.failure) return failed(started.failure);
    if (started.exitCode !== undefined) return exited(started.exitCode);
    const { worker } = started;
    worker.ref();
    worker.once('message', resolve);
    worker.once('error', failed);
    // After a message or an error this does nothing (the promise is settled); otherwise the build would wait forever.
    worker.once('exit', exited);
    worker.postMessage(job);
  });
}

/**
 * Renames each locale's index folder of the last build to this build's name (when the version changed),
 * and removes the others: the workers then write over files that exist (most shard names stay from build
 * to build) instead of creating them all again (../../engine/keptOutput.ts says why that matters), and delete those
 * they did not write.
 */
export function reuseIndexDirs(outDir: string, versions: Record<string, string>): void {
  const searchDir = path.join(outDir, SEARCH_ROOT);
  if (!existsSync(searchDir)) return;
  const kept = new Set<string>();
  for (const [lang, version] of Object.entries(versions)) {
    const target = path.join(outDir, searchIndexDir(lang, version));
    const last = newestIndex(outDir, lang);
    if (last && last !== target && !existsSync(target)) renameSync(last, target);
    kept.add(path.basename(target));
  }
  for (const name of readdirSync(searchDir)) if (!kept.has(name)) rmSync(path.join(searchDir, name), { recursive: true, force: true });
}

/** Puts the search-index <meta> naming every locale's index version at the end of each page's head. */
export function nameIndexVersions(pages: BuiltHtml, versions: Record<string, string>): void {
  const tag = searchIndexMetaTag(versions);
  for (const [file, head] of pages.parts()) pages.setHead(file, head + tag);
}

/**
 * Writes the index folder of every locale and names their versions in the pages; returns folder →
 * [files, bytes, from the cache]. The pages are read and named before the promise settles, so later
 * steps may rewrite the HTML while the workers index.
 */
export async function writeSearchIndexes(outDir: string, cacheDir = buildCacheDir()): Promise<Map<string, [files: number, bytes: number, cached: boolean]>> {
  const html = builtHtml(outDir);
  const pagesByLang = readBuiltPages(outDir, html);
  const shards: ShardCacheOptions = { cacheDir, codeDigest: sourceDigest(fileURLToPath(new URL('./shards.ts', import.meta.url))) };
  const pageCache: PageCacheOptions = { cacheDir, codeDigest: sourceDigest(fileURLToPath(new URL('./extractSections.ts', import.meta.url))) };
  const keys = new Map([...pagesByLang].map(([lang, pages]) => [lang, pages.map(([, page]) => pageKey(page, pageCache.codeDigest))]));
  const versions = Object.fromEntries(
    [...pagesByLang].map(([lang, pages]) => [lang, indexVersion(lang, pages.map(([url], i) => [url, keys.get(lang)![i]]), shards.codeDigest)]),
  );
  nameIndexVersions(html, versions);
  reuseIndexDirs(outDir, versions);
  const built = await Promise.all(
    [...pagesByLang].map(async ([lang, pages]) => {
      const dir = path.join(outDir, searchIndexDir(lang, versions[lang]));
      const { files, bytes, cached } = await indexInWorker({ lang, pages, keys: keys.get(lang)!, shards, pageCache, dir });
      return [path.relative(outDir, dir), [files, bytes, cached]] as [string, [number, number, boolean]];
    }),
  );
  const written = new Map<string, [number, number, boolean]>(built);
  const staticDir = path.join(outDir, 'static');
  if (existsSync(staticDir)) {
    for (const name of readdirSync(staticDir)) if (/^search_index\..*\.json$/.test(name)) rmSync(path.join(staticDir, name));
  }
  return written;
}

/** The newest index folder of a locale in a built folder (the dev server's, and the one the next build reuses). */
function newestIndex(outDir: string, lang: string): string | undefined {
  const dir = path.join(outDir, SEARCH_ROOT);
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .filter((n) => n.startsWith(`${lang}.`))
    .map((n) => path.join(dir, n))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

export function searchPlugin(options: { env?: Record<string, string | undefined> } = {}): RspressPlugin {
  const env = options.env ?? process.env;
  const client: SearchClientConfig = { docsearch: docSearchConfig(env) };
  const outDirOf = (configured?: string) => path.resolve(configured ?? env.DOCS_OUT_DIR ?? 'doc_build');
  return {
    name: 'alist-search',
    builderConfig: {
      source: { define: { __ALIST_SEARCH__: JSON.stringify(client) } },
      dev: {
        setupMiddlewares: [
          (middlewares) => {
            middlewares.unshift((req, res, next) => {
              const m = /^\/static\/search\/(\w+)\.[\w-]+\/(\w+\.json)$/.exec(req.url ?? '');
              const dir = m ? newestIndex(outDirOf(), m[1]) : undefined;
              const file = dir && path.join(dir, m![2]);
              if (!file || !existsSync(file)) return next();
              res.setHeader('Content-Type', 'application/json');
              res.end(readFileSync(file));
            });
          },
        ],
      },
    },
    beforeBuild(_config, isProd) {
      if (isProd) startIndexWorkers(Object.keys(locales).length);
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = outDirOf(config.outDir);
      const written = await writeSearchIndexes(outDir);
      const sizes = [...written].map(([dir, [files, bytes, cached]]) => `${dir}/ ${files} files, ${(bytes / 1024).toFixed(0)} KiB${cached ? ' (from the cache: same text and code as the last build)' : ''}`);
      console.log(`search: ${sizes.join(', ')}${client.docsearch ? `; DocSearch index "${client.docsearch.indexName}"` : ''}`);
    },
  };
}
