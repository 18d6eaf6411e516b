import { useLang } from '@rspress/core/runtime';
import { toolTextOf, type ToolText } from '../../site/text/tools';

/** The page's language and the tools' strings, for the checkers (which read only the island and checker parts). */
export function useCheckerText(): { lang: 'en' | 'zh'; t: ToolText } {
  const lang = useLang() === 'zh' ? ('zh' as const) : ('en' as const);
  return { lang, t: toolTextOf(lang) };
}
