import { capabilityLabels } from './capabilityLabels';

/**
 * Strings of driver capabilities, the notes data/drivers/behaviour.ts attaches to them, flags and shared form
 * fields, in both languages; components import only the sections they show.
 */
export const capabilitiesText = {
  en: {
    label: 'Capabilities',
    /** Read after each item by screen readers; the visible mark is ✓, ◐ or ✗. */
    /** Before a capability's notes, and between them. */
    lead: ' — ',
    join: '; ',
    support: { storage: '(supported)', alist: '(done by AList)', some: '(in some cases)', none: '(not supported)' },
    names: capabilityLabels.en.names,
    notes: {
      copyTask: () => 'done by AList: it downloads and uploads again, as a copy task (a WebDAV COPY of a single file does this inside the request)',
      copyTaskSome: () => 'where the storage declines, AList downloads and uploads again, as a copy task (a WebDAV COPY of a single file does this inside the request)',
      copyNoUpload: () => 'no download-and-upload fallback into this storage, which takes no uploads; copying from it to another storage is done by AList',
      copyFoldersNoMkdir: () => 'a folder copied by the task fails unless a folder of that name already exists at the destination, because this storage cannot create folders',
      copyFoldersSomeMkdir: () => 'a folder copied by the task needs a new folder at the destination, which this storage refuses in some cases (see Create folder)',
      moveOneStorage: () => 'within this storage; a move to another storage is refused (“can’t move files between two storages, try to copy”)',
      notForFiles: (e: string) => `not for files (“${e}”)`,
      notForFolders: (e: string) => `not for folders (“${e}”)`,
      notForEmpty: (e: string) => `not for files of 0 bytes (“${e}”)`,
      someSetups: (e: string) => `refused in some set-ups (“${e}”), see this page`,
      uploadRefused: () => 'AList refuses uploads here (“upload not supported”); copy tasks still write to it',
      uploadNameOnly: () => 'adds an entry read from the file’s name, which must hold the URL; the content is not stored',
      overwriteRename: () => 'same name: the storage cannot replace a file, so AList renames the old one to <name>.alist_to_delete, uploads, then deletes it (renames it back if the upload fails)',
      overwriteRenameSometimes: () => 'same name: with some options the storage cannot replace a file; AList then renames the old one to <name>.alist_to_delete, uploads, then deletes it',
      overwriteAborts: (e: string) => `same name: AList must rename the existing file first and the storage refuses, so the upload stops with “${e}”`,
      archiveByAList: () => 'done by AList: it fetches the archive and reads it with its own tools',
      offlineByAList: () => 'through AList’s downloaders (aria2, qBittorrent, …), which then upload the file',
      offlineUrlOnly: () => 'only with the SimpleHttp tool, which adds the URL as an entry; files that other downloaders fetch are refused, their names hold no URL',
    },
    flags: capabilityLabels.en.flags,
    proxyOwnSwitch: 'Proxy-only form (no web proxy switch, no 302_redirect WebDAV policy); whether downloads go through AList is this driver’s own option',
    sharedFields: 'Shared fields on this storage’s form (see Common options): ',
    webdavProxyOnly: 'proxy choices only',
    fieldJoin: ', ',
    remark: (r: string) => ` (${r})`,
    fields: { mount_path: 'Mount path', order: 'Order', remark: 'Remark', cache_expiration: 'Cache expiration', web_proxy: 'Web proxy', webdav_policy: 'WebDAV policy', proxy_range: 'Proxy range', down_proxy_url: 'Download proxy URL', down_proxy_sign: 'Sign download proxy URL', order_by: 'Order by', order_direction: 'Order direction', extract_folder: 'Extract folder', disable_index: 'Disable index', enable_sign: 'Enable sign' },
  },
  zh: {
    label: '功能',
    lead: '：',
    join: '；',
    support: { storage: '（支持）', alist: '（由 AList 完成）', some: '（部分情况支持）', none: '（不支持）' },
    names: capabilityLabels.zh.names,
    notes: {
      copyTask: () => '由 AList 先下载再上传，以复制任务完成（通过 WebDAV COPY 复制单个文件时在请求内直接完成）',
      copyTaskSome: () => '存储拒绝时，AList 改为先下载再上传，以复制任务完成（通过 WebDAV COPY 复制单个文件时在请求内直接完成）',
      copyNoUpload: () => '无法以“先下载再上传”的方式复制进本存储（它不接受上传）；从本存储复制到其他存储仍由 AList 完成',
      copyFoldersNoMkdir: () => '用任务复制文件夹时，除非目标处已有同名文件夹，否则会失败，因为本存储无法新建文件夹',
      copyFoldersSomeMkdir: () => '用任务复制文件夹时需要在目标处新建文件夹，而本存储在部分情况下无法新建（见“新建文件夹”）',
      moveOneStorage: () => '仅限本存储内；移到另一个存储会被拒绝（“can’t move files between two storages, try to copy”）',
      notForFiles: (e: string) => `文件不行（“${e}”）`,
      notForFolders: (e: string) => `文件夹不行（“${e}”）`,
      notForEmpty: (e: string) => `0 字节的文件不行（“${e}”）`,
      someSetups: (e: string) => `部分配置下会被拒绝（“${e}”），见本页说明`,
      uploadRefused: () => 'AList 拒绝向这里上传（“upload not supported”），但复制任务仍会写入',
      uploadNameOnly: () => '只按文件名添加一个条目，文件名里必须含有 URL；文件内容不会保存',
      overwriteRename: () => '同名文件：存储无法直接替换，AList 先把旧文件改名为 <name>.alist_to_delete，上传后再删除它（上传失败则改回原名）',
      overwriteRenameSometimes: () => '同名文件：部分选项下存储无法直接替换，AList 会先把旧文件改名为 <name>.alist_to_delete，上传后再删除它',
      overwriteAborts: (e: string) => `同名文件：AList 要先重命名已有文件，而存储拒绝，上传因此中止，报错“${e}”`,
      archiveByAList: () => '由 AList 完成：取回压缩包后用自带工具读取',
      offlineByAList: () => '通过 AList 的下载器（aria2、qBittorrent 等）下载后再上传',
      offlineUrlOnly: () => '只能用 SimpleHttp 工具，它把 URL 添加为条目；其他下载器取回的文件会被拒绝，因为文件名里没有 URL',
    },
    flags: capabilityLabels.zh.flags,
    proxyOwnSwitch: '表单按仅代理处理（没有 Web 代理开关，WebDAV 策略没有 302_redirect）；下载是否经由 AList 由本驱动自己的选项决定',
    sharedFields: '这个存储的表单显示的通用字段（见存储通用选项）：',
    /** Between two field names, and around the WebDAV policy's remark. */
    fieldJoin: '、',
    remark: (r: string) => `（${r}）`,
    webdavProxyOnly: '仅代理选项',
    fields: { mount_path: '挂载路径', order: '排序', remark: '备注', cache_expiration: '缓存过期时间', web_proxy: 'Web 代理', webdav_policy: 'WebDAV 策略', proxy_range: '代理 Range', down_proxy_url: '下载代理 URL', down_proxy_sign: '签名下载代理 URL', order_by: '排序字段', order_direction: '排序方向', extract_folder: '文件夹位置', disable_index: '禁用索引', enable_sign: '启用签名' },
  },
} as const;
