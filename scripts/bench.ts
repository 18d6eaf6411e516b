/**
 * npm run bench: what a reader downloads, how fast search answers, how fast the site builds and
 * what Lighthouse says, each figure printed against its target (TARGETS) and against the previous run
 * (.bench/last.json).
 *
 *   build                 a full `npm run build`, timed, with its phases: the engine's compile
 *                         environments, SSG of the HTML pages, and every
 *                         plugin hook of the site (plugins/shared/buildTimings.ts); twice: cold (no
 *                         node_modules/.cache, no build folder, as in CI or a fresh clone), then warm
 *   initial JS/CSS        per page type in both languages (PAGE_TYPES): scripts, preloaded scripts and
 *                         stylesheets named in the HTML, gzip (what a first visit downloads before any
 *                         interaction); prefetch links are listed too
 *   bundle report         a second build with hidden source maps (doc_build_analyze/): each initial JS
 *                         file cut into the packages, engine components, engine data (route table, page
 *                         list, site data) and site files it holds (scripts/bundleReport.ts); the whole
 *                         breakdown in .bench/bundle-report.json
 *   search index          per locale: files and size on disk (raw and gzip), meta file gzip
 *   first search          per query of scripts/searchQueries.ts (50 English, 50 Chinese), as if it were
 *                         the reader's first: gzip of the search dialog's JS chunks and stylesheet, meta.json and every
 *                         shard the query reads, through the browser's own loader (theme/search/loadIndex.ts)
 *                         reading the built files; max and median over the queries
 *   query time            the same queries once every shard they need is read; median and 95th
 *                         percentile of 5 runs each, plus whether an expected page is among the first
 *                         five pages found
 *   synthetic corpus      with --corpus=N: the pages N times over (scripts/syntheticCorpus.ts), built into
 *                         doc_build_corpusN/, and how build time, per-page bytes and first search grow
 *   after hydration       what the tool pages download once interactive: their tool, measured in Chromium
 *                         (scripts/afterHydration.ts)
 *   lighthouse            Lighthouse 12 in Debian's Chromium on LIGHTHOUSE_PAGES, mobile (simulated slow
 *                         4G, median of --lighthouse-runs=N runs, default 3) and desktop: performance,
 *                         accessibility, best practices, SEO and LCP (scripts/lighthouse.ts)
 *
 * Options: --no-build (measure the last build), --no-cold (the warm build only, keeping the caches), --no-analyze, --no-lighthouse, --no-after-hydration, --lighthouse-runs=N,
 * --corpus=N, --no-browser-search, --json (machine-readable output). DOCS_OUT_DIR selects the build folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openSearchIndex } from '../theme/search/loadIndex';
import { META_FILE, type SearchMeta } from '../theme/search/shardFormat';
import { parseBuildPhases, type BuildPhase } from '../plugins/shared/buildTimings';
import { scriptsOfPage } from '../plugins/engine/paintFirst';
import { docsRoot } from '../site/pages';
import { listFiles, outDir } from './builtFiles';
import { breakDownFile, sumGroups, type FileBreakdown, type ModuleGroupBytes } from './bundleReport';
import { writeSyntheticCorpus } from './syntheticCorpus';
import { chunkFilesOfSite, readMainScript, styleFilesOf } from './routeChunks';
import { runLighthouse, type LighthouseScore } from './lighthouse';
import { toolAfterHydration } from './afterHydration';
import { chineseQueries, englishQueries, type BenchQuery } from './searchQueries';
import { errorCases, firstSearches, openBuiltSearcher, searchIndexDirs, runErrorCases, runRealQuestions, type ErrorReport, type QuestionReport } from './searchBenchmark';
import { browserQueryTimes, CPU_SLOWDOWN } from './searchInBrowser';
import { median, percentile } from './stats';
import { loadRealQuestions } from '../tests/search/realQuestions';

const args = new Set(process.argv.slice(2));
const asJson = args.has('--json');
const root = path.resolve(import.meta.dirname, '..');

/** One page of each type, in both languages: byte figures for all, Lighthouse for the English ones and a Chinese guide page. */
export const PAGE_TYPES = [
  { type: 'home', en: '/', zh: '/zh/' },
  { type: 'guide', en: '/guide/install/docker.html', zh: '/zh/guide/install/docker.html' },
  { type: 'driver', en: '/guide/drivers/s3.html', zh: '/zh/guide/drivers/s3.html' },
  { type: 'config', en: '/config/configuration.html', zh: '/zh/config/configuration.html' },
  { type: 'API', en: '/guide/api/fs.html', zh: '/zh/guide/api/fs.html' },
  { type: 'tool', en: '/tool/onedrive/request.html', zh: '/zh/tool/onedrive/request.html' },
  // One 404 file serves both languages (it speaks Chinese under /zh/).
  { type: '404', en: '/404.html', zh: '/404.html' },
] as const;

