/** Strings shown by MDX components, in both languages. */
export const componentText = {
  en: {
    capabilities: {
      label: 'Capabilities',
      supported: '(supported)',
      unsupported: '(not supported)',
      names: { list: 'List', download: 'Download', upload: 'Upload', mkdir: 'Create folder', rename: 'Rename', move: 'Move', copy: 'Copy', remove: 'Delete', offlineDownload: 'Offline download', archive: 'Archive preview / extract', details: 'Storage usage details' },
      flags: { onlyProxy: 'Files are always sent through AList (proxy only)', onlyLocal: 'Only local proxy; no direct links', noUpload: 'Upload is not possible', noOverwriteUpload: 'Upload does not overwrite; AList deletes the old file first', localSort: 'Sorting is done by AList, not the storage', noCache: 'Listings are not cached', checkStatus: 'Storage status is checked', needMs: 'Needs the storage\'s modification time', preferProxy: 'Proxy is preferred', noLinkUrl: 'No direct link URL', proxyRangeOption: 'Range requests can be proxied', alert: 'Shows a notice in the admin form' },
    },
    driverOptions: { option: 'Option', type: 'Type', required: 'Required', default: 'Default', description: 'Description', yes: 'Yes', no: 'No', none: 'none' },
  },
  zh: {
    capabilities: {
      label: '功能',
      supported: '（支持）',
      unsupported: '（不支持）',
      names: { list: '列出文件', download: '下载', upload: '上传', mkdir: '新建文件夹', rename: '重命名', move: '移动', copy: '复制', remove: '删除', offlineDownload: '离线下载', archive: '压缩包预览 / 解压', details: '存储用量详情' },
      flags: { onlyProxy: '文件总是经由 AList 中转（仅代理）', onlyLocal: '只能本地代理，没有直链', noUpload: '不能上传', noOverwriteUpload: '上传不会覆盖，AList 会先删除旧文件', localSort: '排序由 AList 完成，而非存储本身', noCache: '目录列表不缓存', checkStatus: '会检查存储状态', needMs: '需要存储提供修改时间', preferProxy: '优先使用代理', noLinkUrl: '没有直链地址', proxyRangeOption: '可以代理 Range 请求', alert: '在管理表单中显示提示' },
    },
    driverOptions: { option: '选项', type: '类型', required: '必填', default: '默认值', description: '说明', yes: '是', no: '否', none: '无' },
  },
} as const;
