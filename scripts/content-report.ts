/**
 * Content report: per page and locale, the word count and whether the page is written.
 * A page counts as written when it has no "not written yet" stub marker and reaches the word
 * threshold of its kind. Usage: tsx scripts/content-report.ts [--json] [--require-written]
 */
import { loadPages, type SourcePage } from '../site/pages';
import type { LocaleCode } from '../site/locales';
import { specRoutes } from './spec-routes';

/** Words a page needs to count as written. Section index and tool pages are shorter by nature. */
export function thresholdOf(route: string): number {
  if (route === '') return 150; // home page
  if (route.startsWith('tool/')) return 80;
  if (route.endsWith('/')) return 150;
  return 300;
}

const stubMarkers = ['This page is not written yet', '本页尚未撰写'];

/**
 * Chinese text counts about 1.5 units (characters plus Latin words) per English word of the same
 * content: measured as the median over the 117 written page pairs (1.53) when this was set.
 */
export const ZH_UNITS_PER_EN_WORD = 1.5;

/** Words of a page in English-word units, so one threshold serves both languages. */
export function englishWords(markdown: string, lang: string): number {
  const raw = countWords(markdown);
  return Math.round(lang === 'zh' ? raw / ZH_UNITS_PER_EN_WORD : raw);
}

/** Words of a Markdown body: Latin words plus Chinese characters (each counts as a word), code excluded. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, ' x ')
    .replace(/\{#[^}]+\}/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  const cjk = text.match(/[\u3400-\u9fff]/g)?.length ?? 0;
  const latin = text.replace(/[\u3400-\u9fff]/g, ' ').match(/[A-Za-z0-9][A-Za-z0-9'’.-]*/g)?.length ?? 0;
  return cjk + latin;
}

export interface ReportRow {
  route: string;
  lang: LocaleCode;
  file: string | null;
  words: number;
  threshold: number;
  written: boolean;
  reason: string;
}

export function buildReport(): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const lang of ['en', 'zh'] as const) {
    const pages = new Map<string, SourcePage>(loadPages(lang).map((p) => [p.route, p]));
    const routes = [...new Set([...specRoutes, ...pages.keys()])];
    for (const route of routes) {
      const page = pages.get(route);
      const threshold = thresholdOf(route);
      if (!page) {
        rows.push({ route, lang, file: null, words: 0, threshold, written: false, reason: 'missing file' });
        continue;
      }
      const words = englishWords(page.body, lang);
      const stub = stubMarkers.some((m) => page.body.includes(m));
      const written = !stub && words >= threshold;
      const reason = stub ? 'stub' : written ? '' : `below ${threshold} words`;
      rows.push({ route, lang, file: `docs/${lang}/${page.file}`, words, threshold, written, reason });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = buildReport();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    for (const r of rows) {
      const status = r.written ? 'written' : `NOT WRITTEN (${r.reason})`;
      console.log(`${r.lang}  /${r.lang === 'zh' ? 'zh/' : ''}${r.route}`.padEnd(52) + `${String(r.words).padStart(6)} words  ${status}`);
    }
    const written = rows.filter((r) => r.written).length;
    console.log(`\n${written} of ${rows.length} pages written (${rows.length / 2} routes x 2 locales).`);
  }
}
