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
    colorMode: 'Colour mode',
    colorLight: 'light',
    colorDark: 'dark',
    colorAuto: 'auto (follows the system)',
    colorSwitchTo: 'Switch to',
    colorQuickToggle: 'toggle light and dark',
    backToTop: 'Back to top',
    print: 'Print',
    myVersion: 'My version',
    loading: 'Loading',
    home: 'Home',
    breadcrumbs: 'Breadcrumb',
    pageInfo: 'Page information',
    author: 'Author',
    original: 'Original',
    date: 'Date',
    category: 'Category',
    tags: 'Tags',
    readingTime: (minutes: number) => `About ${minutes} min read`,
    contributors: 'Contributors',
    checkedAgainst: (version: string) => `Checked against AList ${version}:`,
    sourcesLabel: 'Source files this page was checked against',
    copied: 'Copied',
    copyCode: 'Copy code',
    copyLink: 'Copy link to this section',
    linkCopied: 'Link copied',
    close: 'Close',
    sidebarLabel: 'Pages of this section',
    outlineLabel: 'On this page',
    wrapCode: 'Wrap long lines',
    enlargeImage: 'Enlarge image',
    languageTitle: 'Read this page in English?',
    languageBody: 'Your browser prefers English. This page is also written in English.',
    languageSwitch: 'Switch to English',
    languageStay: 'Stay here',
    languageRemember: 'Remember my choice',
    scrollableTable: 'Table (scrolls sideways)',
  },
  zh: {
    notFoundTitle: '页面不存在',
    notFoundMessages: ['这里什么也没有。', '我们是怎么来到这儿的？', '这是一个 404 页面。', '看起来这里有失效的链接。'],
    goBack: '返回上一页',
    takeMeHome: '回到首页',
    colorMode: '颜色模式',
    colorLight: '浅色',
    colorDark: '深色',
    colorAuto: '自动（跟随系统）',
    colorSwitchTo: '切换到',
    colorQuickToggle: '在浅色和深色之间切换',
    backToTop: '返回顶部',
    print: '打印',
    myVersion: '我的版本',
    loading: '加载中',
    home: '首页',
    breadcrumbs: '面包屑导航',
    pageInfo: '页面信息',
    author: '作者',
    original: '原创',
    date: '日期',
    category: '分类',
    tags: '标签',
    readingTime: (minutes: number) => `阅读约需 ${minutes} 分钟`,
    contributors: '贡献者',
    checkedAgainst: (version: string) => `已对照 AList ${version} 源码核对：`,
    sourcesLabel: '本页核对所依据的源码文件',
    copied: '已复制',
    copyCode: '复制代码',
    copyLink: '复制本节链接',
    linkCopied: '链接已复制',
    close: '关闭',
    sidebarLabel: '本部分的页面',
    outlineLabel: '本页目录',
    wrapCode: '自动换行',
    enlargeImage: '放大图片',
    languageTitle: '要阅读本页的中文版吗？',
    languageBody: '你的浏览器首选中文，本页也有中文版。',
    languageSwitch: '切换到中文',
    languageStay: '留在当前页面',
    languageRemember: '记住我的选择',
    scrollableTable: '表格（可横向滚动）',
  },
} satisfies Record<LocaleCode, Record<string, string | string[] | ((n: number) => string) | ((version: string) => string)>>;

export type UiStrings = (typeof ui)['en'];

/** The locale a site path belongs to. */
export function localeOfPath(pathname: string): LocaleCode {
  return /^\/zh(\/|$)/i.test(pathname) ? 'zh' : 'en';
}
