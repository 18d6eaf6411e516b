/** /api/public/** (no token) and /api/share/** (share links of signed-in users): server/handles/setting.go, offline_download.go, archive.go, share.go, share_public.go. */
import { pageOf } from '../components';
import { bool, f, int, object, pageFields, ref, req, str, strList, t, time, timeOrNull } from '../schema';
import type { ErrorSpec, FieldSpec, OpSpec } from '../types';

const tag = 'public';
const shareTag = 'share';

const badRequest: ErrorSpec = { code: 400, text: t('The body could not be bound to the request fields (e.g. share_id is missing).', '请求体无法解析为请求字段（例如缺少 share_id）。') };
const unavailable: ErrorSpec[] = [
  { code: 404, text: t('No such share ("record not found"), or "share is disabled".', '没有该分享（"record not found"），或 "share is disabled"。') },
  { code: 410, text: t('"share is expired", or "share has been consumed" (burn after read).', '"share is expired"，或 "share has been consumed"（阅后即焚）。') },
];
const passwordRequired: ErrorSpec = { code: 401, message: 'share password required', text: t('The share has a password and no share token was given; a token that is wrong or expired gives 401 with the check\'s own message.', '分享设有密码，但没有提供分享令牌；令牌错误或过期时也返回 401，message 为校验给出的错误。') };
const shareToken: FieldSpec[] = [f('X-Share-Token', str, 'Share token from /api/public/share/auth. Also accepted as the `token` body field or the `auth` query parameter; when several are sent, `token` wins, then `auth`, then this header.', '/api/public/share/auth 返回的分享令牌。也可用请求体字段 `token` 或查询参数 `auth` 传递；同时提供时依次优先 `token`、`auth`、本请求头。')];
const authQuery: FieldSpec[] = [f('auth', str, 'Share token, as an alternative to the X-Share-Token header.', '分享令牌，可代替 X-Share-Token 请求头。')];

const shareExample = {
  id: 3,
  share_id: 'holiday-2026',
  name: 'Holiday photos',
  root_path: '/local/photos/2026',
  is_dir: true,
  has_password: true,
  burn_after_read: false,
  access_limit: 0,
  access_count: 4,
  remaining_accesses: 0,
  allow_preview: true,
  allow_download: true,
  enabled: true,
  view_count: 12,
  download_count: 4,
  last_access_at: '2026-05-03T19:02:11+08:00',
  consumed_at: null,
  expires_at: '2026-06-01T00:00:00+08:00',
  created_at: '2026-05-01T08:30:00+08:00',
  updated_at: '2026-05-01T08:30:00+08:00',
  url: 'https://alist.example.com/s/holiday-2026',
};
const shareObjExample = {
  name: 'beach.jpg',
  size: 2457600,
  is_dir: false,
  modified: '2026-05-01T08:30:00+08:00',
  created: '2026-05-01T08:30:00+08:00',
  thumb: '',
  type: 5,
  path: '/beach.jpg',
  download_url: 'https://alist.example.com/sd/holiday-2026/beach.jpg',
  preview_url: 'https://alist.example.com/sp/holiday-2026/beach.jpg',
};

