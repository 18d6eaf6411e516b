/** Every group of the document, in the order the document (and its tags) lists them: most used first. */
import type { OpSpec, Text } from '../types';
import { t } from '../schema';
import { authOperations, meOperations } from './auth';
import { fsOperations } from './fs';
import { publicOperations, shareOperations } from './public';
import { adminIndexOperations, adminMetaOperations, adminOtherOperations, adminSettingOperations, adminStorageOperations, adminUserOperations } from './admin';
import { adminTaskOperations, taskOperations } from './tasks';
import { labelOperations } from './labels';

export interface Group {
  tag: string;
  text: Text;
  operations: OpSpec[];
}

const only = (ops: OpSpec[], tag: string) => ops.filter((o) => o.tag === tag);
const auth = [...authOperations, ...meOperations];

export const groups: Group[] = [
  { tag: 'auth', text: t('Signing in and out, two-factor sign-in, single sign-on and passkey sign-in.', '登录与退出、双因素认证、单点登录和通行密钥登录。'), operations: only(auth, 'auth') },
  { tag: 'me', text: t('The current account: profile, sessions, SSH keys and passkeys.', '当前账号：资料、会话、SSH 公钥和通行密钥。'), operations: only(auth, 'me') },
  { tag: 'fs', text: t('Browsing, uploading and changing files.', '浏览、上传和修改文件。'), operations: fsOperations },
  { tag: 'public', text: t('Routes that need no token: public settings, tool lists and share links for visitors.', '无需令牌的接口：公开设置、工具列表和访客使用的分享链接。'), operations: publicOperations },
  { tag: 'share', text: t('Share links of the signed-in user.', '已登录用户的分享链接。'), operations: shareOperations },
  { tag: 'task', text: t('Background tasks of the caller.', '调用者的后台任务。'), operations: taskOperations },
  { tag: 'admin/user', text: t('Users, their SSH keys, and roles.', '用户及其 SSH 公钥，以及角色。'), operations: adminUserOperations },
  { tag: 'admin/storage', text: t('Storages (mounts).', '存储（挂载）。'), operations: only(adminStorageOperations, 'admin/storage') },
  { tag: 'admin/driver', text: t('Drivers and their option forms.', '驱动及其选项表单。'), operations: only(adminStorageOperations, 'admin/driver') },
  { tag: 'admin/setting', text: t('Settings, the admin token and the offline download tools.', '设置、管理员令牌和离线下载工具。'), operations: adminSettingOperations },
  { tag: 'admin/meta', text: t('Folder rules: passwords, write access, hidden names, readme and header.', '目录规则：密码、写入权限、隐藏名称、说明和顶部说明。'), operations: adminMetaOperations },
  { tag: 'admin/index', text: t('The search index.', '搜索索引。'), operations: adminIndexOperations },
  { tag: 'admin/task', text: t('Background tasks of every user (admin routes).', '所有用户的后台任务（管理员接口）。'), operations: adminTaskOperations },
  { tag: 'label', text: t('Reading labels and the files they are bound to.', '读取标签及其绑定的文件。'), operations: labelOperations },
  { tag: 'admin/other', text: t('Labels and their bindings, sessions, and the server message queue.', '标签及其绑定、会话以及服务器消息队列。'), operations: adminOtherOperations },
];
