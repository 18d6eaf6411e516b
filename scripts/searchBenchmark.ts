/**
 * Search measured the way readers use it, on a built site's index (theme/search/loadIndex.ts, the
 * browser's code):
 *
 * - the real reader questions of tests/search/realQuestions.json: per language, whether an expected
 *   page is the first page listed (top 1) or among the first five pages (top 5), and which questions
 *   get no result at all;
 * - error messages as readers paste them: every message of data/alist/errors-v3.63.0.json and every
 *   error string a page's heading quotes, wrapped the way AList, logs and JSON answers show them,
 *   with realistic values in their variable parts. One of the first three sections listed must quote
 *   the message.
 *
 * `npm run bench` prints both; scripts/check-search.ts holds them to floors in `npm test`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadRealQuestions, type RealQuestion } from '../tests/search/realQuestions';
import type { LocalSearcher } from '../theme/search/engine';
import { openSearchIndex } from '../theme/search/loadIndex';
import { listFiles, outDir } from './builtFiles';

const root = path.resolve(import.meta.dirname, '..');

/** The index folder of each language in a built site (static/search/<lang>.<version>/). */
export function searchIndexDirs(site = outDir): Record<string, string> {
  const dir = path.join(site, 'static', 'search');
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const m = /^(\w+)\.[\w-]+$/.exec(name);
    if (m) out[m[1]] = path.join(dir, name);
  }
  return out;
}

/** The searcher of a language's built index, reading its files from disk. */
export async function openBuiltSearcher(lang: string, site = outDir): Promise<LocalSearcher> {
  const dir = searchIndexDirs(site)[lang];
  if (!dir) throw new Error(`no search index for "${lang}" in ${site}/static/search: build the site first`);
  return openSearchIndex(async (name) => readFileSync(path.join(dir, name), 'utf8'));
}

export interface QuestionMiss {
  q: string;
  expect: string[];
  got: string[];
}

export interface QuestionReport {
  lang: string;
  questions: number;
  top1: number;
  top5: number;
  /** Questions that listed nothing. */
  empty: string[];
  misses: QuestionMiss[];
}

/** The site path of an expected page in a language ("/zh" before the English path). */
const inLang = (lang: string, page: string) => (lang === 'zh' ? `/zh${page}` : page);

/** Runs the real questions of one language. */
export async function runRealQuestions(searcher: LocalSearcher, questions: RealQuestion[] = loadRealQuestions()): Promise<QuestionReport> {
  const lang = searcher.lang;
  const mine = questions.filter((q) => q.lang === lang);
  const report: QuestionReport = { lang, questions: mine.length, top1: 0, top5: 0, empty: [], misses: [] };
  for (const question of mine) {
    const hits = await searcher.search(question.q);
    if (hits.length === 0) report.empty.push(question.q);
    const pages = [...new Set(hits.map((h) => h.path))];
    const want = question.expect.map((p) => inLang(lang, p));
    if (want.includes(pages[0])) report.top1++;
    if (pages.slice(0, 5).some((p) => want.includes(p))) report.top5++;
    else report.misses.push({ q: question.q, expect: want, got: pages.slice(0, 5) });
  }
  return report;
}

export interface ErrorCase {
  /** The message as AList writes it. */
  message: string;
  /** What the reader pastes. */
  pasted: string;
  /** Where the message comes from: "errors.json" or the page quoting it. */
  from: string;
}

/**
 * The ways a message reaches a reader: a JSON answer in the browser's network tab, a log line with
 * its level and time, a handler's line in brackets, the message alone. Chosen by the message's
 * place in the list, so every run pastes the same text.
 */
const WRAPPERS: ((message: string) => string)[] = [
  (m) => m,
  (m) => `{"code":500,"message":"${m.replace(/"/g, '\\"')}","data":null}`,
  (m) => `ERRO[0042] ${m}`,
  (m) => `2026/03/14 09:21:07 [handles.FsList] ${m}`,
  (m) => `time="2026-03-14T09:21:07+08:00" level=error msg="${m}"`,
];

/** Placeholders of a quoted message: Go verbs and the pages' own (<path>, {n}). */
const PLACEHOLDER_RE = /%[sdv]|<(?:path|n|url)>|\{(?:path|n|url)\}/g;

