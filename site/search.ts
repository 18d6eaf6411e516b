/**
 * Search configuration and every string the search box shows, in both languages.
 *
 * By default the site searches a local index built at build time (plugins/delivery/search) and requests
 * nothing from other hosts. Hosted search (Algolia DocSearch) replaces it when the build sees
 * DOCSEARCH_APP_ID and DOCSEARCH_API_KEY (a public, search-only key); DOCSEARCH_INDEX_NAME defaults
 * to the product's short name. Numbers (debounce, result count) live in site/constants.ts.
 */
import type { LocaleCode } from './locales';
import { searchBoxText } from './searchBox';

/** The product's short name: the default DocSearch index name. */
export const SEARCH_INDEX_NAME = 'alist';

export interface DocSearchConfig {
  appId: string;
  /** Search-only API key: it is public by design and ends up in the browser bundle. */
  apiKey: string;
  indexName: string;
}

/** The hosted-search configuration from build-time environment variables, or null (local search). */
export function docSearchConfig(env: Record<string, string | undefined>): DocSearchConfig | null {
  const appId = env.DOCSEARCH_APP_ID?.trim();
  const apiKey = env.DOCSEARCH_API_KEY?.trim();
  const indexName = env.DOCSEARCH_INDEX_NAME?.trim() || SEARCH_INDEX_NAME;
  return appId && apiKey ? { appId, apiKey, indexName } : null;
}

/** Strings of the search box, its results and the hosted search UI. Keys are equal in both languages. */
export const searchText = {
  en: {
    ...searchBoxText.en,
    dialogLabel: 'Search the documentation',
    inputLabel: 'Search query',
    clear: 'Clear the query',
    startHint: 'Type words or paste an error message.',
    loading: 'Loading the search index…',
    resultsLabel: 'Search results',
    resultCount: '{n} results',
    noResultsText: 'No results for',
    noResultsHint: 'None of these words is on any page. Check the spelling, or paste the error message as AList shows it.',
    closestPages: 'Pages with similar titles',
    /** On a result whose subject is newer than the reader's "my version" ({added}, {mine}: releases). */
    newerThanMine: 'added in {added} — newer than your {mine}',
    retry: 'Try again',
    footerSelect: 'to open',
    footerNavigate: 'to navigate',
    footerClose: 'to close',
    enterKey: 'Enter key',
    arrowUpKey: 'Arrow up',
    arrowDownKey: 'Arrow down',
    escapeKey: 'Escape key',
    recentSearchesTitle: 'Recent',
    noRecentSearchesText: 'No recent searches',
    saveRecentSearch: 'Save this search',
    removeRecentSearch: 'Remove this search from history',
    favoriteSearchesTitle: 'Favorite',
    removeFavoriteSearch: 'Remove this search from favorites',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
    poweredBy: 'Search by',
  },
  zh: {
    ...searchBoxText.zh,
    dialogLabel: '搜索文档',
    inputLabel: '搜索内容',
    clear: '清除输入',
    startHint: '输入关键词，或粘贴报错信息。',
    loading: '正在加载搜索索引…',
    resultsLabel: '搜索结果',
    resultCount: '{n} 条结果',
    noResultsText: '没有找到结果：',
    noResultsHint: '这些词没有出现在任何页面上。请检查拼写，或按 AList 显示的原样粘贴报错信息。',
    closestPages: '标题相近的页面',
    newerThanMine: '{added} 起提供，比你的 {mine} 新',
    retry: '重试',
    footerSelect: '打开',
    footerNavigate: '切换',
    footerClose: '关闭',
    enterKey: '回车键',
    arrowUpKey: '向上键',
    arrowDownKey: '向下键',
    escapeKey: 'Esc 键',
    recentSearchesTitle: '最近搜索',
    noRecentSearchesText: '没有最近搜索',
    saveRecentSearch: '保存此搜索',
    removeRecentSearch: '从历史中删除此搜索',
    favoriteSearchesTitle: '收藏',
    removeFavoriteSearch: '从收藏中删除此搜索',
    suggestedQueryText: '试试搜索',
    reportMissingResultsText: '认为这个搜索应该有结果？',
    reportMissingResultsLinkText: '告诉我们。',
    poweredBy: '搜索提供',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

export type SearchStrings = (typeof searchText)['en'];

/** "{n} results" with the number filled in. */
export function formatCount(template: string, n: number): string {
  return template.replace('{n}', String(n));
}

/** DocSearch's `translations` prop for a locale, built from the strings above. */
export function docSearchTranslations(code: LocaleCode) {
  const t = searchText[code];
  return {
    button: { buttonText: t.placeholder, buttonAriaLabel: t.buttonLabel },
    modal: {
      searchBox: {
        clearButtonTitle: t.clear,
        clearButtonAriaLabel: t.clear,
        closeButtonText: t.cancel,
        closeButtonAriaLabel: t.cancel,
        placeholderText: t.placeholder,
        searchInputLabel: t.inputLabel,
      },
      startScreen: {
        recentSearchesTitle: t.recentSearchesTitle,
        noRecentSearchesText: t.noRecentSearchesText,
        saveRecentSearchButtonTitle: t.saveRecentSearch,
        removeRecentSearchButtonTitle: t.removeRecentSearch,
        favoriteSearchesTitle: t.favoriteSearchesTitle,
        removeFavoriteSearchButtonTitle: t.removeFavoriteSearch,
      },
      errorScreen: { titleText: t.errorTitle, helpText: t.errorHelp },
      footer: {
        selectText: t.footerSelect,
        selectKeyAriaLabel: t.enterKey,
        navigateText: t.footerNavigate,
        navigateUpKeyAriaLabel: t.arrowUpKey,
        navigateDownKeyAriaLabel: t.arrowDownKey,
        closeText: t.footerClose,
        closeKeyAriaLabel: t.escapeKey,
        poweredByText: t.poweredBy,
      },
      noResultsScreen: {
        noResultsText: t.noResultsText,
        suggestedQueryText: t.suggestedQueryText,
        reportMissingResultsText: t.reportMissingResultsText,
        reportMissingResultsLinkText: t.reportMissingResultsLinkText,
      },
    },
  };
}
