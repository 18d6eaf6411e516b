/**
 * The token tools' strings exist once per language (site/text/tools.en.ts, tools.zh.ts); a tool reads
 * those of the page's language (useToolText). A page that imports a tool component gets its
 * language's strings imported first, in every build environment, so a Chinese tool page never
 * downloads the English strings and the other way round (about 6 KiB gzip each).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { langOfPageModule, pageLanguagesOf, type PageLanguages } from './pageLang';

const textModule = (lang: string) => path.join(import.meta.dirname, '..', 'site', 'text', `tools.${lang}.ts`);

/** A compiled page module with its language's tool strings imported first, when it shows a tool. */
export function withToolText(code: string, lang: string): string {
  if (!/["'](?:@components|[./]*components)\/tools\//.test(code)) return code;
  return `import ${JSON.stringify(textModule(lang))};\n${code}`;
}

export function localeToolTextPlugin(): RspressPlugin {
  let pages: PageLanguages = { root: '', langs: [], defaultLang: '' };
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-locale-tool-text-modules',
    setup(api) {
      api.transform({ test: /\.mdx?$/, order: 'post' }, ({ code, resourcePath }) => {
        const lang = langOfPageModule(resourcePath, pages);
        return lang ? withToolText(code, lang) : code;
      });
    },
  };
  return {
    name: 'alist-locale-tool-text',
    config(config) {
      pages = pageLanguagesOf(config);
      return config;
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
