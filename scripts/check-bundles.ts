/**
 * On the built site: heavy libraries are absent from the JS of pages that do not use them
 * (see scripts/heavyChunks.ts), no page's first download exceeds the byte budgets below, and the
 * files of the search index stay within theirs (scripts/searchBudget.ts).
 * Usage: DOCS_OUT_DIR=doc_build tsx scripts/check-bundles.ts
 */
import path from 'node:path';
import { pageWeight } from './bench';
import { listFiles, outDir, urlOfHtml } from './builtFiles';
import { checkHeavyLibraries } from './heavyChunks';
import { checkSearchBudget, SEARCH_META_BUDGET } from './searchBudget';

/** Initial JS and CSS a page may make a reader download (gzip). Measured at about 165-180 KiB JS and 15 KiB CSS when set. */
export const INITIAL_JS_BUDGET = 200 * 1024;
export const INITIAL_CSS_BUDGET = 24 * 1024;

const { problems, pages, usedOn } = checkHeavyLibraries(outDir, path.join(import.meta.dirname, '..', 'docs'));

for (const file of listFiles(outDir, (f) => f.endsWith('.html'))) {
  const weight = pageWeight(urlOfHtml(file));
  if (!weight) continue;
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  if (weight.js.gzip > INITIAL_JS_BUDGET) problems.push(`${weight.page}: initial JS ${kib(weight.js.gzip)} gzip exceeds the budget of ${kib(INITIAL_JS_BUDGET)}`);
  if (weight.css.gzip > INITIAL_CSS_BUDGET) problems.push(`${weight.page}: initial CSS ${kib(weight.css.gzip)} gzip exceeds the budget of ${kib(INITIAL_CSS_BUDGET)}`);
}
const search = checkSearchBudget(outDir);
problems.push(...search.problems);
if (problems.length > 0) {
  console.error(`check-bundles: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
const summary = Object.entries(usedOn).map(([lib, routes]) => `${lib} on ${routes.length}`).join(', ');
console.log(`check-bundles: ${pages} pages checked; heavy libraries only where used (${summary}); every page within ${INITIAL_JS_BUDGET / 1024} KiB JS and ${INITIAL_CSS_BUDGET / 1024} KiB CSS (gzip); ${search.files} search index files within budget (meta.json ${SEARCH_META_BUDGET / 1024} KiB)`);
