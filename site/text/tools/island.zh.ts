import type { islandTextEn } from './island.en';
import { registerToolText } from '../toolTextRegistry';
import type { Widen } from '../widen';

/**
 * What a tool page shows where its tool goes until the tool's code has arrived, in Chinese. Every tool page
 * imports it with the page itself; the tool and its other parts come after hydration (plugins/localeToolText.ts).
 */
export const islandTextZh = {
  loading: '正在加载工具…',
  inBrowser: '这一步是在浏览器中运行的表单：请打开本页的 HTML 版本使用。',
  loadFailed: '工具未能加载。请检查网络连接，然后重试。',
  retry: '重试',
} as const satisfies Widen<typeof islandTextEn>;

registerToolText('zh', islandTextZh);