export const publicOperations: OpSpec[] = [
  {
    method: 'ANY',
    path: '/api/public/settings',
    access: 'public',
    tag,
    summary: t('Get the public settings', '获取公开设置'),
    description: t('Returns every setting flagged public or read-only (such as `version`) as a map of key to value (text); nothing else is added.', '以键到值（文本）的映射返回所有标记为公开或只读（例如 `version`）的设置，不附加其他内容。'),
    data: { type: 'object', additionalProperties: { type: 'string' } },
    dataExample: { site_title: 'AList', announcement: '', allow_indexed: 'false', version: 'v3.63.0', sso_login_enabled: 'false' },
  },
  {
    method: 'ANY',
    path: '/api/public/offline_download_tools',
    access: 'public',
    tag,
    summary: t('List the offline download tools', '列出离线下载工具'),
    description: t('Names of the tools that are set up and ready now, sorted (upper case before lower case); use one as `tool` of /api/fs/add_offline_download. A tool whose settings are missing or whose client cannot be reached is left out.', '当前已配置且可用的工具名，已排序（大写在小写之前）；可作为 /api/fs/add_offline_download 的 `tool`。设置缺失或客户端连不上的工具不会列出。'),
    data: strList,
    dataExample: ['115 Cloud', 'SimpleHttp', 'aria2', 'qBittorrent'],
  },
  {
    method: 'ANY',
    path: '/api/public/archive_extensions',
    access: 'public',
    tag,
    summary: t('List the archive extensions', '列出压缩包扩展名'),
    description: t('File extensions AList can open as archives (order not fixed).', 'AList 能作为压缩包打开的扩展名（顺序不固定）。'),
    data: { type: ['array', 'null'], items: str },
    dataExample: ['.zip', '.rar', '.7z', '.tar', '.gz', '.iso'],
  },
  {
    method: 'GET',
    path: '/api/public/share/info',
    access: 'public',
    tag,
    summary: t('Get a share\'s summary', '获取分享概要'),
    description: t('What a visitor of /s/<share_id> sees before opening it: name, limits, and whether the given share token is accepted (`authed`).', '访客打开 /s/<share_id> 前看到的信息：名称、限制，以及所给分享令牌是否有效（`authed`）。'),
    query: [req('share_id', str, 'Share ID.', '分享 ID。'), ...authQuery],
    headers: shareToken,
    data: object([
      f('share_id', str, 'Share ID.', '分享 ID。'),
      f('name', str, 'Display name.', '显示名称。'),
      f('is_dir', bool, 'True when a folder is shared.', '分享的是否为文件夹。'),
      f('has_password', bool, 'Whether a password is needed.', '是否需要密码。'),
      f('burn_after_read', bool, 'Used up after one access.', '访问一次后失效。'),
      f('access_limit', int, 'Maximum accesses, 0 for none.', '最多访问次数，0 表示不限。'),
      f('access_count', int, 'Accesses so far.', '已访问次数。'),
      f('remaining_accesses', int, 'Accesses left when limited.', '有限制时剩余的访问次数。'),
      f('allow_preview', bool, 'Previews allowed.', '允许预览。'),
      f('allow_download', bool, 'Downloads allowed.', '允许下载。'),
      f('authed', bool, 'True when no password is needed or the token is valid.', '无需密码或令牌有效时为 true。'),
      f('consumed_at', timeOrNull, 'When a burn-after-read share was used up.', '阅后即焚分享被用掉的时间。'),
      f('expires_at', timeOrNull, 'Expiry, or null.', '过期时间，或 null。'),
      f('created_at', time, 'Creation time.', '创建时间。'),
    ]),
    dataExample: { share_id: 'holiday-2026', name: 'Holiday photos', is_dir: true, has_password: true, burn_after_read: false, access_limit: 0, access_count: 4, remaining_accesses: 0, allow_preview: true, allow_download: true, authed: false, consumed_at: null, expires_at: '2026-06-01T00:00:00+08:00', created_at: '2026-05-01T08:30:00+08:00' },
    errors: [{ code: 400, message: 'share_id is required', text: t('`share_id` is empty.', '`share_id` 为空。') }, ...unavailable],
  },
  {
    method: 'POST',
    path: '/api/public/share/auth',
    access: 'public',
    tag,
    summary: t('Unlock a share with its password', '用密码解锁分享'),
    description: t('Checks the password and returns a share token to send with the list and get calls (and as `auth` on /sd and /sp links). The token is valid for 24 hours, or until the share expires if that comes sooner. A share without a password gives an empty token.', '校验密码并返回分享令牌，用于列表和获取接口（以及 /sd、/sp 链接的 `auth` 参数）。令牌有效期为 24 小时；若分享更早过期，则到分享过期为止。没有密码的分享返回空令牌。'),
    body: { fields: [req('share_id', str, 'Share ID.', '分享 ID。'), f('password', str, 'Share password.', '分享密码。')] },
    requestExample: { share_id: 'holiday-2026', password: 'sunny' },
    data: object([f('token', str, 'Share token; empty when the share has no password.', '分享令牌；分享没有密码时为空。')]),
    dataExample: { token: 'aG9saWRheS0yMDI2OjE3Nzc2MDAwMDA6c2lnbmF0dXJl' },
    errors: [badRequest, { code: 403, message: 'password is incorrect', text: t('Wrong password.', '密码错误。') }, ...unavailable],
  },
  {
    method: 'POST',
    path: '/api/public/share/list',
    access: 'public',
    tag,
    summary: t('List a shared folder', '列出分享的目录'),
    body: {
      fields: [
        req('share_id', str, 'Share ID.', '分享 ID。'),
        f('path', str, 'Folder inside the share, "/" for its top.', '分享内的目录，"/" 为顶层。'),
        f('token', str, 'Share token, when the share has a password.', '分享令牌（分享设有密码时）。'),
        f('page', int, 'Page number from 1; 0 or less means 1.', '页码，从 1 开始；0 或负数按 1 处理。'),
        f('per_page', int, 'Items per page: 0 means 200, more than 500 means 500, a negative number returns everything.', '每页条数：0 表示 200，超过 500 按 500，负数返回全部。'),
      ],
    },
    query: authQuery,
    headers: shareToken,
    requestExample: { share_id: 'holiday-2026', path: '/', token: 'aG9saWRheS0yMDI2OjE3Nzc2MDAwMDA6c2lnbmF0dXJl', page: 1, per_page: 50 },
    data: object([
      f('content', { type: ['array', 'null'], items: ref('PublicShareObj') }, 'Objects of this page.', '本页的对象。'),
      f('total', int, 'Objects in the folder.', '目录中的对象数。'),
      f('page', int, 'The page returned.', '返回的页码。'),
      f('per_page', int, 'The page size used.', '使用的每页条数。'),
      f('has_more', bool, 'Whether another page follows.', '是否还有下一页。'),
      f('pages_total', int, 'Number of pages.', '总页数。'),
    ]),
    dataExample: { content: [shareObjExample], total: 1, page: 1, per_page: 50, has_more: false, pages_total: 1 },
    errors: [
      badRequest,
      passwordRequired,
      ...unavailable,
      { code: 400, message: 'path is not a directory', text: t('`path` names a file.', '`path` 指向的是文件。') },
      { code: 400, message: 'file share does not support nested path', text: t('The share is a single file and `path` is not "/".', '分享的是单个文件，而 `path` 不是 "/"。') },
      { code: 404, text: t('`path` does not exist in the share (the message is the storage\'s error).', '分享中不存在 `path`（message 为存储的错误）。') },
      { code: 500, text: t('The storage failed to list the folder (the message is its error).', '存储列出目录时出错（message 为其错误）。') },
    ],
  },
  {
    method: 'POST',
    path: '/api/public/share/get',
    access: 'public',
    tag,
    summary: t('Get one object of a share', '获取分享中的单个对象'),
    body: {
      fields: [
        req('share_id', str, 'Share ID.', '分享 ID。'),
        f('path', str, 'Path inside the share; empty or "/" for the shared object itself.', '分享内的路径；为空或 "/" 表示被分享的对象本身。'),
        f('token', str, 'Share token, when the share has a password.', '分享令牌（分享设有密码时）。'),
      ],
    },
    query: authQuery,
    headers: shareToken,
    requestExample: { share_id: 'holiday-2026', path: '/beach.jpg', token: 'aG9saWRheS0yMDI2OjE3Nzc2MDAwMDA6c2lnbmF0dXJl' },
    data: object([f('item', ref('PublicShareObj'), 'The object.', '该对象。'), f('provider', str, 'Driver of the storage.', '存储的驱动。')]),
    dataExample: { item: shareObjExample, provider: 'Local' },
    errors: [
      badRequest,
      passwordRequired,
      ...unavailable,
      { code: 400, message: 'file share does not support nested path', text: t('The share is a single file and `path` is not "/".', '分享的是单个文件，而 `path` 不是 "/"。') },
      { code: 404, text: t('`path` does not exist in the share (the message is the storage\'s error).', '分享中不存在 `path`（message 为存储的错误）。') },
    ],
  },
];

