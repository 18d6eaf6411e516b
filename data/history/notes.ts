/**
 * Written notes for the changes between releases that ask something of an admin who upgrades: a default that
 * changes behaviour but not an existing installation, a removed option whose job moved elsewhere. The upgrade page
 * shows a note when its release lies in the chosen range (after `from`, up to and including `to`). Each claim is
 * checked in the source at the tags named (git tags of AlistGo/alist) and at v3.63.0 for how an upgrade treats
 * stored values; `sources` lists the files.
 */
import type { Kind } from '../../components/versions/history';

export interface UpgradeNote {
  id: string;
  /** The release that made the change. */
  tag: string;
  /** The history items the note is about (each must exist and change in `tag`; tests/unit/upgradeNotes.test.ts). */
  items: { kind: Kind; key: string }[];
  text: { en: string; zh: string };
  sources: string[];
}

export const UPGRADE_NOTES: UpgradeNote[] = [
  {
    id: 'task-persistence',
    tag: 'v3.39.2',
    items: [
      { kind: 'config', key: 'tasks.copy.task_persistant' },
      { kind: 'config', key: 'tasks.download.task_persistant' },
      { kind: 'config', key: 'tasks.transfer.task_persistant' },
    ],
    text: {
      en: 'A configuration file created by v3.39.2 or later has `task_persistant: false` for copy, offline download and transfer tasks: such tasks are no longer saved in the database, so a restart forgets unfinished ones. A config.json written by v3.37.1 to v3.39.1 keeps `true`, because AList loads the file over its defaults and writes the result back. Set the key yourself if you want the other behaviour.',
      zh: '由 v3.39.2 及以后版本新建的配置文件中，复制、离线下载和转存任务的 `task_persistant` 为 `false`：这些任务不再写入数据库，重启后未完成的任务会丢失。v3.37.1 至 v3.39.1 写出的 config.json 仍保留 `true`，因为 AList 先取默认值、再用文件内容覆盖，并把结果写回文件。需要另一种行为时请自行修改该键。',
    },
    sources: ['internal/conf/config.go', 'internal/bootstrap/config.go', 'internal/bootstrap/task.go', 'internal/db/tasks.go'],
  },
  {
    id: 'proxy-types',
    tag: 'v3.43.0',
    items: [{ kind: 'settings', key: 'proxy_types' }],
    text: {
      en: 'New installations get `proxy_types` = `m3u8,url` (before: `m3u8`). An upgraded site keeps the value stored in its database whenever that differs from the new default, so it stays on `m3u8` until you change the setting.',
      zh: '新安装的 `proxy_types` 为 `m3u8,url`（之前为 `m3u8`）。升级的站点只要数据库中已存的值与新默认值不同，就保留已存的值，因此在你修改该设置之前仍是 `m3u8`。',
    },
    sources: ['internal/bootstrap/data/setting.go'],
  },
  {
    id: 'ocr-api',
    tag: 'v3.45.1',
    items: [{ kind: 'settings', key: 'ocr_api' }],
    text: {
      en: 'The default captcha service address `ocr_api` moved from `https://api.nn.ci/ocr/file/json` to `https://api.alistgo.com/ocr/file/json`. An upgraded site keeps the address stored in its database; change the setting to use the new one.',
      zh: '验证码识别服务 `ocr_api` 的默认地址从 `https://api.nn.ci/ocr/file/json` 改为 `https://api.alistgo.com/ocr/file/json`。升级的站点保留数据库中已存的地址；要使用新地址，请修改该设置。',
    },
    sources: ['internal/bootstrap/data/setting.go'],
  },
  {
    id: 'tls-verification',
    tag: 'v3.57.0',
    items: [
      { kind: 'config', key: 'tls_insecure_skip_verify' },
      { kind: 'driver_options', key: 'WebDav.tls_insecure_skip_verify' },
    ],
    text: {
      en: 'From v3.57.0 a new configuration file has `tls_insecure_skip_verify: false`, so AList checks the certificates of the HTTPS servers its drivers, LDAP sign-in and proxy connect to (since v3.12.0 the default was `true`). An existing config.json keeps the value written in it: an installation first started between v3.12.0 and v3.56.0 still skips the checks until you set the key to `false`. The WebDAV storage option of the same name is gone in this release; WebDAV storages follow the configuration key, so a WebDAV server with a self-signed certificate fails once the key is `false`.',
      zh: '从 v3.57.0 起，新建的配置文件中 `tls_insecure_skip_verify` 为 `false`，AList 会校验其驱动、LDAP 登录和代理所连接的 HTTPS 服务器的证书（v3.12.0 起默认值一直是 `true`）。已有的 config.json 保留其中写入的值：在 v3.12.0 至 v3.56.0 之间首次启动的安装仍跳过校验，直到你把该键改为 `false`。WebDAV 存储的同名选项在此版本中移除，WebDAV 存储改为跟随该配置键，因此该键为 `false` 后，使用自签名证书的 WebDAV 服务器会连接失败。',
    },
    sources: ['internal/conf/config.go', 'internal/bootstrap/config.go', 'drivers/webdav/util.go', 'drivers/base/client.go', 'server/handles/ldap_login.go', 'internal/net/serve.go'],
  },
  {
    id: 'page-size',
    tag: 'v3.58.0',
    items: [{ kind: 'settings', key: 'default_page_size' }],
    text: {
      en: 'New installations list 50 entries per page (`default_page_size`, before: 30). An upgraded site keeps the value stored in its database whenever that differs from the new default, so it stays at 30 until you change the setting.',
      zh: '新安装每页列出 50 项（`default_page_size`，之前为 30）。升级的站点只要数据库中已存的值与新默认值不同，就保留已存的值，因此在你修改该设置之前仍是 30。',
    },
    sources: ['internal/bootstrap/data/setting.go'],
  },
];
