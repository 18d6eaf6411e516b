/**
 * The token tools' strings exist once per language (site/text/tools.en.ts, tools.zh.ts); a tool reads
 * those of the page's language (useToolText). A page that imports a tool component gets its
 * language's strings imported first, in every build environment, so a Chinese tool page never
 * downloads the English strings and the other way round (about 6 KiB gzip each).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { langOfPagePath } from './pageLang';

const textModule = (lang: string) => path.join(import.meta.dirname, '..', 'site', 'text', `tools.${lang}.ts`);

/** A compiled page module with its language's tool strings imported first, when it shows a tool. */
export function withToolText(code: string, lang: string): string {
  if (!/["'](?:@components|[./]*components)\/tools\//.test(code)) return code;
  return `import ${JSON.stringify(textModule(lang))};\n${code}`;
}

export function localeToolTextPlugin(): RspressPlugin {
  let root = '';
  let langs: string[] = [];
  let defaultLang = '';
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'alist-locale-tool-text-modules',
    setup(api) {
      api.transform({ test: /\.mdx?$/, order: 'post' }, ({ code, resourcePath }) => {
        const relative = path.relative(root, resourcePath);
        if (relative.startsWith('..') || path.isAbsolute(relative)) return code;
        return withToolText(code, langOfPagePath(relative, langs, defaultLang));
      });
    },
  };
  return {
    name: 'alist-locale-tool-text',
    config(config) {
      root = path.resolve(config.root ?? 'docs');
      langs = (config.locales ?? []).map((l) => l.lang);
      defaultLang = config.lang ?? langs[0] ?? '';
      return config;
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