const shareFields = (create: boolean): FieldSpec[] => [
  f('name', str, 'Display name; empty uses the object\'s name.', '显示名称；为空时使用对象名称。'),
  f('password', str, 'Password visitors must give; empty for none.', '访客需要输入的密码；为空表示不需要。'),
  f('access_limit', int, 'Maximum accesses, 0 for no limit; must not be negative.', '最多访问次数，0 表示不限；不能为负数。'),
  f('allow_preview', bool, 'Let visitors preview files (default true).', '允许访客预览文件（默认 true）。'),
  f('allow_download', bool, 'Let visitors download files (default true).', '允许访客下载文件（默认 true）。'),
  ...(create
    ? [
        f('expire_at', str, 'Expiry time: RFC 3339, or 2006-01-02T15:04:05, 2006-01-02T15:04 or "2006-01-02 15:04:05" in the server\'s time zone; empty for none.', '过期时间：RFC 3339，或按服务器时区解析的 2006-01-02T15:04:05、2006-01-02T15:04、"2006-01-02 15:04:05"；为空表示不过期。'),
        f('expire_hours', int, 'Expiry in hours from now, used when expire_at is empty; 0 for none, negative is refused.', '从现在起多少小时后过期，expire_at 为空时使用；0 表示不过期，负数会被拒绝。'),
        f('burn_after_read', bool, 'Used up after one access: when access_limit is 0, it becomes 1. With an access_limit above 1 it is ignored, and an access_limit of 1 makes a burn-after-read share even without it.', '访问一次后失效：access_limit 为 0 时会被设为 1。access_limit 大于 1 时此项被忽略；access_limit 为 1 时即使不设此项，分享也是阅后即焚。'),
      ]
    : [f('expire_at', { type: ['string', 'null'] }, 'New expiry (RFC 3339), empty to remove it; leave out to keep.', '新的过期时间（RFC 3339），为空则取消过期；省略则不变。')]),
];
const shareIdRules: ErrorSpec = { code: 400, text: t('"share_id must be 1-32 characters of letters, numbers, underscore or hyphen", "share link already exists", "access_limit must be 0 or greater", or a bad expiry time.', '"share_id must be 1-32 characters of letters, numbers, underscore or hyphen"、"share link already exists"、"access_limit must be 0 or greater"，或过期时间格式错误。') };
const notMine: ErrorSpec = { code: 404, text: t('The caller has no share with this ID.', '调用者没有该 ID 的分享。') };

