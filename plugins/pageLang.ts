import type { LocaleCode } from '../site/locales';

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
