import type { LocaleCode } from './locales';

export interface NoticeAction {
  text: string;
  /** Canonical link of the same locale; without a link the action just closes the notice. */
  link?: string;
  type: 'primary' | 'default';
}

/** An announcement shown as a dialog on matching pages (SPEC.md §3, §4). */
export interface Notice {
  /** Identifies the notice in storage once dismissed. */
  noticeKey: string;
  /** Locale root the notice belongs to. */
  path: '/' | '/zh/';
  /** Tested against the page path without its locale prefix, e.g. "/guide/install/docker.html". */
  match: RegExp;
  title: string;
  /** Trusted HTML written here, not user input. */
  content: string;
  actions: NoticeAction[];
  /** Dismissal is remembered in localStorage; otherwise only for this browser session. */
  showOnce: boolean;
  fullscreen?: boolean;
  /** Only an action closes the notice (no close icon, mask click or Escape). */
  confirm?: boolean;
}

const install = /^\/guide\/install\//;

const en: Notice[] = [
  {
    noticeKey: 'password-v3.25',
    path: '/',
    match: install,
    title: 'New way to set the admin password (v3.25.0)',
    content:
      '<p>Since v3.25.0 AList stores only a hash of the admin password, so <code>alist admin</code> can no longer print it. Use <code>alist admin random</code> for a new random password or <code>alist admin set NEW_PASSWORD</code> to choose one.</p>',
    actions: [
      { text: 'Docker instructions', link: '/guide/install/docker.html#admin-password', type: 'primary' },
      { text: 'Got it', type: 'default' },
    ],
    showOnce: true,
  },
  {
    noticeKey: 'windows7-v3.30',
    path: '/',
    match: /^\/guide\/install\/(manual|download|desktop)\.html$/,
    title: 'No Windows 7 or Server 2008 from v3.30.0',
    content:
      '<p>Releases from v3.30.0 on are built with a Go version that no longer runs on Windows 7, Windows Server 2008 or 2008 R2. On those systems stay on an earlier release or move AList to a newer system.</p>',
    actions: [
      { text: 'What changed', link: '/guide/changelog.html#v3-30-0', type: 'primary' },
      { text: 'Got it', type: 'default' },
    ],
    showOnce: true,
  },
  {
    noticeKey: 'aliyundrive-open-drive-type',
    path: '/',
    match: /^\/guide\/drivers\/aliyundrive_open\.html$/,
    title: 'Backup drive or resource drive?',
    content:
      '<p>An Aliyundrive account holds a backup drive and a resource drive. The <code>drive_type</code> option picks the one this storage mounts; add a second storage to mount the other.</p>',
    actions: [
      { text: 'See the option', link: '/guide/drivers/aliyundrive_open.html#option-drive_type', type: 'primary' },
      { text: 'Got it', type: 'default' },
    ],
    showOnce: true,
  },
  {
    noticeKey: 'sso-auto-register',
    path: '/',
    match: /^\/guide\/advanced\/sso\.html$/,
    title: 'Automatic registration for single sign-on',
    content:
      '<p>In the releases after v3.22.1 (first in v3.23.0), people who sign in through SSO can get an AList account created automatically, with the default folder and permissions you set. Older releases need each user created by hand first.</p>',
    actions: [
      { text: 'Release notes', link: '/guide/changelog.html#v3-23-0', type: 'primary' },
      { text: 'Got it', type: 'default' },
    ],
    showOnce: true,
  },
  {
    noticeKey: 'breaking-v3.20.1',
    path: '/',
    match: /^\/config\//,
    title: 'Configuration file changed in v3.20',
    content:
      '<p>The configuration file was reorganised in v3.20 (keys such as the port moved into the <code>scheme</code> section); upgrade straight to v3.20.1 or later, and check your <code>config.json</code> and environment variables against the current keys.</p>',
    actions: [
      { text: 'Breaking changes', link: '/guide/changelog.html#v3-20', type: 'primary' },
      { text: 'Got it', type: 'default' },
    ],
    showOnce: true,
    // A breaking change must be acknowledged: only an action closes it.
    confirm: true,
  },
  {
    noticeKey: 'after-adding-storage',
    path: '/',
    match: /^\/guide\/drivers\/(?!index\.html$|common\.html$|develop\.html$).+/,
    title: 'After adding a cloud drive',
    content:
      '<p>A public AList exposes your drive to anyone who finds it. After adding a storage, turn on link signing against hot-linking, and use meta rules to hide folders or protect them with a password.</p>',
    actions: [
      { text: 'Link signing', link: '/guide/drivers/common.html#enable-sign', type: 'primary' },
      { text: 'Meta rules', link: '/guide/advanced/meta.html', type: 'default' },
      { text: 'Got it', type: 'default' },
    ],
    showOnce: true,
  },
];

