/**
 * The page the service worker answers with when a page was never opened on this device and the network is gone
 * (plugins/serviceWorker writes them into sw.js at build time). Not in site/locales.ts's ui, which every page's
 * first download carries: no script in the page shows them.
 */
export const offlineText = {
  en: {
    title: 'You are offline',
    body: 'This page has not been opened on this device before, so there is no saved copy. Pages you have visited still work; try again when you are back online.',
  },
  zh: {
    title: '当前处于离线状态',
    body: '这台设备之前没有打开过本页，因此没有保存的副本。访问过的页面仍然可以打开；恢复联网后请再试一次。',
  },
} as const;
