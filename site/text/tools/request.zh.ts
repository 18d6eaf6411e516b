import type { requestTextEn } from './request.en';
import { registerToolText } from '../toolTextRegistry';
import type { Widen } from '../widen';

/** Strings of the OAuth request form, in Chinese. Only the request and callback pages import it (plugins/engine/localeToolText.ts). */
export const requestTextZh = {
  appChoice: {
    legend: '用谁的应用登录',
    own: '我自己的应用（在服务商开发者控制台获得的客户端 ID 和密钥）',
    operator: (url: string) => `${url} 上令牌服务的应用：无需自己的应用，之后 AList 通过该服务续期令牌`,
  },
  fieldHelp: {
    codeSingleUse: '授权码只能使用一次，几分钟后就会过期。如果它已被使用或已过期，请重新登录。',
    option: (option: string) => `填入存储的 ${option} 选项。`,
    redirectUri: '应用里注册的地址必须与此完全一致。登录完成后，服务商会把你送回这个地址。',
    redirectOob: '也可以填 oob：百度会在自己的页面上显示授权码，再把它粘贴到下方即可。',
    defaults: '已预填 AList 内置应用的值（即驱动的默认值）。',
  },
  regions: {
    global: 'global：国际版，所有个人账号',
    cn: 'cn：中国区，由世纪互联运营',
    us: 'us：美国政府云',
  },
  scopes: { drive: 'Google 云端硬盘（完整权限）', photos: 'Google 相册（此应用创建的媒体和影集，以及上传）' },
  request: {
    legend: '你的应用',
    submit: (provider: string) => `使用 ${provider} 登录`,
    preview: '将要打开的地址',
    kept: '这些值只保存在当前浏览器标签页中（会话存储），直到回调页面成功兑换授权码或你关闭标签页为止；兑换失败或改用终端命令时，它们会继续保留。登录地址中从不包含密码。',
    restored: '已恢复你在此标签页中上一次填写的值。',
    resetRedirect: '使用本站的回调地址',
    leaving: (provider: string) => `正在打开 ${provider} 登录页面…`,
    desktopHint: '本站运行在你自己的电脑上（环回地址）。类型为“桌面应用”的 Google OAuth 客户端无需登记即可接受这样的环回重定向 URI；“Web 应用”类型的客户端则需要把它填入“已获授权的重定向 URI”。',
  },
} as const satisfies Widen<typeof requestTextEn>;

registerToolText('zh', requestTextZh);
