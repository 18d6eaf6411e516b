import type { LocaleCode } from '../site/locales';

/** The language of a page from its source path: pages under docs/zh/ are Chinese, all others English. */
export function pageLangOfSource(source: string): LocaleCode {
  return /(^|[\\/])docs[\\/]zh[\\/]/.test(source) ? 'zh' : 'en';
}
