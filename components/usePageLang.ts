import { useLang } from '@rspress/core/runtime';

/** The page's language ('en' | 'zh') and one section of component strings (site/text/) in it. */
export function usePageText<Section extends { en: unknown; zh: unknown }>(section: Section): { lang: 'en' | 'zh'; t: Section['en' | 'zh'] } {
  const lang = useLang() === 'zh' ? ('zh' as const) : ('en' as const);
  return { lang, t: section[lang] };
}
