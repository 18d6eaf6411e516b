import { useLang } from '@rspress/core/runtime';
import { componentText } from '../site/componentText';

/** The page's language ('en' | 'zh') and the component strings in it. */
export function usePageText() {
  const lang = useLang() === 'zh' ? ('zh' as const) : ('en' as const);
  return { lang, t: componentText[lang] };
}
