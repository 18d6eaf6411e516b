/**
 * Every route that SPEC.md §2 names, as a path relative to a locale root.
 * Tests and the content report check the built site against this list, so a page
 * missing from docs/ is caught even if nobody links to it.
 */
const generalPages = ['', 'pricing.html', 'community/'];
const guidePages = ['guide/', 'guide/changelog.html', 'guide/community.html', 'guide/ecosystem.html', 'guide/webdav.html'];
const faqPages = ['faq/', 'faq/error.html', 'faq/howto.html', 'faq/seealso.html', 'faq/why.html'];
const configPages = ['config/', ...['configuration', 'site', 'style', 'preview', 'global', 'other', 'side'].map((p) => `config/${p}.html`)];
const advancedPages = [
  'guide/advanced/',
  ...['user', 'rapid_upload', 'alias', '2fa', 'search', 'balance', 'meta', 'ipa', 'sso', 'offline-download', 's3', 'ftp', 'system_arch', 'backup'].map(
    (p) => `guide/advanced/${p}.html`,
  ),
];
const apiPages = [
  'guide/api/',
  ...['apifox', 'auth', 'fs', 'public', 'task'].map((p) => `guide/api/${p}.html`),
  ...['driver', 'meta', 'setting', 'storage', 'task', 'user'].map((p) => `guide/api/admin/${p}.html`),
];
const installPages = [
  'guide/install/',
  ...['script', 'manual', 'docker', 'desktop', 'paas', 'source', 'reverse-proxy', 'download'].map((p) => `guide/install/${p}.html`),
];
export const driverSlugs = [
  '115', '115_open', '123', '123_open', '139', '163music', '189', 'Crypt', 'SMB', 'Seafile', 'Terabox', 'Trainbit', 'UrlTree',
  'alias', 'aliyundrive', 'aliyundrive_open', 'baidu', 'baidu.photo', 'baidu_share', 'chaoxing', 'cloudreve', 'cloudreve_v4',
  'common', 'develop', 'dropbox', 'febbox', 'feiji', 'ftp', 'github', 'github_releases', 'googledrive', 'googlephotos',
  'halalcloud', 'ilanzou', 'kodbox', 'lanzou', 'lenovonasshare', 'local', 'mediafire', 'mediatrack', 'mega', 'misskey', 'mopan',
  'onedrive', 'onedrive_app', 'pikpak', 'quark', 's3', 'sftp', 'teambition', 'thunder', 'uc', 'uss', 'vtencent', 'webdav',
  'weiyun', 'wopan', 'yandex', 'alist',
];
const driverPages = ['guide/drivers/', ...driverSlugs.map((s) => `guide/drivers/${s}.html`)];
const toolPages = [
  'tool/',
  'tool/115/', 'tool/115/token.html',
  'tool/baidu/', 'tool/baidu/callback.html',
  'tool/aliyundrive/', 'tool/aliyundrive/callback.html', 'tool/aliyundrive/request.html',
  'tool/dropbox/', 'tool/dropbox/callback.html', 'tool/dropbox/request.html',
  'tool/google/', 'tool/google/album.html', 'tool/google/callback.html', 'tool/google/request.html',
  'tool/wopan/', 'tool/wopan/token.html',
  'tool/onedrive/', 'tool/onedrive/callback.html', 'tool/onedrive/request.html', 'tool/onedrive/webdav.html',
  'tool/yandex/', 'tool/yandex/callback.html',
];

export const specRoutes: string[] = [
  ...generalPages, ...guidePages, ...faqPages, ...configPages, ...advancedPages,
  ...apiPages, ...installPages, ...driverPages, ...toolPages,
];
