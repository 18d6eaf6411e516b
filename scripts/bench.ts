/**
 * npm run bench: what a reader downloads and how fast search answers.
 *
 *   build time            a full `rspress build` (skip it with --no-build to measure the last build)
 *   initial JS/CSS        per sample page: scripts, preloaded scripts and stylesheets named in the
 *                         HTML, raw and gzip (what a first visit downloads before any interaction);
 *                         prefetch links are listed too, since browsers fetch them in idle time
 *   search index          per locale: files and size on disk (raw and gzip), meta file gzip
 *   first search          per query of scripts/searchQueries.ts (50 English, 50 Chinese), as if it were
 *                         the reader's first: gzip of the search dialog's JS chunks, meta.json and every
 *                         shard the query reads, through the browser's own loader (theme/search/loadIndex.ts)
 *                         reading the built files; max and median over the queries
 *   query time            the same queries once every shard they need is read; median and 95th
 *                         percentile of 5 runs each, plus whether an expected page is among the first
 *                         five pages found
 *
 *   lighthouse            with --lighthouse: Lighthouse 12 in Debian's Chromium on LIGHTHOUSE_PAGES, mobile
 *                         (simulated slow 4G, median of --lighthouse-runs=N runs, default 3) and desktop:
 *                         performance, accessibility, best practices, SEO and LCP (scripts/lighthouse.ts)
 *
 * Options: --no-build, --json (machine-readable output), --lighthouse [--lighthouse-runs=N].
 * DOCS_OUT_DIR selects the build folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openSearchIndex } from '../theme/search/loadIndex';
import { META_FILE, type SearchMeta } from '../theme/search/shardFormat';
import { outDir } from './builtFiles';
import { parseChunkFiles } from './heavyChunks';
import { runLighthouse, type LighthouseScore } from './lighthouse';
import { chineseQueries, englishQueries, type BenchQuery } from './searchQueries';

const args = new Set(process.argv.slice(2));
const asJson = args.has('--json');
const root = path.resolve(import.meta.dirname, '..');

/** Page types Lighthouse measures: home, guide, driver, configuration, API, tool, 404, and Chinese. */
export const LIGHTHOUSE_PAGES = ['/', '/guide/install/docker.html', '/guide/drivers/s3.html', '/config/configuration.html', '/guide/api/fs.html', '/tool/onedrive/request.html', '/404.html', '/zh/guide/'];

export const SAMPLE_PAGES = [
  '/',
  '/guide/',
  '/guide/install/docker.html',
  '/guide/drivers/',
  '/guide/drivers/s3.html',
  '/config/configuration.html',
  '/faq/error.html',
  '/zh/',
  '/zh/guide/install/docker.html',
  '/zh/faq/error.html',
];

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const gz = (buf: Buffer | string) => gzipSync(buf).length;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

function htmlFile(url: string): string {
  return path.join(outDir, url.endsWith('/') ? `${url}index.html` : url);
}

export interface PageWeight {
  page: string;
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  prefetch: string[];
}

export function pageWeight(url: string): PageWeight | null {
  const file = htmlFile(url);
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  // Scripts are at the end of <body> in this engine's output, so the whole file is read.
  const head = html;
  const js = new Set<string>();
  const css = new Set<string>();
  const prefetch: string[] = [];
  for (const m of head.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) js.add(m[1]);
  for (const m of head.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="stylesheet"/.test(tag)) css.add(href);
    else if (/\brel="(preload|modulepreload)"/.test(tag) && /\bas="script"|modulepreload/.test(tag)) js.add(href);
    else if (/\brel="preload"/.test(tag) && /\bas="style"/.test(tag)) css.add(href);
    else if (/\brel="prefetch"/.test(tag)) prefetch.push(href);
  }
  const sum = (hrefs: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const href of hrefs) {
      if (/^https?:/.test(href)) continue;
      const f = path.join(outDir, href.split(/[?#]/)[0]);
      if (!existsSync(f)) continue;
      const buf = readFileSync(f);
      raw += buf.length;
      gzip += gz(buf);
    }
    return { files: hrefs.size, raw, gzip };
  };
  return { page: url, js: sum(js), css: sum(css), prefetch };
}

function runBuild(): number {
  const start = performance.now();
  execFileSync('npx', ['rspress', 'build'], { cwd: root, stdio: asJson ? 'ignore' : ['ignore', 'ignore', 'inherit'], env: process.env });
  return (performance.now() - start) / 1000;
}

/** Index folder of each locale: static/search/<lang>.<version>/. */
function indexDirs(): Record<string, string> {
  const dir = path.join(outDir, 'static', 'search');
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const m = /^(\w+)\.[\w-]+$/.exec(name);
    if (m) out[m[1]] = path.join(dir, name);
  }
  return out;
}

/**
 * The JS chunks the search dialog loads on first use: the chunk group of the main script's
 * import() whose files hold the dialog (`Promise.all([x.e("0n"),x.e("hi")]).then(...)`).
 */
