/**
 * The engine's site data (virtual-site-data) holds the sidebars of both languages, and every page
 * loads it with the main script, though a page shows one section of its own language's sidebar at most
 * (the guide's, the configuration's or the FAQ's; the tool, community and pricing pages none). In the
 * browser build:
 *
 * - the main script's copy keeps every other field, with each language's sidebar emptied;
 * - `virtual-site-data?sidebar=<lang>&section=<key>` is a small module of its own that puts that section
 *   back into the language's sidebar when it runs;
 * - every page module puts the section it shows into place first (the sidebar key its route starts with, as the
 *   engine picks it), so the sidebar is there before the engine renders the page (it loads and runs the page
 *   module first, on the first load and on every client navigation). The bundler puts each section in one chunk
 *   that its pages share. A large section (the guide's) is read back from the page's own HTML on a first load,
 *   and its chunk loaded only else (`sectionReader`, theme/sidebarFromPage.ts); a small one is imported.
 *
 * Home pages and pages outside every section import none. SSG and `rspress dev` keep the
 * whole site data.
 * Both transforms throw, naming this file, when the engine's module changes shape.
 */
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import path from 'node:path';
import { isHomePage, langOfPageModule, pageLanguagesOf, type PageLanguages } from '../shared/pageLang';
import { routeOfFile } from '../../site/pages';

const QUERY = /[?&]sidebar=([\w-]+)&section=([^&]+)/;

interface SiteLocale {
  lang: string;
  sidebar?: unknown;
}

function siteDataOf(code: string): { themeConfig?: { locales?: SiteLocale[] } } {
  const m = /^export default ([\s\S]*?);?\s*$/.exec(code.trim());
  if (!m) throw new Error(`locale-sidebars: the engine's virtual-site-data module has an unknown shape; check plugins/engine/localeSidebars.ts. It starts: ${code.slice(0, 120)}`);
  try {
    return JSON.parse(m[1]) as { themeConfig?: { locales?: SiteLocale[] } };
  } catch (error) {
    throw new Error(`locale-sidebars: the engine's virtual-site-data module is not one JSON value (${String(error)}); check plugins/engine/localeSidebars.ts`);
  }
}

function localesOf(data: ReturnType<typeof siteDataOf>): SiteLocale[] {
  const locales = data.themeConfig?.locales;
  if (!Array.isArray(locales) || locales.some((l) => typeof l.sidebar !== 'object' || l.sidebar === null)) {
    throw new Error('locale-sidebars: the site data has no per-language sidebars (themeConfig.locales[].sidebar); check plugins/engine/localeSidebars.ts');
  }
  return locales;
}

/** The main script's site data: every language's sidebar emptied. */
export function siteDataWithoutSidebars(code: string): string {
  const data = siteDataOf(code);
  for (const locale of localesOf(data)) locale.sidebar = {};
  return `export default ${JSON.stringify(data)};`;
}

/** The module that puts one section of one language's sidebar into the site data. */
export function sidebarModule(code: string, lang: string, section: string): string {
  const locale = localesOf(siteDataOf(code)).find((l) => l.lang === lang);
  if (!locale) throw new Error(`locale-sidebars: no language "${lang}" in the site data; check plugins/engine/localeSidebars.ts`);
  const group = (locale.sidebar as Record<string, unknown>)[section];
  if (!group) throw new Error(`locale-sidebars: no sidebar section "${section}" in language "${lang}"; check plugins/engine/localeSidebars.ts`);
  return `import siteData from "virtual-site-data";
siteData.themeConfig.locales.find((locale) => locale.lang === ${JSON.stringify(lang)}).sidebar[${JSON.stringify(section)}] = ${JSON.stringify(group)};
`;
}

const READER = path.join(import.meta.dirname, '..', '..', 'theme', 'sidebarFromPage.ts');

/**
 * A section is read back from the page only when its data (as JSON) has at least this many characters: the reader
 * costs each page about 0.5 KiB gzip, more than the configuration's and the FAQ's sections (0.4 and 0.2 KB), far
 * less than the guide's (10 KB, 2.5 KiB gzip). The others stay a plain import the page waits for.
 */
const READ_BACK_MIN_CHARS = 2000;

