/**
 * On the built site: heavy libraries are absent from the JS of pages that do not use them
 * (see scripts/heavyChunks.ts), no page's first download exceeds the byte budgets below, the page of each type
 * that the bench measures stays within the target of every page type (TARGETS.initialKiB), and the
 * files of the search index stay within theirs (scripts/searchBudget.ts).
 * Usage: DOCS_OUT_DIR=doc_build tsx scripts/check-bundles.ts
 */
import path from 'node:path';
import { PAGE_TYPES, pageWeight, TARGETS } from './bench';
import { listFiles, outDir, urlOfHtml } from './builtFiles';
import { checkHeavyLibraries } from './heavyChunks';
import { PAGE_BUDGETS, pageBudgetProblems } from './pageBudget';
import { checkSearchBudget, SEARCH_META_BUDGET } from './searchBudget';

const { problems, pages, usedOn } = checkHeavyLibraries(outDir, path.join(import.meta.dirname, '..', 'docs'));

let largest = 0;
for (const file of listFiles(outDir, (f) => f.endsWith('.html'))) {
  const weight = pageWeight(urlOfHtml(file));
  if (!weight) continue;
  // Chunks under static/js/async/ that the HTML preloads are the route's (plugins/engine/paintFirst.ts); the rest is shared.
  const routeJs = weight.jsFiles.filter(({ href }) => href.includes('/static/js/async/')).reduce((n, { gzip }) => n + gzip, 0);
  problems.push(...pageBudgetProblems({ page: weight.page, sharedJs: weight.js.gzip - routeJs, routeJs, css: weight.css.gzip }));
  largest = Math.max(largest, weight.js.gzip + weight.css.gzip);
}
// The target itself, on the pages the bench measures for each type, so that growth fails here before a bench run.
for (const t of PAGE_TYPES) {
  for (const url of new Set([t.en, t.zh])) {
    const weight = pageWeight(url);
    const total = weight ? weight.js.gzip + weight.css.gzip : 0;
    if (!weight) problems.push(`${url}: the ${t.type} page the bench measures was not built`);
    else if (total > TARGETS.initialKiB * 1024) problems.push(`${url}: first download ${(total / 1024).toFixed(1)} KiB gzip, above the ${TARGETS.initialKiB} KiB target of every page type (README "Speed"; npm run bench shows where it goes)`);
  }
}
const search = checkSearchBudget(outDir);
problems.push(...search.problems);
if (problems.length > 0) {
  console.error(`check-bundles: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
const summary = Object.entries(usedOn).map(([lib, routes]) => `${lib} on ${routes.length}`).join(', ');
console.log(`check-bundles: ${pages} pages checked; heavy libraries only where used (${summary}); every page within budget (largest first download ${(largest / 1024).toFixed(1)} KiB of ${PAGE_BUDGETS.total / 1024} KiB gzip), each page type's within ${TARGETS.initialKiB} KiB; ${search.files} search index files within budget (meta.json ${SEARCH_META_BUDGET / 1024} KiB)`);
