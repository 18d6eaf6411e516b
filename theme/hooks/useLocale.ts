import { useLang } from '@rspress/core/runtime';
import { locales, ui, type LocaleCode } from '../../site/locales';

/** The current page's locale and its UI strings. */
export function useLocale() {
  const code: LocaleCode = useLang() === 'zh' ? 'zh' : 'en';
  return { locale: locales[code], t: ui[code] };
}
