import type { LocaleCode } from '../site/locales';

/** The first of the browser's preferred languages that the site has, or null. */
export function preferredLocale(languages: readonly string[]): LocaleCode | null {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh';
    if (lower.startsWith('en')) return 'en';
  }
  return null;
}

export const LOCALE_CHOICE_KEY = 'alist-locale-choice';
export const LOCALE_DIALOG_DISMISSED_KEY = 'alist-locale-dialog-dismissed';

export type LanguageDecision = { kind: 'none' } | { kind: 'offer'; target: LocaleCode } | { kind: 'follow'; target: LocaleCode };

/**
 * What to do on arrival: follow a language the reader chose to remember, offer the preferred
 * language when it differs from the page's and the offer was not dismissed, or nothing.
 */
export function decideLanguage(page: LocaleCode, languages: readonly string[], remembered: string | null, dismissed: boolean): LanguageDecision {
  if (remembered === 'en' || remembered === 'zh') return remembered === page ? { kind: 'none' } : { kind: 'follow', target: remembered };
  if (dismissed) return { kind: 'none' };
  const preferred = preferredLocale(languages);
  return preferred && preferred !== page ? { kind: 'offer', target: preferred } : { kind: 'none' };
}
