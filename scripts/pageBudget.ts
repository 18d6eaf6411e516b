/**
 * Byte budgets of a page's first download (gzip), checked on every built page by check-bundles.ts.
 * Set just above what the site measures, so any growth fails the tests and has to be argued for.
 * 2026-11-27: shared JS up to 112.5 KiB, a route's chunks up to 28.7 KiB, CSS 14.6 KiB, total up to
 * 155.8 KiB (the Chinese file-system API page). Until that day the route's shared chunks (component
 * libraries, strings) were not counted, because the HTML named only the page's own chunk; they were
 * then 167 KiB on the largest page. Later that day: shared JS 110.3, route 26.0, CSS 14.6, total up to
 * 151.0 KiB (the Chinese file-system API page), after the home layout, the API "try it" form and the
 * standalone tools' strings left the pages that do not show them. 2026-11-28: shared JS 111.5 KiB, a
 * route's chunks up to 23.6 KiB, CSS 14.7 KiB, total up to 149.9 KiB (the Chinese Baidu callback page), after
 * the static text and the API operations' data left the page scripts (plugins/staticHtml.ts); the API page
 * went from 151.5 to 141.7 KiB. Later that day: shared JS 112.2 KiB (the bundler's stylesheet loader), CSS up to
 * 12.8 KiB, total up to 148.7 KiB, after the stylesheets of tools, tabs, diagrams, the home layout, the API
 * boxes and the search dialog left the main stylesheet (plugins/routeStyles.ts). Then shared JS 108.3 KiB, total
 * up to 144.7 KiB, after the route table left the main script (plugins/compactRoutes.ts); route 22.9 KiB, total
 * up to 143.9 KiB (the Chinese 115 page) once the SharePoint site ID lookup left the callback pages. Then shared JS
 * 105.5 KiB, total up to 141.1 KiB, after the hashes of the route chunks left the main script's chunk file table
 * (plugins/routeChunkHashes.ts). 2026-11-28, later: shared JS 105.2 KiB, a route's chunks up to 19.5 KiB, total
 * up to 137.5 KiB (the Chinese ecosystem page, with its player and demos), after site links, "since" marks and the
 * driver tables became static parts, the tools' strings came in parts, the sidebar by section, and the hashes of
 * chunks that route chunks load left the main script. Then shared JS 104.3 KiB, CSS 12.5 KiB, total up to 135.6
 * KiB (the Chinese OneDrive callback page), after code blocks became static parts, the engine's tag badges and the
 * dialogs' stylesheet left every page. Then shared JS 95.5 KiB, total up to 126.8 KiB (the same page), with React on
 * its 19.2 line (README "Speed", DEVELOPERS.md "Decisions"): react-dom 19.3 is 9 KiB heavier. Then shared JS 94.8 KiB,
 * CSS 12.1 KiB, total up to 125.7 KiB, after the navbar's menus left the first download (theme/components/NavHamburger.tsx).
 * Then shared JS 94.4 KiB, CSS 11.5 KiB, total up to 124.7 KiB, after the engine's texts and CSS rules for what no
 * page shows left the browser build (plugins/engineTexts.ts, plugins/unusedCss.ts). Then shared JS 94.1 KiB, total
 * up to 124.3 KiB, once the stylesheet chunks carried no script of empty module stubs (plugins/routeStyles.ts).
 * Then shared JS 93.8 KiB, a route's chunks up to 15.4 KiB, CSS 11.25 KiB, total up to 120.4 KiB (the Chinese
 * ecosystem page, with its player and demos), after the tools left their pages' first download
 * (components/tools/ToolIsland.tsx), the API operations' renderer and long outlines left the page modules
 * (plugins/staticHtml.ts), and code copy no longer used the engine's getCopyableText. Then a route's chunks up to
 * 14.7 KiB, total up to 118.7 KiB (the Chinese drivers overview, with its matrix), once the rich fences' decoder
 * came with the chart and diagram libraries (components/useDecodedConfig.ts). Then a route's chunks up to 13.2 KiB,
 * total up to 118.1 KiB (the Chinese ecosystem page), once the driver matrix came in each page's language only
 * (plugins/driverMatrix.ts; the drivers overview 118.6 -> 115.4 KiB). The target the bench measures every
 * page type against (110 KiB in all) is lower; see README "Speed".
 */
export const PAGE_BUDGETS = {
  /** Scripts every page loads: React, router, engine, theme, route table. */
  sharedJs: 93.8 * 1024,
  /** Every chunk the page's route waits for before it renders: its module and the chunks it shares with other pages. */
  routeJs: 13.2 * 1024,
  /** The main stylesheet and the route's own (plugins/routeStyles.ts). */
  css: 11.25 * 1024,
  total: 118.2 * 1024,
};

export interface PageBytes {
  page: string;
  sharedJs: number;
  routeJs: number;
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
  check("the route's JS", p.routeJs, budgets.routeJs);
  check('initial CSS', p.css, budgets.css);
  check('initial JS+CSS', p.sharedJs + p.routeJs + p.css, budgets.total);
  return problems;
}