/** Realistic values for the variable parts a quoted message shows as placeholders. */
function fillPlaceholders(message: string): string {
  return message
    .replace(/%[sv]|<path>|\{path\}/g, '/mnt/media/Movies/2024')
    .replace(/%d|<n>|\{n\}/g, '3')
    .replace(/<url>|\{url\}/g, 'https://api.example.net/v1/files?id=88231');
}

/** Error strings the pages' headings quote (`...` in a heading), per language, with the page. */
export function quotedErrors(lang: string): { message: string; page: string }[] {
  const dir = path.join(root, 'docs', lang);
  const out: { message: string; page: string }[] = [];
  const seen = new Set<string>();
  for (const file of listFiles(dir, (f) => /\.mdx?$/.test(f)).sort()) {
    const source = readFileSync(file, 'utf8');
    for (const line of source.split('\n')) {
      if (!/^#{2,4} /.test(line)) continue;
      for (const m of line.matchAll(/`([^`]+)`/g)) {
        // A message: several words, or a long token; cut where the heading shortened it ("…").
        const message = m[1].split(/…|\.\.\./)[0].trim();
        if (message.length < 8 || !/\s/.test(message) || /^[-\w.]+ [-\w./=]+$/.test(message) && !/\b(?:not|no|failed|error|invalid|denied|unsupported|required|expired|disabled|exists)\b/i.test(message)) continue;
        if (seen.has(message)) continue;
        seen.add(message);
        out.push({ message, page: path.relative(root, file) });
      }
    }
  }
  return out;
}

/** Every error case of a language: errors.json's messages and the strings the pages quote. */
export function errorCases(lang: string): ErrorCase[] {
  const data = JSON.parse(readFileSync(path.join(root, 'data', 'alist', 'errors-v3.63.0.json'), 'utf8')) as { packageErrors: { message: string }[]; responses: { message: string }[] };
  const messages = new Map<string, string>();
  for (const { message } of [...data.packageErrors, ...data.responses]) messages.set(message, 'errors.json');
  for (const { message, page } of quotedErrors(lang)) if (!messages.has(message)) messages.set(message, page);
  return [...messages].map(([message, from], i) => ({ message, from, pasted: WRAPPERS[i % WRAPPERS.length](fillPlaceholders(message)) }));
}

export interface ErrorReport {
  lang: string;
  cases: number;
  top3: number;
  misses: (ErrorCase & { got: string[] })[];
}

/** How many cases list a section quoting the message among the first three. */
export async function runErrorCases(searcher: LocalSearcher, cases: ErrorCase[]): Promise<ErrorReport> {
  const report: ErrorReport = { lang: searcher.lang, cases: cases.length, top3: 0, misses: [] };
  for (const c of cases) {
    const hits = (await searcher.search(c.pasted)).slice(0, 3);
    const texts = await searcher.sectionTexts(hits.map((h) => h.id));
    // A message with placeholders is quoted as its fixed parts, in order.
    const parts = c.message.toLowerCase().split(PLACEHOLDER_RE).map((p) => p.trim()).filter(Boolean);
    const quotes = (t: string) => parts.reduce((at, p) => (at === -1 ? -1 : ((i) => (i === -1 ? -1 : i + p.length))(t.indexOf(p, at))), 0) !== -1;
    if (texts.some(quotes)) report.top3++;
    else report.misses.push({ ...c, got: hits.map((h) => h.href) });
  }
  return report;
}

export interface FirstSearch {
  q: string;
  /** Gzip bytes: the given code plus meta.json and every shard the query reads. */
  bytes: number;
  /** Index files read. */
  files: number;
}

/** Each query as the first search of a page session: a fresh loader over an index folder, counting what it reads. */
export async function firstSearches(dir: string, queries: string[], codeGzip: number): Promise<FirstSearch[]> {
  const gzipOf = new Map<string, number>();
  const out: FirstSearch[] = [];
  for (const q of queries) {
    const read = new Set<string>();
    const searcher = await openSearchIndex(async (name) => (read.add(name), readFileSync(path.join(dir, name), 'utf8')));
    await searcher.search(q);
    let bytes = codeGzip;
    for (const name of read) {
      if (!gzipOf.has(name)) gzipOf.set(name, gzipSync(readFileSync(path.join(dir, name))).length);
      bytes += gzipOf.get(name) ?? 0;
    }
    out.push({ q, bytes, files: read.size });
  }
  return out;
}
