import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { LocaleCode } from '../../site/locales';

/** The language of a page from its source path: pages under docs/zh/ are Chinese, all others English. */
export function pageLangOfSource(source: string): LocaleCode {
  return /(^|[\\/])docs[\\/]zh[\\/]/.test(source) ? 'zh' : 'en';
}

/**
 * The language of a page from its path relative to the docs root: the first folder when it names a
 * language ("zh/guide/x.md" → zh), else the default language.
 */
export function langOfPagePath(relative: string, langs: string[], defaultLang: string): string {
  const first = relative.split(/[\\/]/)[0];
  return langs.includes(first) ? first : defaultLang;
}

/** Where the pages are and which languages they come in, from the site's config. */
export interface PageLanguages {
  root: string;
  langs: string[];
  defaultLang: string;
}

export function pageLanguagesOf(config: UserConfig): PageLanguages {
  const langs = (config.locales ?? []).map((l) => l.lang);
  return { root: path.resolve(config.root ?? 'docs'), langs, defaultLang: config.lang ?? langs[0] ?? '' };
}

/** The language of a compiled module when its source is a page under the docs root, else undefined. */
export function langOfPageModule(resourcePath: string, pages: PageLanguages): string | undefined {
  const relative = path.relative(pages.root, resourcePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return langOfPagePath(relative, pages.langs, pages.defaultLang);
}

/** Whether a compiled page module is a home page (pageType: home). */
export function isHomePage(code: string): boolean {
  return /\bpageType\s*:\s*["']home["']|"pageType":\s*"home"/.test(code);
}

/**
 * An Rspress plugin that rewrites the compiled module of each page under the docs root, after the
 * engine's loaders, in every build environment (with `buildOnly`, not under `rspress dev`), knowing the page's
 * language.
 */
export function pageModulesPlugin(name: string, transform: (code: string, lang: string) => string, { buildOnly = false } = {}): RspressPlugin {
  let pages: PageLanguages = { root: '', langs: [], defaultLang: '' };
  const rsbuildPlugin: RsbuildPlugin = {
    name: `${name}-modules`,
    setup(api) {
      // `buildOnly`: not under `rspress dev`, which appends hot-reload code of its own to each module.
      if (buildOnly && api.context.action === 'dev') return;
      api.transform({ test: /\.mdx?$/, order: 'post' }, ({ code, resourcePath }) => {
        const lang = langOfPageModule(resourcePath, pages);
        return lang ? transform(code, lang) : code;
      });
    },
  };
  return {
    name,
    config(config) {
      pages = pageLanguagesOf(config);
      return config;
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
