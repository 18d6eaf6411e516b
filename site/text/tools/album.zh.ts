import type { albumTextEn } from './album.en';
import { registerToolText } from '../toolTextRegistry';
import type { Widen } from '../widen';

/** Strings of the Google Photos albums tool, in Chinese. Only its page import it (plugins/localeToolText.ts). */
export const albumTextZh = {
  album: {
    legend: 'Google 相册影集',
    token: '具有 Google 相册权限的访问令牌',
    tokenFromCallback: '已带入此标签页中 Google 回调页面获得的访问令牌。',
    own: '我的影集',
    shared: '共享影集',
    list: '列出影集',
    listing: '正在询问 Google 相册…',
    title: '标题',
    items: '项目数',
    id: 'ID（root_folder_id）',
    none: 'Google 没有为这个令牌返回任何影集。',
    more: (n: number) => `已在 ${n} 页后停止，相册中还有更多影集。`,
    emptyToken: '请先粘贴访问令牌。',
  },
} as const satisfies Widen<typeof albumTextEn>;

registerToolText('zh', albumTextZh);
