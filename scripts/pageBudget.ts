/**
 * Byte budgets of a page's first download (gzip), checked on every built page by check-bundles.ts.
 * Set just above what the site measures (2026-11-25: shared JS 119 KiB, a page's own chunk up to 25 KiB,
 * CSS 14.4 KiB; 2026-11-27, API pages in one language: total up to 154.6 KiB), so any growth fails the
 * tests and has to be argued for. The
 * targets the bench measures against (110 KiB in all) are lower; see README "Speed".
 */
export const PAGE_BUDGETS = {
  /** Scripts every page loads: React, router, engine, theme, route table. */
  sharedJs: 122 * 1024,
  /** The page's own module chunk(s), preloaded by its HTML. */
  ownJs: 30 * 1024,
  css: 16 * 1024,
  total: 157 * 1024,
};

export interface PageBytes {
  page: string;
  sharedJs: number;
  ownJs: number;
  css: number;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Problems of one page against the budgets, naming page, part and figure. */
export function pageBudgetProblems(p: PageBytes, budgets = PAGE_BUDGETS): string[] {
  const problems: string[] = [];
  const check = (part: string, value: number, budget: number) => {
    if (value > budget) problems.push(`${p.page}: ${part} ${kib(value)} gzip exceeds the budget of ${kib(budget)}`);
  };
  check('shared initial JS', p.sharedJs, budgets.sharedJs);
  check("the page's own JS", p.ownJs, budgets.ownJs);
  check('initial CSS', p.css, budgets.css);
  check('initial JS+CSS', p.sharedJs + p.ownJs + p.css, budgets.total);
  return problems;
}
