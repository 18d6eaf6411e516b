/**
 * The capability names and flag labels, apart from the sentences of site/text/capabilities.ts: the
 * drivers overview's matrix shows only these, and its first download should not carry the rest.
 */
export const capabilityLabels = {
  en: {
    names: { list: 'List', download: 'Download', upload: 'Upload', putUrl: 'Saves a URL straight into the storage', mkdir: 'Create folder', rename: 'Rename', move: 'Move', copy: 'Copy', remove: 'Delete', offlineDownload: 'Offline download', archive: 'Archive preview / extract' },
    flags: { onlyProxy: 'Files are always sent through AList (proxy only)', onlyLocal: 'Only local proxy; no direct links', noUpload: 'Upload is not possible', noOverwriteUpload: 'The storage cannot replace a file of the same name (see Upload)', localSort: 'Sorting is done by AList, not the storage', noCache: 'Listings are not cached', checkStatus: 'Storage status is checked', needMs: 'May ask you for a message such as a verification code', preferProxy: 'Proxy is preferred', noLinkUrl: 'No direct link URL', proxyRangeOption: 'Range requests can be proxied', alert: 'Shows a notice in the admin form' },
  },
  zh: {
    names: { list: '列出文件', download: '下载', upload: '上传', putUrl: '直接把 URL 存入存储', mkdir: '新建文件夹', rename: '重命名', move: '移动', copy: '复制', remove: '删除', offlineDownload: '离线下载', archive: '压缩包预览 / 解压' },
    flags: { onlyProxy: '文件总是经由 AList 中转（仅代理）', onlyLocal: '只能本地代理，没有直链', noUpload: '不能上传', noOverwriteUpload: '存储无法直接替换同名文件（见“上传”）', localSort: '排序由 AList 完成，而非存储本身', noCache: '目录列表不缓存', checkStatus: '会检查存储状态', needMs: '可能需要你输入验证码等信息', preferProxy: '优先使用代理', noLinkUrl: '没有直链地址', proxyRangeOption: '可以代理 Range 请求', alert: '在管理表单中显示提示' },
  },
};