export const shareOperations: OpSpec[] = [
  {
    method: 'POST',
    path: '/api/share/create',
    access: 'user',
    tag: shareTag,
    summary: t('Create a share link', '创建分享链接'),
    description: t('Shares a file or folder as /s/<share_id>. The only check is that one of the caller\'s role scopes lies on, above or below the path: folder passwords and hide rules of metas are not checked, neither here nor when visitors open the share, so the share\'s own `password` is its only lock.', '把文件或文件夹分享为 /s/<share_id>。唯一的检查是调用者的某个角色范围位于该路径上、其上级或其下级：元信息的目录密码和隐藏规则都不检查，创建时不查，访客打开分享时也不查，因此分享自己的 `password` 是它唯一的锁。'),
    body: {
      fields: [
        req('path', str, 'File or folder to share, as the caller sees it.', '要分享的文件或文件夹，按调用者看到的路径。'),
        f('share_id', str, 'Custom share ID (1–32 of A–Z, a–z, 0–9, _ and -); empty for a random 8-character one.', '自定义分享 ID（1 到 32 个字母、数字、_ 或 -）；为空时随机生成 8 个字符。'),
        ...shareFields(true),
      ],
    },
    requestExample: { path: '/local/photos/2026', share_id: 'holiday-2026', name: 'Holiday photos', password: 'sunny', expire_hours: 720, access_limit: 0, allow_preview: true, allow_download: true },
    data: ref('Share'),
    dataExample: shareExample,
    errors: [badRequest, { code: 403, message: 'you have no permission', text: t('None of the caller\'s role scopes lies on, above or below the path.', '调用者的角色范围都不在该路径上、其上级或其下级。') }, shareIdRules, { code: 500, text: t('The object could not be read from the storage.', '无法从存储读取该对象。') }],
  },
  {
    method: 'POST',
    path: '/api/share/update',
    access: 'user',
    tag: shareTag,
    summary: t('Change a share link', '修改分享链接'),
    description: t('Changes one of the caller\'s shares. Fields left out keep their values, and so do an empty `name` or `password` (a password cannot be removed here). Reaching a lowered access limit disables the share.', '修改调用者的某个分享。省略的字段保持不变，`name` 或 `password` 为空时也不变（这里无法去掉密码）。把访问次数上限调到已用次数以下会停用该分享。'),
    body: { fields: [req('share_id', str, 'Share to change.', '要修改的分享。'), f('new_share_id', str, 'New share ID, same rules as on create.', '新的分享 ID，规则与创建时相同。'), ...shareFields(false)] },
    requestExample: { share_id: 'holiday-2026', new_share_id: '', name: '', password: '', expire_at: '2026-07-01T00:00:00+08:00', access_limit: 20, allow_preview: true, allow_download: false },
    data: ref('Share'),
    dataExample: { ...shareExample, access_limit: 20, remaining_accesses: 16, allow_download: false, expires_at: '2026-07-01T00:00:00+08:00' },
    errors: [badRequest, notMine, shareIdRules, { code: 500, text: t('The share could not be saved.', '无法保存分享。') }],
  },
  {
    method: 'POST',
    path: '/api/share/disable',
    access: 'user',
    tag: shareTag,
    summary: t('Disable a share link', '停用分享链接'),
    description: t('Keeps the share but makes its link answer "share is disabled".', '保留分享，但其链接会返回 "share is disabled"。'),
    body: { fields: [req('share_id', str, 'Share to disable.', '要停用的分享。')] },
    requestExample: { share_id: 'holiday-2026' },
    errors: [badRequest, notMine],
  },
  {
    method: 'GET',
    path: '/api/share/list',
    access: 'user',
    tag: shareTag,
    summary: t('List my share links', '列出我的分享链接'),
    description: t('Only the caller\'s own shares, the admin\'s too: there is no route that lists the shares of every user.', '只列出调用者自己的分享，管理员也一样：没有列出所有用户分享的接口。'),
    query: pageFields(),
    data: pageOf('Share'),
    dataExample: { content: [shareExample], total: 1 },
    errors: [badRequest],
  },
  {
    method: 'POST',
    path: '/api/share/delete',
    access: 'user',
    tag: shareTag,
    summary: t('Delete a share link', '删除分享链接'),
    body: { fields: [req('share_id', str, 'Share to delete.', '要删除的分享。')] },
    requestExample: { share_id: 'holiday-2026' },
    description: t('Deletes one of the caller\'s shares. An ID that does not exist or belongs to someone else is not an error: nothing is deleted and the answer is still success.', '删除调用者的某个分享。ID 不存在或属于他人时不会报错：什么也不删除，回答仍为成功。'),
    errors: [badRequest, { code: 500, text: t('The database refused the deletion.', '数据库拒绝了删除操作。') }],
  },
];