const zh: Notice[] = [
  {
    noticeKey: 'password-v3.25',
    path: '/zh/',
    match: install,
    title: '管理员密码的新设置方式（v3.25.0）',
    content:
      '<p>从 v3.25.0 起，AList 只保存管理员密码的哈希值，<code>alist admin</code> 不再能显示密码。请用 <code>alist admin random</code> 生成新的随机密码，或用 <code>alist admin set NEW_PASSWORD</code> 指定密码。</p>',
    actions: [
      { text: 'Docker 中的做法', link: '/zh/guide/install/docker.html#admin-password', type: 'primary' },
      { text: '知道了', type: 'default' },
    ],
    showOnce: true,
  },
  {
    noticeKey: 'windows7-v3.30',
    path: '/zh/',
    match: /^\/guide\/install\/(manual|download|desktop)\.html$/,
    title: '从 v3.30.0 起不再支持 Windows 7 和 Server 2008',
    content:
      '<p>v3.30.0 及之后的版本使用的 Go 版本已无法在 Windows 7、Windows Server 2008 和 2008 R2 上运行。这些系统请继续使用更早的版本，或把 AList 迁移到较新的系统上。</p>',
    actions: [
      { text: '查看变更', link: '/zh/guide/changelog.html#v3-30-0', type: 'primary' },
      { text: '知道了', type: 'default' },
    ],
    showOnce: true,
  },
  {
    noticeKey: 'aliyundrive-open-drive-type',
    path: '/zh/',
    match: /^\/guide\/drivers\/aliyundrive_open\.html$/,
    title: '备份盘还是资源库？',
    content:
      '<p>阿里云盘账号下有备份盘和资源库两个空间。<code>drive_type</code> 选项决定这个存储挂载哪一个；想同时使用另一个，请再添加一个存储。</p>',
    actions: [
      { text: '查看该选项', link: '/zh/guide/drivers/aliyundrive_open.html#option-drive_type', type: 'primary' },
      { text: '知道了', type: 'default' },
    ],
    showOnce: true,
  },
  {
    noticeKey: 'sso-auto-register',
    path: '/zh/',
    match: /^\/guide\/advanced\/sso\.html$/,
    title: '单点登录自动注册',
    content:
      '<p>在 v3.22.1 之后的版本（首次出现在 v3.23.0）中，通过单点登录进入的用户可以自动获得一个 AList 账号，并使用你设定的默认目录和权限。更早的版本需要先手动创建每个用户。</p>',
    actions: [
      { text: '版本说明', link: '/zh/guide/changelog.html#v3-23-0', type: 'primary' },
      { text: '知道了', type: 'default' },
    ],
    showOnce: true,
  },
  {
    noticeKey: 'breaking-v3.20.1',
    path: '/zh/',
    match: /^\/config\//,
    title: 'v3.20 修改了配置文件结构',
    content:
      '<p>配置文件在 v3.20 中重新组织（端口等键移入了 <code>scheme</code> 部分）。请直接升级到 v3.20.1 或更高版本，并对照当前的键名检查 <code>config.json</code> 和环境变量。</p>',
    actions: [
      { text: '不兼容变更', link: '/zh/guide/changelog.html#v3-20', type: 'primary' },
      { text: '知道了', type: 'default' },
    ],
    showOnce: true,
    // A breaking change must be acknowledged: only an action closes it.
    confirm: true,
  },
  {
    noticeKey: 'after-adding-storage',
    path: '/zh/',
    match: /^\/guide\/drivers\/(?!index\.html$|common\.html$|develop\.html$).+/,
    title: '添加网盘之后',
    content:
      '<p>公开的 AList 会把你的网盘暴露给任何找到它的人。添加存储后，请开启链接签名防止盗链，并用元信息规则隐藏目录或为目录设置密码。</p>',
    actions: [
      { text: '链接签名', link: '/zh/guide/drivers/common.html#enable-sign', type: 'primary' },
      { text: '元信息规则', link: '/zh/guide/advanced/meta.html', type: 'default' },
      { text: '知道了', type: 'default' },
    ],
    showOnce: true,
  },
];

export const notices: Record<LocaleCode, Notice[]> = { en, zh };

export interface NoticeStore {
  isSeen(key: string, showOnce: boolean): boolean;
}

/** The first notice of the locale that matches the page and has not been dismissed. */
export function noticeFor(lang: LocaleCode, pathname: string, store: NoticeStore): Notice | null {
  const path = pathname.replace(/^\/zh(?=\/|$)/, '') || '/';
  return notices[lang].find((n) => n.match.test(path) && !store.isSeen(n.noticeKey, n.showOnce)) ?? null;
}

/** Every link a notice contains, for the link checks. */
export function noticeLinks(notice: Notice): string[] {
  const inContent = [...notice.content.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  return [...notice.actions.flatMap((a) => (a.link ? [a.link] : [])), ...inContent];
}
