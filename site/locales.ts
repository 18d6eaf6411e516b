/**
 * Locales of the site and every string the theme shows to a reader, in both languages.
 * English lives at the root, Simplified Chinese under /zh/.
 */
export type LocaleCode = 'en' | 'zh';

export interface LocaleInfo {
  code: LocaleCode;
  /** BCP 47 tag written to <html lang> and hreflang. */
  tag: 'en-US' | 'zh-CN';
  /** Path prefix of the locale's pages, always with a trailing slash. */
  prefix: '/' | '/zh/';
  label: string;
  title: string;
  description: string;
}

export const locales: Record<LocaleCode, LocaleInfo> = {
  en: {
    code: 'en',
    tag: 'en-US',
    prefix: '/',
    label: 'English',
    title: 'AList Docs',
    description: 'Documentation for AList v3',
  },
  zh: {
    code: 'zh',
    tag: 'zh-CN',
    prefix: '/zh/',
    label: '简体中文',
    title: 'AList 文档',
    description: 'AList v3 使用文档',
  },
};

export const defaultLocale: LocaleCode = 'en';

/** UI strings. Keys are shared; every key must exist in both languages (checked by a unit test). */
export const ui = {
  en: {
    notFoundTitle: 'Page not found',
    notFoundMessages: [
      "There's nothing here.",
      'How did we get here?',
      "That's a Four-Oh-Four.",
      "Looks like we've got some broken links.",
    ],
    goBack: 'Go back',
    takeMeHome: 'Take me home',
    redirecting: 'Looking for the page…',
  },
  zh: {
    notFoundTitle: '页面不存在',
    notFoundMessages: ['这里什么也没有。', '我们是怎么来到这儿的？', '这是一个 404 页面。', '看起来这里有失效的链接。'],
    goBack: '返回上一页',
    takeMeHome: '回到首页',
    redirecting: '正在查找页面…',
  },
} satisfies Record<LocaleCode, Record<string, string | string[]>>;

export type UiStrings = (typeof ui)['en'];

/** The locale a site path belongs to. */
export function localeOfPath(pathname: string): LocaleCode {
  return /^\/zh(\/|$)/i.test(pathname) ? 'zh' : 'en';
}
