/**
 * Every place where the site relies on `@rspress/core` internals (and on the bundler runtime it configures), with
 * the check that fails when an upgrade breaks it. Read this before upgrading the engine: run those checks first.
 * tests/unit/touchPoints.test.ts fails when a file of the site touches the engine in a way this list does not name
 * (an edit, a virtual-module transform, an alias, an import from `@rspress/core/dist/`), or when a named check
 * is gone.
 */
export type TouchKind =
  /** A Node load hook edits an engine module as Node loads it (plugins/engine/nodeHooks.mjs). */
  | 'load hook'
  /** The bundler edits an engine module as it compiles it (`api.transform` on the module's path). */
  | 'module edit'
  /** A module the engine generates (`virtual-…`) is rewritten after the engine's own loaders. */
  | 'virtual module'
  /** A package the engine imports is replaced in the browser build. */
  | 'alias'
  /** The site imports a file of `@rspress/core/dist/` that the package does not export as API. */
  | 'internal import'
  /** The site reads or rewrites what the engine (or its bundler) writes: HTML, scripts, CSS, assets. */
  | 'output shape';

export interface TouchPoint {
  kind: TouchKind;
  /** The site's files that touch the engine there (repository paths). */
  files: string[];
  /** What of the engine they rely on: its file under node_modules/@rspress/core/, or the output they read. */
  engine: string[];
  /** What would break. */
  why: string;
  /**
   * The check that fails when an upgrade breaks it: a file and a text in it. In a test file, the test's title;
   * in a plugin or script, the message it throws during `npm run build` or the check step it runs in.
   */
  check: { file: string; text: string };
}