/** Whether a section (its data in the config) is read back from the page rather than imported. */
export function readsBack(section: unknown): boolean {
  return JSON.stringify(section ?? null).length >= READ_BACK_MIN_CHARS;
}

/**
 * What a page's module runs first: its section into the site data, read back from the page's own HTML on a first
 * load, else by running the section's module (theme/sidebarFromPage.ts). The section's module is an `import()`,
 * so its chunk is not one the page waits for, and paintFirst does not list it in the page's HTML.
 */
export function sectionReader(lang: string, section: string, route: string): string {
  const module = `virtual-site-data?sidebar=${lang}&section=${encodeURIComponent(section)}`;
  // The page module's code after this waits for the section (top-level await), as it waited for the import.
  return `import __siteData from "virtual-site-data";
import { pageSidebar as __pageSidebar } from ${JSON.stringify(READER)};
await __pageSidebar(__siteData, ${JSON.stringify(lang)}, ${JSON.stringify(section)}, ${JSON.stringify(route)}, () => import(${JSON.stringify(module)}));
`;
}

/**
 * A page's URL path from its source under the docs root, by the site's one rule (site/pages.ts routeOfFile):
 * "zh/config/x.mdx" → "/zh/config/x.html", "en/guide/index.md" → "/guide/".
 */
export function routeOfPage(resourcePath: string, pages: PageLanguages): string | undefined {
  const lang = langOfPageModule(resourcePath, pages);
  if (!lang) return undefined;
  const relative = path.relative(pages.root, resourcePath).split(path.sep).join('/');
  const inLang = relative.startsWith(`${lang}/`) ? relative.slice(lang.length + 1) : relative;
  return `${lang === pages.defaultLang ? '/' : `/${lang}/`}${routeOfFile(inLang)}`;
}

/** The sidebar section the engine shows on a route: the longest key that matches it (@rspress/shared matchSidebar). */
export function sidebarSectionOf(route: string, keys: string[]): string | undefined {
  return [...keys].sort((a, b) => b.length - a.length).find((key) => route.startsWith(key) || route.startsWith(`${key}.`));
}

export function localeSidebarsPlugin(): RspressPlugin {
  let pages: PageLanguages = { root: '', langs: [], defaultLang: '' };
  let sections = new Map<string, string[]>();
  /** The sections read back from the page, by "<lang> <key>". */
  let readBackSections = new Set<string>();
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-locale-sidebars-modules',
    setup(api) {
      // A byte saving for readers only: in `rspress dev` modules arrive with the dev server's own code
      // around them, and every page there loads from the dev server anyway.
      if (api.context.action === 'dev') return;
      api.transform({ test: /virtual-site-data/, environments: ['web'], order: 'post' }, ({ code, resourceQuery }) => {
        const query = QUERY.exec(resourceQuery ?? '');
        return query ? sidebarModule(code, query[1], decodeURIComponent(query[2])) : siteDataWithoutSidebars(code);
      });
      api.transform({ test: /\.mdx?$/, environments: ['web'], order: 'post' }, ({ code, resourcePath }) => {
        const lang = langOfPageModule(resourcePath, pages);
        const route = routeOfPage(resourcePath, pages);
        // Home pages show no sidebar; pages outside every section none either.
        const section = lang && route && !isHomePage(code) ? sidebarSectionOf(route, sections.get(lang) ?? []) : undefined;
        if (!section || !lang || !route) return code;
        const module = `virtual-site-data?sidebar=${lang}&section=${encodeURIComponent(section)}`;
        const readBack = readBackSections.has(`${lang} ${section}`);
        return `${readBack ? sectionReader(lang, section, route) : `import ${JSON.stringify(module)};\n`}${code}`;
      });
    },
  };
  return {
    name: 'alist-locale-sidebars',
    config(config) {
      pages = pageLanguagesOf(config);
      const locales = (config.themeConfig?.locales ?? []) as SiteLocale[];
      sections = new Map(locales.map((l) => [l.lang, Object.keys((l.sidebar ?? {}) as object)]));
      readBackSections = new Set(locales.flatMap((l) => Object.entries((l.sidebar ?? {}) as object).filter(([, data]) => readsBack(data)).map(([key]) => `${l.lang} ${key}`)));
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
                    // One chunk per section and language, shared by its pages (never a copy in each page chunk).
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
