/**
 * The engine's site data (virtual-site-data) holds the sidebars of both languages, and every page
 * loads it with the main script, though a page only shows the sidebar of its own language. In the
 * browser build:
 *
 * - the main script's copy keeps every other field, with each language's sidebar emptied;
 * - `virtual-site-data?sidebar=<lang>` is a small module of its own that puts that language's sidebar
 *   back into the site data when it runs;
 * - every page module of a language imports it first, so the sidebar is in place before the engine
 *   renders the page (it loads and runs the page module first, on the first load and on every client
 *   navigation), and the bundler puts it in one chunk per language that the page chunks share.
 *
 * Home pages need no sidebar and do not import it. SSG, the Markdown twins and `rspress dev` keep the whole
 * site data.
 * Both transforms throw, naming this file, when the engine's module changes shape.
 */
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { isHomePage, langOfPageModule, pageLanguagesOf, type PageLanguages } from './pageLang';

const QUERY = /[?&]sidebar=([\w-]+)/;

interface SiteLocale {
  lang: string;
  sidebar?: unknown;
}

function siteDataOf(code: string): { themeConfig?: { locales?: SiteLocale[] } } {
  const m = /^export default ([\s\S]*?);?\s*$/.exec(code.trim());
  if (!m) throw new Error(`locale-sidebars: the engine's virtual-site-data module has an unknown shape; check plugins/localeSidebars.ts. It starts: ${code.slice(0, 120)}`);
  try {
    return JSON.parse(m[1]) as { themeConfig?: { locales?: SiteLocale[] } };
  } catch (error) {
    throw new Error(`locale-sidebars: the engine's virtual-site-data module is not one JSON value (${String(error)}); check plugins/localeSidebars.ts`);
  }
}

function localesOf(data: ReturnType<typeof siteDataOf>): SiteLocale[] {
  const locales = data.themeConfig?.locales;
  if (!Array.isArray(locales) || locales.some((l) => typeof l.sidebar !== 'object' || l.sidebar === null)) {
    throw new Error('locale-sidebars: the site data has no per-language sidebars (themeConfig.locales[].sidebar); check plugins/localeSidebars.ts');
  }
  return locales;
}

/** The main script's site data: every language's sidebar emptied. */
export function siteDataWithoutSidebars(code: string): string {
  const data = siteDataOf(code);
  for (const locale of localesOf(data)) locale.sidebar = {};
  return `export default ${JSON.stringify(data)};`;
}

/** The module that puts one language's sidebar into the site data. */
export function sidebarModule(code: string, lang: string): string {
  const locale = localesOf(siteDataOf(code)).find((l) => l.lang === lang);
  if (!locale) throw new Error(`locale-sidebars: no language "${lang}" in the site data; check plugins/localeSidebars.ts`);
  return `import siteData from "virtual-site-data";
siteData.themeConfig.locales.find((locale) => locale.lang === ${JSON.stringify(lang)}).sidebar = ${JSON.stringify(locale.sidebar)};
`;
}

export function localeSidebarsPlugin(): RspressPlugin {
  let pages: PageLanguages = { root: '', langs: [], defaultLang: '' };
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-locale-sidebars-modules',
    setup(api) {
      // A byte saving for readers only: in `rspress dev` modules arrive with the dev server's own code
      // around them, and every page there loads from the dev server anyway.
      if (api.context.action === 'dev') return;
      api.transform({ test: /virtual-site-data/, environments: ['web'], order: 'post' }, ({ code, resourceQuery }) => {
        const lang = QUERY.exec(resourceQuery ?? '')?.[1];
        return lang ? sidebarModule(code, lang) : siteDataWithoutSidebars(code);
      });
      api.transform({ test: /\.mdx?$/, environments: ['web'], order: 'post' }, ({ code, resourcePath }) => {
        const lang = langOfPageModule(resourcePath, pages);
        // Home pages show no sidebar.
        return lang && !isHomePage(code) ? `import "virtual-site-data?sidebar=${lang}";\n${code}` : code;
      });
    },
  };
  return {
    name: 'alist-locale-sidebars',
    config(config) {
      pages = pageLanguagesOf(config);
      return config;
    },
    builderConfig: {
      plugins: [rsbuildPlugin],
      environments: {
        web: {
          tools: {
            rspack: {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    // One chunk per language, shared by that language's pages (never a copy in each page chunk).
                    localeSidebars: { test: (module: Rspack.Module) => QUERY.test((module as unknown as { resource?: string }).resource ?? ''), chunks: 'async', enforce: true, priority: 50 },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}