const pageUrls = (lang: 'en' | 'zh') => PAGE_TYPES.map((t) => t[lang]);

export const LIGHTHOUSE_PAGES = [...pageUrls('en'), '/zh/guide/install/docker.html'];

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const gz = (buf: Buffer | string) => gzipSync(buf).length;


function htmlFile(url: string, site: string): string {
  return path.join(site, url.endsWith('/') ? `${url}index.html` : url);
}

export interface PageWeight {
  page: string;
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  /** The JS files counted: site path and gzip size. */
  jsFiles: { href: string; gzip: number }[];
  /** The stylesheets counted (site paths). */
  cssFiles: string[];
  prefetch: string[];
}

/** Raw and gzip size of a built file (0 when missing), each file compressed once per run: every page shares most of them. */
const sizes = new Map<string, { raw: number; gzip: number }>();
function fileSize(file: string): { raw: number; gzip: number } {
  let size = sizes.get(file);
  if (!size) {
    const buf = existsSync(file) ? readFileSync(file) : null;
    size = buf ? { raw: buf.length, gzip: gz(buf) } : { raw: 0, gzip: 0 };
    sizes.set(file, size);
  }
  return size;
}

export function pageWeight(url: string, site = outDir): PageWeight | null {
  const file = htmlFile(url, site);
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  // Scripts are at the end of <body> in this engine's output, so the whole file is read.
  const head = html;
  const js = new Set<string>();
  const css = new Set<string>();
  const prefetch: string[] = [];
  for (const src of scriptsOfPage(html)) js.add(src);
  for (const m of head.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="stylesheet"/.test(tag)) css.add(href);
    else if (/\brel="preload"/.test(tag) && /\bas="style"/.test(tag)) css.add(href);
    else if (/\brel="prefetch"/.test(tag)) prefetch.push(href);
  }
  const local = (hrefs: Set<string>) => [...hrefs].filter((href) => !/^https?:/.test(href)).map((href) => ({ href, ...fileSize(path.join(site, href.split(/[?#]/)[0])) }));
  const sum = (hrefs: Set<string>) => {
    const files = local(hrefs).filter((f) => f.raw > 0);
    return { files: hrefs.size, raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) };
  };
  return { page: url, js: sum(js), css: sum(css), jsFiles: local(js).map(({ href, gzip }) => ({ href, gzip })), cssFiles: [...css], prefetch };
}

/** Index folder of each locale: static/search/<lang>.<version>/. */

/**
 * The files the search dialog loads on first use: the chunk group of the main script's import() whose
 * files hold the dialog (`Promise.all([x.e("0n"),x.e("hi")]).then(...)`), scripts and stylesheets
 * (the dialog's styles come with it, plugins/engine/routeStyles.ts).
 */
export function searchDialogChunks(site = outDir): string[] {
  const asyncDir = path.join(site, 'static', 'js', 'async');
  const cssDir = path.join(site, 'static', 'css', 'async');
  const mainJs = readMainScript(site);
  const chunkFiles = chunkFilesOfSite(site);
  const styleFiles = styleFilesOf(mainJs);
  for (const group of mainJs.matchAll(/Promise\.all\(\[((?:[\w$]+\.e\((?:"[^"]+"|\d+)\),?)+)\]\)|[\w$]+\.e\(("[^"]+"|\d+)\)\.then/g)) {
    const ids = [...(group[1] ?? group[0]).matchAll(/\.e\((?:"([^"]+)"|(\d+))\)/g)].map((c) => c[1] ?? c[2]);
    const files = ids.map((id) => chunkFiles.get(id)).filter((f): f is string => Boolean(f)).map((f) => path.join(asyncDir, f)).filter((f) => existsSync(f));
    if (!files.some((f) => readFileSync(f, 'utf8').includes('site-search__results'))) continue;
    const styles = ids.map((id) => styleFiles.get(id)).filter((f): f is string => Boolean(f)).map((f) => path.join(cssDir, f));
    return [...files, ...styles];
  }
  return [];
}

export interface QueryReport {
  lang: string;
  /** The index folder on disk. */
  indexFiles: number;
  indexRaw: number;
  indexGzip: number;
  metaGzip: number;
  /** The search dialog's JS chunks and stylesheet, gzip. */
  codeGzip: number;
  /** Gzip bytes of the first search (code, meta.json and the shards the query reads): max and median over the queries. */
  firstSearchMax: number;
  firstSearchMaxQuery: string;
  firstSearchMedian: number;
  /** Files the first search reads besides the code: max and median. */
  firstSearchFilesMax: number;
  firstSearchFilesMedian: number;
  sections: number;
  pages: number;
  openIndexMs: number;
  medianQueryMs: number;
  p95QueryMs: number;
  found: number;
  expected: number;
  misses: { q: string; expect: string[]; got: string[] }[];
  noHits: string[];
}

export async function benchQueries(lang: string, dir: string, queries: BenchQuery[], codeGzip: number, runs = 5): Promise<QueryReport> {
  const names = readdirSync(dir);
  const raw = new Map(names.map((n) => [n, readFileSync(path.join(dir, n))]));
  const gzipOf = new Map([...raw].map(([n, buf]) => [n, gz(buf)]));
  const readFile = async (name: string) => {
    const buf = raw.get(name);
    if (!buf) throw new Error(`${dir}: no ${name}`);
    return buf.toString('utf8');
  };
  const meta = JSON.parse(raw.get(META_FILE)?.toString('utf8') ?? '{}') as SearchMeta;

  const firstSearch = await firstSearches(dir, queries.map(({ q }) => q), codeGzip);
  const heaviest = firstSearch.reduce((a, b) => (b.bytes > a.bytes ? b : a));

  const openTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await openSearchIndex(readFile);
    openTimes.push(performance.now() - t);
  }
  const searcher = await openSearchIndex(readFile);
  for (const { q } of queries) await searcher.search(q); // reads every shard the queries need
  const perQuery: number[] = [];
  const misses: QueryReport['misses'] = [];
  const noHits: string[] = [];
  let expected = 0;
  let found = 0;
  const prefix = lang === 'zh' ? '/zh' : '';
  for (const { q, expect } of queries) {
    const times: number[] = [];
    let hits = await searcher.search(q);
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      hits = await searcher.search(q);
      times.push(performance.now() - t);
    }
    perQuery.push(median(times));
    if (hits.length === 0) noHits.push(q);
    if (expect) {
      expected++;
      const pages = [...new Set(hits.map((h) => h.path))].slice(0, 5);
      const want = expect.map((p) => `${prefix}${p}`);
      if (pages.some((p) => want.includes(p))) found++;
      else misses.push({ q, expect: want, got: pages });
    }
  }
  return {
    lang,
    indexFiles: names.length,
    indexRaw: [...raw.values()].reduce((n, b) => n + b.length, 0),
    indexGzip: [...gzipOf.values()].reduce((a, b) => a + b, 0),
    metaGzip: gzipOf.get(META_FILE) ?? 0,
    codeGzip,
    firstSearchMax: heaviest.bytes,
    firstSearchMaxQuery: heaviest.q,
    firstSearchMedian: median(firstSearch.map((f) => f.bytes)),
    firstSearchFilesMax: Math.max(...firstSearch.map((f) => f.files)),
    firstSearchFilesMedian: median(firstSearch.map((f) => f.files)),
    sections: meta.fieldLength.length / 3,
    pages: meta.pages.length,
    openIndexMs: median(openTimes),
    medianQueryMs: median(perQuery),
    p95QueryMs: percentile(perQuery, 95),
    found,
    expected,
    misses,
    noHits,
  };
}

/** What the issue set as targets; the bench prints each figure against them. */
export const TARGETS = { queryP95Ms: 50, initialKiB: 110, firstSearchKiB: 150, buildSeconds: 10, coldBuildSeconds: 15, mobilePerformance: 98, lcpSeconds: 1.6, desktopPerformance: 100 };

/** Every cache the build keeps between runs (the bundler's, the config loader's and the site's own). */
const cacheDir = path.join(root, 'node_modules', '.cache');

/** What a cold build starts from: no cache and no earlier output in `site`. */
function clearBuildState(site: string) {
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
}

interface BuildReport {
  seconds: number;
  phases: BuildPhase[];
  /** The page data cache's line ("page data: 326 pages, 326 from the cache of earlier builds"), when it ran. */
  pageData?: string;
}

/** A full build into `site` (package.json's build script), timed, with the phases its output names. */
function runBuild(site: string, env: Record<string, string> = {}): BuildReport {
  const start = performance.now();
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, DOCS_OUT_DIR: site, DOCS_BUILD_TIMINGS: '1', ...env } });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`build into ${site} failed (exit ${result.status})`);
  }
  return { seconds, phases: parseBuildPhases(`${result.stdout}\n${result.stderr}`), pageData: /^page data: .*$/m.exec(result.stdout)?.[0] };
}

type TypedWeight = PageWeight & { type: string; total: number };

function weighPages(site: string): TypedWeight[] {
  return PAGE_TYPES.flatMap((t) =>
    (['en', 'zh'] as const).map((lang) => {
      const w = pageWeight(t[lang], site);
      if (!w) throw new Error(`bench: ${t[lang]} is not in ${site}`);
      return { ...w, type: `${t.type} (${lang})`, total: w.js.gzip + w.css.gzip };
    }),
  );
}

/** The real reader questions and pasted error messages (scripts/searchBenchmark.ts), with what a first search of each downloads. */
async function readerSearchReports(site: string): Promise<{ lang: string; questions: QuestionReport; errors: ErrorReport; firstSearch: QueryReport }[]> {
  const dirs = searchIndexDirs(site);
  const codeGzip = searchDialogChunks(site).reduce((n, f) => n + gz(readFileSync(f)), 0);
  const out = [];
  for (const lang of ['en', 'zh']) {
    if (!dirs[lang]) continue;
    const searcher = await openBuiltSearcher(lang, site);
    const questions = await runRealQuestions(searcher);
    const errors = await runErrorCases(searcher, errorCases(lang));
    const firstSearch = await benchQueries(lang, dirs[lang], loadRealQuestions().filter((q) => q.lang === lang), codeGzip, 1);
    out.push({ lang, questions, errors, firstSearch });
  }
  return out;
}

async function searchReports(site: string): Promise<QueryReport[]> {
  const dirs = searchIndexDirs(site);
  const codeGzip = searchDialogChunks(site).reduce((n, f) => n + gz(readFileSync(f)), 0);
  const queries: QueryReport[] = [];
  if (dirs.en) queries.push(await benchQueries('en', dirs.en, englishQueries, codeGzip));
  if (dirs.zh) queries.push(await benchQueries('zh', dirs.zh, chineseQueries, codeGzip));
  return queries;
}

/** The bundle report: a build with hidden source maps, the page types' initial JS broken down. */
function analyzeBundles(): { files: FileBreakdown[]; groups: ModuleGroupBytes[] } {
  const site = path.join(root, 'doc_build_analyze');
  // Without the persistent cache: modules restored from it come without their source maps.
  runBuild(site, { DOCS_SOURCE_MAPS: '1', RSPRESS_PERSISTENT_CACHE: 'false' });
  const files = new Map<string, FileBreakdown>();
  for (const w of weighPages(site)) {
    for (const { href } of w.jsFiles) {
      if (files.has(href)) continue;
      const breakdown = breakDownFile(path.join(site, href));
      if (breakdown) files.set(href, breakdown);
    }
  }
  return { files: [...files.values()], groups: sumGroups([...files.values()]) };
}

interface CorpusReport {
  factor: number;
  pages: number;
  build: BuildReport;
  weights: TypedWeight[];
  search: QueryReport[];
}

async function benchCorpus(factor: number): Promise<CorpusReport> {
  const docs = writeSyntheticCorpus(docsRoot, path.join(root, '.tmp', `corpus-${factor}`), factor);
  const site = path.join(root, `doc_build_corpus${factor}`);
  // Cold, as the 1x cold build: the target compares the two (no more than `factor` times).
  clearBuildState(site);
  const build = runBuild(site, { DOCS_ROOT: docs });
  const pages = listFiles(site, (f) => f.endsWith('.html')).length;
  return { factor, pages, build, weights: weighPages(site), search: await searchReports(site) };
}

const lastRunFile = path.join(root, '.bench', 'last.json');

function readLastRun(): Record<string, number> | null {
  try {
    return JSON.parse(readFileSync(lastRunFile, 'utf8')) as Record<string, number>;
  } catch {
    return null;
  }
}

async function main() {
  const site = outDir;
  const cold = args.has('--no-build') || args.has('--no-cold') ? null : (clearBuildState(site), runBuild(site));
  const build = args.has('--no-build') ? null : runBuild(site);
  if (!existsSync(site)) {
    console.error(`No built site at ${site}; run "npm run build" first or drop --no-build.`);
    process.exit(1);
  }
  const pages = weighPages(site);
  const queries = await searchReports(site);
  const readers = await readerSearchReports(site);
  const browserTimes = args.has('--no-browser-search') ? null : await browserQueryTimes(Object.fromEntries(['en', 'zh'].map((lang) => [lang, [...(lang === 'en' ? englishQueries : chineseQueries).map((q) => q.q), ...loadRealQuestions().filter((q) => q.lang === lang).map((q) => q.q)]])), site);
  const analysis = args.has('--no-analyze') ? null : analyzeBundles();
  const corpusArg = [...args].find((a) => a.startsWith('--corpus='));
  const corpus = corpusArg ? await benchCorpus(Number(corpusArg.split('=')[1])) : null;
  const runsArg = [...args].find((a) => a.startsWith('--lighthouse-runs='));
  const lighthouseScores: LighthouseScore[] | null = args.has('--no-lighthouse') ? null : await runLighthouse(LIGHTHOUSE_PAGES, Number(runsArg?.split('=')[1] ?? 3));
  // The tool pages hydrate without their tool: what it adds once the page is interactive (scripts/afterHydration.ts).
  const tools = pages.filter((p) => p.type.startsWith('tool '));
  const afterHydration = args.has('--no-after-hydration') ? null : await toolAfterHydration(tools.map((p) => ({ page: p.page, initial: [...p.jsFiles.map((f) => f.href), ...p.cssFiles], baseline: p.page.startsWith('/zh/') ? '/zh/tool/' : '/tool/' })), site);

  // Figures compared with the previous run (.bench/last.json).
  const figures: Record<string, number> = {};
  if (cold) figures['cold build seconds'] = Number(cold.seconds.toFixed(1));
  if (build) figures['build seconds'] = Number(build.seconds.toFixed(1));
  if (corpus) figures[`cold build seconds ${corpus.factor}x corpus`] = Number(corpus.build.seconds.toFixed(1));
  for (const p of pages) figures[`initial JS+CSS KiB ${p.type}`] = Number((p.total / 1024).toFixed(1));
  for (const a of afterHydration ?? []) figures[`after hydration KiB ${a.page}`] = Number((a.gzip / 1024).toFixed(1));
  for (const r of queries) {
    figures[`first search max KiB (${r.lang})`] = Number((r.firstSearchMax / 1024).toFixed(1));
    figures[`first search median KiB (${r.lang})`] = Number((r.firstSearchMedian / 1024).toFixed(1));
    figures[`search found in top five (${r.lang})`] = r.found;
  }
  for (const r of readers) {
    figures[`real questions top 5 (${r.lang})`] = r.questions.top5;
    figures[`real questions listing nothing (${r.lang})`] = r.questions.empty.length;
    figures[`error messages top 3 (${r.lang})`] = r.errors.top3;
  }
  for (const t of browserTimes ?? []) figures[`query p95 ms at ${CPU_SLOWDOWN}x CPU (${t.lang})`] = Number(t.p95Ms.toFixed(1));
  for (const l of lighthouseScores ?? []) {
    figures[`lighthouse ${l.formFactor} ${l.page}`] = l.performance;
    figures[`LCP s ${l.formFactor} ${l.page}`] = Number((l.lcpMs / 1000).toFixed(2));
  }
  const last = readLastRun();
  mkdirSync(path.dirname(lastRunFile), { recursive: true });
  writeFileSync(lastRunFile, JSON.stringify(figures, null, 2));
  if (analysis) writeFileSync(path.join(root, '.bench', 'bundle-report.json'), JSON.stringify(analysis, null, 2));

  if (asJson) {
    console.log(JSON.stringify({ outDir: site, coldBuild: cold, build, pages, afterHydration, search: queries, readers, browserTimes, bundles: analysis, corpus, lighthouse: lighthouseScores, targets: TARGETS, previous: last }, null, 2));
    return;
  }
  const mark = (ok: boolean) => (ok ? 'ok' : 'ABOVE TARGET');
  console.log(`Built site: ${path.relative(root, site)}`);
  if (cold) {
    console.log(`Cold build time (no caches, no earlier output): ${cold.seconds.toFixed(1)} s (target ${TARGETS.coldBuildSeconds} s: ${mark(cold.seconds <= TARGETS.coldBuildSeconds)}); phases:`);
    for (const p of cold.phases) console.log(`  ${p.name.padEnd(44)} ${(p.ms / 1000).toFixed(2).padStart(6)} s`);
  }
  if (build) {
    console.log(`${cold ? 'Warm build time (right after the cold one)' : 'Build time'}: ${build.seconds.toFixed(1)} s (target ${TARGETS.buildSeconds} s: ${mark(build.seconds <= TARGETS.buildSeconds)}); phases (the three compile environments run side by side, SSG and the plugins' hooks after them):`);
    for (const p of build.phases) console.log(`  ${p.name.padEnd(44)} ${(p.ms / 1000).toFixed(2).padStart(6)} s`);
    if (build.pageData) console.log(`  ${build.pageData}`);
  } else {
    console.log('Build time: not measured (--no-build)');
  }
  console.log(`\nInitial download per page type (gzip: scripts, preloaded scripts and stylesheets of the HTML; target ${TARGETS.initialKiB} KiB JS+CSS)`);
  for (const p of pages) {
    const pre = p.prefetch.length ? `  prefetch: ${p.prefetch.join(', ')}` : '';
    console.log(`  ${p.type.padEnd(13)} ${p.page.padEnd(30)} JS ${kib(p.js.gzip).padStart(10)} (${p.js.files} files)  CSS ${kib(p.css.gzip).padStart(9)}  total ${kib(p.total).padStart(10)}  ${mark(p.total <= TARGETS.initialKiB * 1024)}${pre}`);
  }
  if (afterHydration) {
    console.log('  after hydration, requested as the page starts and shown when it arrives (the tool, its strings and stylesheet):');
    for (const a of afterHydration) console.log(`    ${a.page.padEnd(38)} +${kib(a.gzip).padStart(9)} (${a.files.length} files)`);
  }
  if (analysis) {
    console.log('\nWhere the initial JS goes (the page types\' files, gzip share by source map; all groups in .bench/bundle-report.json)');
    for (const f of analysis.files) console.log(`  ${f.file.padEnd(22)} ${kib(f.gzip).padStart(10)}  ${f.groups.slice(0, 3).map((g) => `${g.group} ${kib(g.gzip)}`).join(', ')}`);
    console.log('  largest groups over those files:');
    for (const g of analysis.groups.slice(0, 25)) console.log(`    ${kib(g.gzip).padStart(10)}  ${g.group}`);
  }
  if (queries.length === 0) console.log('\nNo search index folder in static/search/ (was the search plugin in the build?)');
  for (const r of queries) {
    console.log(`\nSearch index ${r.lang}: ${r.indexFiles} files, ${kib(r.indexRaw)} raw, ${kib(r.indexGzip)} gzip on disk (meta.json ${kib(r.metaGzip)} gzip); ${r.pages} pages, ${r.sections} sections`);
    console.log(`  first search (dialog JS+CSS ${kib(r.codeGzip)} + meta + shards read, gzip): max ${kib(r.firstSearchMax)} (${JSON.stringify(r.firstSearchMaxQuery)}), median ${kib(r.firstSearchMedian)}; index files read: max ${r.firstSearchFilesMax}, median ${r.firstSearchFilesMedian}`);
    console.log(`  target ${TARGETS.firstSearchKiB} KiB for every query: ${mark(r.firstSearchMax <= TARGETS.firstSearchKiB * 1024)}`);
    console.log(`  meta.json read and parsed in Node: ${r.openIndexMs.toFixed(1)} ms (median of 3)`);
    console.log(`  query time: median ${r.medianQueryMs.toFixed(2)} ms, p95 ${r.p95QueryMs.toFixed(2)} ms over ${r.lang === 'en' ? englishQueries.length : chineseQueries.length} queries`);
    console.log(`  expected page in the first five: ${r.found}/${r.expected}`);
    for (const m of r.misses) console.log(`    miss: ${JSON.stringify(m.q)} wanted ${m.expect.join(' or ')}; got ${m.got.join(', ') || 'nothing'}`);
    if (r.noHits.length) console.log(`  queries without any hit: ${r.noHits.map((q) => JSON.stringify(q)).join(', ')}`);
  }
  for (const r of readers) {
    const q = r.questions;
    console.log(`\nReal reader questions ${r.lang} (tests/search/realQuestions.json): top 1 ${q.top1}/${q.questions}, top 5 ${q.top5}/${q.questions} (${((100 * q.top5) / Math.max(1, q.questions)).toFixed(1)} %), nothing listed ${q.empty.length}`);
    console.log(`  first search over them (gzip, dialog code included): max ${kib(r.firstSearch.firstSearchMax)} (${JSON.stringify(r.firstSearch.firstSearchMaxQuery)}), median ${kib(r.firstSearch.firstSearchMedian)}; target ${TARGETS.firstSearchKiB} KiB: ${mark(r.firstSearch.firstSearchMax <= TARGETS.firstSearchKiB * 1024)}`);
    for (const m of q.misses) console.log(`    miss: ${JSON.stringify(m.q)} wanted ${m.expect.join(' or ')}; got ${m.got.join(', ') || 'nothing'}`);
    const e = r.errors;
    const fromReference = e.misses.filter((m) => m.from === 'errors.json').length;
    console.log(`  pasted error messages with a quoting section in the top 3: ${e.top3}/${e.cases}; messages of errors.json missed: ${fromReference}`);
    for (const m of e.misses) console.log(`    miss: ${JSON.stringify(m.pasted)} (${m.from}); got ${m.got.join(', ') || 'nothing'}`);
  }
  for (const t of browserTimes ?? []) {
    console.log(`\nQuery time in Chromium at ${CPU_SLOWDOWN}x CPU slowdown (${t.lang}, ${t.queries} queries, shards already read): median ${t.medianMs.toFixed(1)} ms, p95 ${t.p95Ms.toFixed(1)} ms; target p95 < ${TARGETS.queryP95Ms} ms: ${mark(t.p95Ms < TARGETS.queryP95Ms)}`);
  }
  if (corpus) {
    const basePages = listFiles(site, (f) => f.endsWith('.html')).length;
    console.log(`\nSynthetic corpus ${corpus.factor}x (${corpus.pages} HTML pages, against ${basePages}): how the figures grow`);
    const limit = cold ? cold.seconds * corpus.factor : null;
    console.log(`  cold build time    ${cold ? `${cold.seconds.toFixed(1)} s` : 'n/a (--no-build or --no-cold)'} -> ${corpus.build.seconds.toFixed(1)} s${limit ? ` (target at most ${corpus.factor}x the 1x cold build, ${limit.toFixed(1)} s: ${mark(corpus.build.seconds <= limit)})` : ''}`);
    for (const p of corpus.weights) {
      const b = pages.find((w) => w.type === p.type);
      console.log(`  ${p.type.padEnd(17)}  initial JS+CSS ${b ? kib(b.total) : 'n/a'} -> ${kib(p.total)}`);
    }
    for (const r of corpus.search) {
      const b = queries.find((q) => q.lang === r.lang);
      console.log(`  first search ${r.lang}    median ${b ? kib(b.firstSearchMedian) : 'n/a'} -> ${kib(r.firstSearchMedian)}, max ${b ? kib(b.firstSearchMax) : 'n/a'} -> ${kib(r.firstSearchMax)}; index on disk ${b ? kib(b.indexGzip) : 'n/a'} -> ${kib(r.indexGzip)} gzip; found ${r.found}/${r.expected}`);
    }
  }
  if (lighthouseScores) {
    console.log(`\nLighthouse 12 (mobile: simulated slow 4G, median of runs; desktop: one run); targets: mobile >= ${TARGETS.mobilePerformance} with LCP <= ${TARGETS.lcpSeconds} s, desktop ${TARGETS.desktopPerformance}`);
    console.log(`  ${'page'.padEnd(30)} ${'form'.padEnd(8)} perf  a11y  best  seo   LCP`);
    for (const l of lighthouseScores) {
      const ok = l.formFactor === 'mobile' ? l.performance >= TARGETS.mobilePerformance && l.lcpMs <= TARGETS.lcpSeconds * 1000 : l.performance >= TARGETS.desktopPerformance;
      console.log(`  ${l.page.padEnd(30)} ${l.formFactor.padEnd(8)} ${String(l.performance).padStart(4)}  ${String(l.accessibility).padStart(4)}  ${String(l.bestPractices).padStart(4)}  ${String(l.seo).padStart(4)}  ${(l.lcpMs / 1000).toFixed(2)} s  ${mark(ok)}`);
    }
  } else {
    console.log('\nLighthouse: not measured (--no-lighthouse)');
  }
  if (last) {
    const changed = Object.entries(figures).filter(([k, v]) => k in last && last[k] !== v);
    console.log(`\nCompared with the previous run (.bench/last.json): ${changed.length ? '' : 'no figure changed'}`);
    for (const [k, v] of changed) console.log(`  ${k.padEnd(56)} ${last[k]} -> ${v}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
