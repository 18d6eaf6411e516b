import type { webdavTextEn } from './webdav.en';
import { registerToolText } from '../toolTextRegistry';
import type { Widen } from '../widen';

/** Strings of the SharePoint WebDAV tool, in Chinese. Only its page import it (plugins/localeToolText.ts). */
export const webdavTextZh = {
  webdav: {
    legend: 'SharePoint 或 OneDrive for Business 链接',
    input: '从浏览器复制的链接',
    build: '生成 WebDAV 配置',
    address: 'address',
    rootFolderPath: 'root_folder_path',
    vendor: 'vendor',
    loginHost: (host: string) => `AList 会在 ${host}/extSTS.srf 登录（根据主机名的最后一段选择）。`,
    guessed: (library: string) => `链接中没有文档库名称，因此假定为常见的默认值“${library}”。如果你的文档库名称不同，请在浏览器中打开该文档库，再粘贴那个链接。`,
    kind: { personal: 'OneDrive for Business（个人站点）', site: 'SharePoint 站点文档库', root: '根站点的文档库' },
    empty: '请先粘贴链接。',
    notUrl: '这不是网址。请从浏览器地址栏复制完整地址。',
    notSharePoint: (host: string) => `${host} 不是 SharePoint 主机。WebDav 驱动的 SharePoint 模式只适用于 sharepoint.com 及其各国家云版本。`,
    unsupportedTld: (tld: string) => `主机名以 .${tld} 结尾；AList v3.63 只认识 .com、.cn、.us 和 .de 的登录地址，会报错“tld ${tld} is not supported”。`,
    closedCloud: '主机名以 .de 结尾，属于德国云。AList 会到 login.microsoftonline.de 登录，但微软已关闭这个云，在那里无法登录成功。',
  },
} as const satisfies Widen<typeof webdavTextEn>;

registerToolText('zh', webdavTextZh);