export function searchDialogChunks(): string[] {
  const jsDir = path.join(outDir, 'static', 'js');
  const asyncDir = path.join(jsDir, 'async');
  const mainFile = readdirSync(jsDir).find((f) => /^index\.[0-9a-f]+\.js$/.test(f));
  if (!mainFile) return [];
  const mainJs = readFileSync(path.join(jsDir, mainFile), 'utf8');
  const chunkFiles = parseChunkFiles(mainJs);
  for (const group of mainJs.matchAll(/Promise\.all\(\[((?:[\w$]+\.e\((?:"[^"]+"|\d+)\),?)+)\]\)|[\w$]+\.e\(("[^"]+"|\d+)\)\.then/g)) {
    const ids = [...(group[1] ?? group[0]).matchAll(/\.e\((?:"([^"]+)"|(\d+))\)/g)].map((c) => c[1] ?? c[2]);
    const files = ids.map((id) => chunkFiles.get(id)).filter((f): f is string => Boolean(f)).map((f) => path.join(asyncDir, f)).filter((f) => existsSync(f));
    if (files.some((f) => readFileSync(f, 'utf8').includes('site-search__results'))) return files;
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
  /** The search dialog's JS chunks, gzip. */
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

  // Each query as the first search of a page session: a fresh loader, counting what it reads.
  const firstSearch: { q: string; bytes: number; files: number }[] = [];
  for (const { q } of queries) {
    const read = new Set<string>();
    const searcher = await openSearchIndex((name) => (read.add(name), readFile(name)));
    await searcher.search(q);
    firstSearch.push({ q, bytes: codeGzip + [...read].reduce((n, name) => n + (gzipOf.get(name) ?? 0), 0), files: read.size });
  }
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

async function main() {
  const buildSeconds = args.has('--no-build') ? null : runBuild();
  if (!existsSync(outDir)) {
    console.error(`No built site at ${outDir}; run "npm run build" first or drop --no-build.`);
    process.exit(1);
  }
  const pages = SAMPLE_PAGES.map(pageWeight).filter((p): p is PageWeight => p !== null);
  const dirs = indexDirs();
  const codeGzip = searchDialogChunks().reduce((n, f) => n + gz(readFileSync(f)), 0);
  const queries: QueryReport[] = [];
  if (dirs.en) queries.push(await benchQueries('en', dirs.en, englishQueries, codeGzip));
  if (dirs.zh) queries.push(await benchQueries('zh', dirs.zh, chineseQueries, codeGzip));

  const runsArg = [...args].find((a) => a.startsWith('--lighthouse-runs='));
  const lighthouseScores: LighthouseScore[] | null = args.has('--lighthouse') || runsArg ? await runLighthouse(LIGHTHOUSE_PAGES, Number(runsArg?.split('=')[1] ?? 3)) : null;

  if (asJson) {
    console.log(JSON.stringify({ outDir, buildSeconds, pages, search: queries, lighthouse: lighthouseScores }, null, 2));
    return;
  }
  console.log(`Built site: ${path.relative(root, outDir)}`);
  console.log(`Build time: ${buildSeconds === null ? 'not measured (--no-build)' : `${buildSeconds.toFixed(1)} s`}`);
  console.log('\nInitial download per page (gzip; raw in brackets)');
  for (const p of pages) {
    const pre = p.prefetch.length ? `  prefetch: ${p.prefetch.join(', ')}` : '';
    console.log(`  ${p.page.padEnd(32)} JS ${kib(p.js.gzip).padStart(10)} (${kib(p.js.raw)}, ${p.js.files} files)   CSS ${kib(p.css.gzip).padStart(9)} (${kib(p.css.raw)})${pre}`);
  }
  if (queries.length === 0) console.log('\nNo search index folder in static/search/ (was the search plugin in the build?)');
  for (const r of queries) {
    console.log(`\nSearch index ${r.lang}: ${r.indexFiles} files, ${kib(r.indexRaw)} raw, ${kib(r.indexGzip)} gzip on disk (meta.json ${kib(r.metaGzip)} gzip); ${r.pages} pages, ${r.sections} sections`);
    console.log(`  first search (dialog JS ${kib(r.codeGzip)} + meta + shards read, gzip): max ${kib(r.firstSearchMax)} (${JSON.stringify(r.firstSearchMaxQuery)}), median ${kib(r.firstSearchMedian)}; index files read: max ${r.firstSearchFilesMax}, median ${r.firstSearchFilesMedian}`);
    console.log(`  meta.json read and parsed in Node: ${r.openIndexMs.toFixed(1)} ms (median of 3)`);
    console.log(`  query time: median ${r.medianQueryMs.toFixed(2)} ms, p95 ${r.p95QueryMs.toFixed(2)} ms over ${r.lang === 'en' ? englishQueries.length : chineseQueries.length} queries`);
    console.log(`  expected page in the first five: ${r.found}/${r.expected}`);
    for (const m of r.misses) console.log(`    miss: ${JSON.stringify(m.q)} wanted ${m.expect.join(' or ')}; got ${m.got.join(', ') || 'nothing'}`);
    if (r.noHits.length) console.log(`  queries without any hit: ${r.noHits.map((q) => JSON.stringify(q)).join(', ')}`);
  }
  if (lighthouseScores) {
    console.log('\nLighthouse (mobile: median of runs; desktop: one run)');
    console.log(`  ${'page'.padEnd(30)} ${'form'.padEnd(8)} perf  a11y  best  seo   LCP`);
    for (const l of lighthouseScores) {
      console.log(`  ${l.page.padEnd(30)} ${l.formFactor.padEnd(8)} ${String(l.performance).padStart(4)}  ${String(l.accessibility).padStart(4)}  ${String(l.bestPractices).padStart(4)}  ${String(l.seo).padStart(4)}  ${(l.lcpMs / 1000).toFixed(2)} s`);
    }
  } else {
    console.log('\nLighthouse: not measured (add --lighthouse)');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
