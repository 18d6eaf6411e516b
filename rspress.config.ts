import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { cjkLineBreaksPlugin } from './plugins/content/cjkLineBreaks';
import { driverMatrixPlugin } from './plugins/content/driverMatrix';
import { versionHistoryPlugin } from './plugins/content/versionHistory';
import { headingAnchorsPlugin } from './plugins/content/headingAnchors';
import { localeSidebarsPlugin } from './plugins/engine/localeSidebars';
import { localeToolTextPlugin } from './plugins/engine/localeToolText';
import { homePartsPlugin } from './plugins/engine/homeParts';
import { hydrateOncePlugin } from './plugins/engine/hydrateOnce';
import { pageMetaPlugin } from './plugins/content/pageMeta';
import { slimPageDataPlugin } from './plugins/engine/slimPageData';
import { engineTextsPlugin } from './plugins/engine/engineTexts';
import { unusedCssPlugin } from './plugins/engine/unusedCss';
import { searchPlugin } from './plugins/delivery/search';
import { serviceWorkerPlugin } from './plugins/delivery/serviceWorker';
import { richContentPlugin } from './plugins/content/richContent';
import { apiOperationsPlugin } from './plugins/content/apiOperations';
import { seoHeadPlugin } from './plugins/delivery/seoHead';
import { markdownTwinsPlugin } from './plugins/content/markdownTwins';
import { hostingFilesPlugin } from './plugins/delivery/hostingFiles';
import { openapiFilesPlugin } from './plugins/delivery/openapiFiles';
import { lightRuntimePlugin } from './plugins/engine/lightRuntime';
import { paintFirstPlugin } from './plugins/engine/paintFirst';
import { routeStylesPlugin } from './plugins/engine/routeStyles';
import { builtHtmlPlugin } from './plugins/shared/builtHtml';
import { withKeptOutput } from './plugins/engine/keptOutput';
import { SEARCH_ROOT } from './theme/search/shardFormat';
import { serverRenderPlugin } from './plugins/engine/serverRender';
import { ssgPageLookupPlugin } from './plugins/engine/ssgPageLookup';
import { compactRoutesPlugin } from './plugins/engine/compactRoutes';
import { staticHtmlPlugin } from './plugins/content/staticHtml';
import { withBuildTimings } from './plugins/shared/buildTimings';
import { pageIndexCachePlugin } from './plugins/engine/pageIndexCache';
import { thirdPartyHeadEntries, thirdPartyHeadTags } from './site/head';
import { links } from './site/links';
import { dataThemeScript } from './theme/colorMode';
import { navbarEndHeadTag } from './theme/navbarEnd';
import { locales } from './site/locales';
import { navFor } from './site/nav';
import { sidebarFor } from './site/sidebar';
import { siteUrl } from './site/siteUrl';

/** Tags of every page's <head>. */
const commonHead = [
  `<script>${dataThemeScript}</script>`,
  navbarEndHeadTag,
  '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/manifest.webmanifest">',
  '<meta name="theme-color" content="#1f6feb">',
];
/** The SEO step adds these to the 404 page, which the engine builds without the config's head. */
const siteHead = [...commonHead, ...thirdPartyHeadTags(process.env)];

export default defineConfig({
  // DOCS_ROOT builds another page tree with the same site (the bench's synthetic corpus).
  root: process.env.DOCS_ROOT ? path.resolve(process.env.DOCS_ROOT) : path.join(import.meta.dirname, 'docs'),
  // DOCS_OUT_DIR lets several builds run side by side (e.g. parallel development checkouts).
  outDir: process.env.DOCS_OUT_DIR ?? 'doc_build',
  base: '/',
  siteOrigin: siteUrl,
  lang: 'en',
  route: {
    // The spec wants no automatic locale detection; a dialog offers the switch instead.
    localeRedirect: 'never',
    cleanUrls: false,
    // The theme applies the site's own canonical rule (index pages end in "/"); see theme/canonicalPath.ts.
    cleanUrlsRedirect: false,
  },
  locales: [
    { lang: 'en', label: locales.en.label, title: locales.en.title, description: locales.en.description },
    { lang: 'zh', label: locales.zh.label, title: locales.zh.title, description: locales.zh.description },
  ],
  builderConfig: {
    // DOCS_SOURCE_MAPS=1: source maps beside the scripts, not referenced from them, for the bench's
    // bundle report (scripts/bundleReport.ts); the scripts themselves are byte for byte the same.
    ...(process.env.DOCS_SOURCE_MAPS ? { output: { sourceMap: { js: 'hidden-source-map' as const, css: false } } } : {}),
    // No size table: listing the thousand-odd output files of the three environments cost 7-11 % of the
    // build (medians 29.9 against 32.0 s, paired ratio 0.886, 3 runs); the bench measures what readers download.
    performance: { printFileSize: false },
    resolve: {
      alias: {
        '@components': path.join(import.meta.dirname, 'components'),
        '@data': path.join(import.meta.dirname, 'data'),
        '@site': path.join(import.meta.dirname, 'site'),
      },
    },
  },
  // The site's own search (plugins/delivery/search) indexes the built HTML; the engine's index would be thrown away.
  search: false,
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'AList',
  // The opted-in third-party tags go into every page but the /tool/ ones (site/head.ts).
  head: [...commonHead, ...thirdPartyHeadEntries(process.env)],
  // The theme's ImageZoom loads medium-zoom only on pages with images and makes images keyboard controls.
  mediumZoom: false,
  plugins: withKeptOutput(withBuildTimings([pageIndexCachePlugin(), cjkLineBreaksPlugin(), driverMatrixPlugin(), versionHistoryPlugin(), pageMetaPlugin(), headingAnchorsPlugin(), slimPageDataPlugin(), engineTextsPlugin(), unusedCssPlugin(), localeSidebarsPlugin(), localeToolTextPlugin(), homePartsPlugin(), hydrateOncePlugin(), ssgPageLookupPlugin(), serverRenderPlugin(), richContentPlugin(), apiOperationsPlugin(), searchPlugin(), serviceWorkerPlugin(), seoHeadPlugin(siteUrl, siteHead), markdownTwinsPlugin(siteUrl), paintFirstPlugin(), hostingFilesPlugin(), builtHtmlPlugin(), openapiFilesPlugin(), lightRuntimePlugin(), routeStylesPlugin(), compactRoutesPlugin(), staticHtmlPlugin()]), { leave: [SEARCH_ROOT] }),
  themeConfig: {
    locales: [
      { lang: 'en', label: locales.en.label, title: locales.en.title, description: locales.en.description, nav: navFor('en'), sidebar: sidebarFor('en') },
      { lang: 'zh', label: locales.zh.label, title: locales.zh.title, description: locales.zh.description, nav: navFor('zh'), sidebar: sidebarFor('zh') },
    ],
    editLink: { docRepoBaseUrl: `${links.docsRepo}/tree/${links.docsBranch}/docs` },
    lastUpdated: true,
    // "Copy Markdown" below each title copies the Markdown twin (plugins/content/markdownTwins.ts); no third-party chat links.
    llmsUI: { viewOptions: false, injectLlmsHint: false },
    // The theme hides the navbar itself (SPEC.md §9 numbers); see theme/hooks/useNavbarAutoHide.ts.
    hideNavbar: 'never',
  },
});
