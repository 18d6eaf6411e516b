/**
 * Every reader problem of ../shared/reference/reader-problems.md must be answered on its main page,
 * with the error text verbatim so that pasting it into search lands there. For each row of the
 * summary table, each `quoted` string (split at "…" into its fixed parts) must appear in the main
 * page of both locales. Skips with a notice when the reference folder is not there.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadPages } from '../site/pages';

const referencePath = process.env.REFERENCE_DIR
  ? path.join(process.env.REFERENCE_DIR, 'reader-problems.md')
  : path.resolve(import.meta.dirname, '..', '..', 'shared', 'reference', 'reader-problems.md');

export interface Problem {
  id: number;
  title: string;
  strings: string[];
  page: string;
}

/** Rows of the summary table: | # | Problem | What the reader sees | Main page | Threads | */
export function parseProblems(markdown: string): Problem[] {
  const rows = markdown.split('\n').filter((l) => /^\|\s*\d+\s*\|/.test(l));
  return rows.map((row) => {
    const cells = row.split('|').map((c) => c.trim());
    const strings = [...cells[3].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    return { id: Number(cells[1]), title: cells[2], strings, page: cells[4] };
  });
}

/** The fixed parts of a quoted message: text around "…" placeholders, long enough to search for. */
export function fragments(message: string): string[] {
  return message
    .split(/…|\bxxx\b/)
    .map((f) => f.trim())
    .filter((f) => f.length >= 6);
}

const normalize = (s: string) => s.replace(/\\([{}<>_*#])/g, '$1').replace(/\s+/g, ' ');

export function checkProblems(problems: Problem[], bodyOf: (lang: 'en' | 'zh', route: string) => string | undefined): string[] {
  const out: string[] = [];
  for (const p of problems) {
    const route = p.page.replace(/^\//, '');
    for (const lang of ['en', 'zh'] as const) {
      const body = bodyOf(lang, route);
      if (body === undefined) {
        out.push(`#${p.id} ${p.title}: main page ${p.page} does not exist (${lang})`);
        continue;
      }
      const text = normalize(body);
      for (const s of p.strings.flatMap(fragments)) {
        if (!text.includes(normalize(s))) out.push(`#${p.id} ${p.title}: ${lang === 'zh' ? '/zh' : ''}${p.page} does not quote "${s}"`);
      }
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(referencePath)) {
    console.log(`check:problems skipped: no reference file at ${referencePath}`);
    process.exit(0);
  }
  const problems = parseProblems(readFileSync(referencePath, 'utf8'));
  const pages = { en: new Map(loadPages('en').map((p) => [p.route, p.body])), zh: new Map(loadPages('zh').map((p) => [p.route, p.body])) };
  const found = checkProblems(problems, (lang, route) => pages[lang].get(route));
  if (found.length > 0) {
    console.error(`check:problems: ${found.length} gap(s) in answering ${problems.length} reader problems\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log(`check:problems: all ${problems.length} reader problems are answered on their main pages, in both languages`);
}