export const TOUCH_POINTS: TouchPoint[] = [
  {
    kind: 'load hook',
    files: ['plugins/engine/pageIndexCache/engineEdit.mjs', 'plugins/engine/pageIndexCache/index.ts'],
    engine: ['dist/node/route/extractPageData.js'],
    why: 'the page data cache answers for the engine’s per-page parse; the edit replaces two lines of it',
    check: { file: 'tests/unit/pageIndexCache.test.ts', text: 'applies to the installed engine module, found by its path' },
  },
  {
    kind: 'module edit',
    files: ['plugins/engine/ssgPageLookup.ts'],
    engine: ['dist/runtime/initPageData.js', 'dist/runtime/route.js'],
    why: 'server builds find a page’s record and route in a map instead of scanning every page',
    check: { file: 'tests/unit/engineEdits.test.ts', text: "name: 'server route lookup'" },
  },
  {
    kind: 'module edit',
    files: ['plugins/engine/serverRender/index.ts'],
    engine: ['dist/runtime/ssrServerEntry.js'],
    why: 'the HTML server build renders with renderToString (plugins/engine/serverRender/renderPageHtml.ts)',
    check: { file: 'tests/unit/engineEdits.test.ts', text: "name: 'server render'" },
  },
  {
    kind: 'module edit',
    files: ['plugins/engine/hydrateOnce.ts'],
    engine: ['dist/runtime/ssrClientEntry.js', 'dist/runtime/hooks/useSidebar.js'],
    why: 'no second render of the page and the sidebar right after hydration',
    check: { file: 'tests/unit/hydrateOnce.test.ts', text: 'finds each edited module by its path and applies every replacement to the installed engine' },
  },
  {
    kind: 'module edit',
    files: ['plugins/engine/compactRoutes.ts'],
    engine: ['dist/runtime/route.js', 'dist/theme/components/Link/useLinkNavigate.js'],
    why: 'links and the route lookup wait for the route table that arrives after hydration',
    check: { file: 'tests/unit/compactRoutes.test.ts', text: 'apply to the installed engine modules, which still parse, and name this plugin on other code' },
  },
  {
    kind: 'virtual module',
    files: ['plugins/engine/compactRoutes.ts'],
    engine: ['dist/node/route/RouteService.js'],
    why: '`virtual-routes` is parsed into one row per page; its loaders and records must keep their shape',
    check: { file: 'tests/unit/engineShapes.test.ts', text: 'virtual-routes is written in the shape compactRoutes parses' },
  },
  {
    kind: 'virtual module',
    files: ['plugins/engine/slimPageData.ts'],
    engine: ['dist/node/runtimeModule/pageData/rsbuildPlugin.js'],
    why: '`virtual-page-data` loses its page list in the browser build',
    check: { file: 'tests/unit/engineShapes.test.ts', text: 'virtual-page-data is written in the shape slimPageData reads' },
  },
  {
    kind: 'virtual module',
    files: ['plugins/engine/engineTexts.ts'],
    engine: ['dist/node/runtimeModule/i18n.js', 'dist/node/runtimeModule/DEFAULT_I18N_TEXT.js'],
    why: '`virtual-i18n-text` loses the texts of parts the site does not show',
    check: { file: 'tests/unit/engineShapes.test.ts', text: 'virtual-i18n-text is one JSON default export holding every text engineTexts drops' },
  },
  {
    kind: 'virtual module',
    files: ['plugins/engine/localeSidebars.ts'],
    engine: ['dist/node/runtimeModule/siteData/rsbuildPlugin.js'],
    why: '`virtual-site-data` loses its sidebars; each section becomes a module of its own',
    check: { file: 'tests/unit/engineShapes.test.ts', text: 'virtual-site-data is one JSON default export' },
  },
  {
    kind: 'virtual module',
    files: ['plugins/content/staticHtml.ts'],
    engine: ['dist/node/mdx/processor.js'],
    why: 'a long outline moves into the strings file: the page meta the MDX compiler appends is rewritten',
    check: { file: 'tests/unit/engineShapes.test.ts', text: 'the MDX compiler appends the page meta where withTocFromStrings finds it' },
  },
  {
    kind: 'alias',
    files: ['plugins/engine/lightRuntime.ts'],
    engine: ['dist/node/utils/reactAlias.js', 'dist/runtime/', 'dist/theme/'],
    why: 'the engine’s browser dependencies are replaced by theme/shims/; a shim must export every name the engine imports, and the router’s alias key must be the engine’s own',
    check: { file: 'tests/unit/engineShapes.test.ts', text: 'each stand-in of lightRuntime exports every name the engine imports from its package' },
  },
  {
    kind: 'internal import',
    files: ['theme/components/NavHamburger.tsx', 'theme/components/navMenus.tsx', 'theme/home/registerHomeParts.tsx', 'theme/home/staticHomeParts.tsx', 'scripts/staticPartsCheck.ts'],
    engine: ['dist/theme/components/', 'dist/theme/layout/HomeLayout/', 'dist/theme/logic/utils.js'],
    why: 'parts of the engine’s theme used one by one, so a page loads only the parts it shows',
    check: { file: 'tests/unit/engineShapes.test.ts', text: 'every import from @rspress/core/dist/ resolves and has the names the site imports' },
  },
  {
    kind: 'output shape',
    files: ['plugins/engine/paintFirst.ts', 'scripts/routeChunks.ts', 'scripts/heavyChunks.ts'],
    engine: ['the built HTML’s `<script defer>` and chunk preload tags', 'the route table and chunk tables of the built scripts'],
    why: 'a page’s scripts are read from its HTML and its route’s chunks from the built tables',
    check: { file: 'scripts/routeChunks.ts', text: 'route-chunks: no route table in the main script' },
  },
  {
    kind: 'output shape',
    files: ['plugins/engine/routeChunkHashes.ts'],
    engine: ['the bundler runtime’s chunk file name function (`X.u=e=>"static/js/async/"+e+…`)'],
    why: 'chunk hashes move from the main script into the route table’s chunk',
    check: { file: 'plugins/engine/routeChunkHashes.ts', text: 'the chunk file name function is not in the main script' },
  },
  {
    kind: 'output shape',
    files: ['plugins/engine/routeStyles.ts'],
    engine: ['the bundler’s CSS chunks (`splitChunks` cache groups) and the runtime’s CSS file name table'],
    why: 'route stylesheets are split out of the main one and linked by paintFirst',
    check: { file: 'plugins/engine/paintFirst.ts', text: 'links no main stylesheet before its scripts' },
  },
  {
    kind: 'output shape',
    files: ['plugins/engine/unusedCss.ts'],
    engine: ['class names of the engine’s stylesheets'],
    why: 'rules for parts no page shows are dropped; a page that starts using one would be unstyled',
    check: { file: 'scripts/check-site.ts', text: 'take it out of UNUSED_CSS_CLASSES' },
  },
  {
    kind: 'output shape',
    files: ['plugins/engine/keptOutput.ts'],
    engine: ['the order of the engine’s afterBuild hooks and the bundler’s emit (compareBeforeEmit)'],
    why: 'the output folder is swept after the last writer; a file written late must not look stale',
    check: { file: 'tests/unit/keptOutput.test.ts', text: "waits for every plugin's afterBuild before it sweeps" },
  },
  {
    kind: 'output shape',
    files: ['plugins/content/markdownTwins.ts', 'plugins/content/htmlToMarkdown.ts'],
    engine: ['the built article’s markup: callouts (`rp-callout`), code blocks (`rp-codeblock`, `data-lang`), heading anchors (`rp-header-anchor`), the “Copy Markdown” button (`rp-not-doc`)'],
    why: 'the Markdown twins are written from the built article; a renamed class would leave a callout or code block out of them, or a button’s text in',
    check: { file: 'scripts/check-site.ts', text: 'checkMarkdownTwin' },
  },
  {
    kind: 'output shape',
    files: ['plugins/content/staticHtml.ts'],
    engine: ['the markup of the engine’s Markdown components and Link (`rp-link`)'],
    why: 'static parts are written as the engine’s components would render them, so hydration finds the same DOM',
    check: { file: 'tests/unit/staticHtml.test.ts', text: 'renders the same HTML as the Markdown components do' },
  },
];
