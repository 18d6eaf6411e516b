import type { LocaleCode } from '../site/locales';

/** The same page in the other locale: every page exists in both trees with the same relative path. */
export function twinPath(pathname: string, target: LocaleCode): string {
  const rest = pathname.replace(/^\/zh(?=\/|$)/i, '') || '/';
  return target === 'zh' ? `/zh${rest}` : rest;
}
