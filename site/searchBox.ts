/**
 * The strings of the navbar's search button and of its load-failure box: all that the initial
 * JavaScript of every page needs. The dialog's strings (site/search.ts) load with the dialog.
 */
import type { LocaleCode } from './locales';

export const searchBoxText = {
  en: {
    placeholder: 'Search docs',
    buttonLabel: 'Search the documentation',
    cancel: 'Cancel',
    errorTitle: 'Unable to fetch results',
    errorHelp: 'You might want to check your network connection.',
  },
  zh: {
    placeholder: '搜索文档',
    buttonLabel: '搜索文档',
    cancel: '取消',
    errorTitle: '无法获取结果',
    errorHelp: '你可能需要检查网络连接。',
  },
} satisfies Record<LocaleCode, Record<string, string>>;
