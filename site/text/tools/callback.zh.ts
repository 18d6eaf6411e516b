import type { callbackTextEn } from './callback.en';
import { registerToolText } from '../toolTextRegistry';
import type { Widen } from '../widen';

/** Strings of the OAuth callback page (exchange, tokens, terminal command, SharePoint site ID), in Chinese. Only the callback pages import it (plugins/engine/localeToolText.ts). */
export const callbackTextZh = {
  callback: {
    idle: (provider: string) => `本页地址中没有来自 ${provider} 的回复。登录后 ${provider} 会把你送回这里；请先从请求页面开始。`,
    idleStart: '从这里开始：填写下面的表单登录，完成后会回到本页。',
    startLink: '前往请求页面',
    exchanging: (provider: string) => `正在向 ${provider} 兑换授权码…`,
    codeReceived: '已收到授权码。',
    noPending: '此标签页中没有请求页面留下的值（可能是在别的标签页或浏览器中发起的，或已超过一小时）。请填入当时使用的客户端 ID、密码和重定向 URI，再兑换授权码。',
    exchangeLegend: '兑换授权码',
    exchange: '兑换授权码',
    startOver: '回到请求页面重新开始',
    startOverHere: '重新开始',
    terminalOnly: (provider: string) =>
      `本站没有令牌服务，而网页要么无法与 ${provider} 完成兑换，要么无法确认能否完成（浏览器读不到回复的尝试同样会用掉授权码），因此本页没有把你的授权码发往任何地方，它仍未被使用。请在几分钟内运行下面的命令（curl，Windows 上可用 PowerShell），再把应答粘贴到输入框中。`,
    buildCommand: '显示用于此授权码的命令',
  },
  result: {
    title: '已获得令牌',
    refreshToken: '刷新令牌（refresh_token）',
    accessToken: '访问令牌（AList 不使用它，会用刷新令牌自行获取；只有 SharePoint 站点 ID 和 Google 相册辅助功能需要它）',
    expires: (minutes: number) => `访问令牌约 ${minutes} 分钟后过期。AList 需要保存的是刷新令牌。`,
    scope: '已授予的权限：',
    optionsTitle: '存储表单中的其他值',
    option: '选项',
    value: '值',
    secretNote: '你填写的密码',
    drivers: '使用这些值的存储驱动：',
    keepSecret: '请像保管密码一样保管刷新令牌。在它被撤销之前，任何拿到它的人都能访问这个网盘。',
    albumLink: '用这个访问令牌列出影集 ID',
    relayNote: '这些令牌属于令牌服务的应用。在 AList 中请把 client_id 和 client_secret 留空，并把 oauth_token_url 设为上面的中继地址，AList 会通过该服务续期令牌。',
  },
  manual: {
    title: '改在终端中兑换授权码',
    intro: '这些命令会从你自己的电脑发出同样的请求：在 macOS、Linux、WSL 或 Git Bash 中用 curl，在 Windows 上用 PowerShell。命令中含有你的密钥和授权码，不要分享给别人。请在几分钟内运行其中之一，然后把输出粘贴到下方。',
    command: '命令（curl：macOS、Linux、WSL、Git Bash）',
    powerShell: 'Windows PowerShell 命令',
    incomplete: '先在上方填好客户端 ID、密码、重定向 URI 和授权码，才能生成命令。',
    pasteLabel: '粘贴回复（JSON）',
    read: '读取回复',
  },
  siteId: {
    title: '查找 SharePoint 站点 ID',
    intro: '用于开启了 is_sharepoint 的 Onedrive 驱动。需要带有 Sites.ReadWrite.All 权限的访问令牌（在请求页面勾选 SharePoint 选项）。请求由你的浏览器直接发往 Microsoft Graph；本站配有令牌服务时则经由该服务。',
    siteUrl: '站点地址，例如 https://contoso.sharepoint.com/sites/Marketing',
    token: '访问令牌',
    lookup: '查询站点 ID',
    looking: '正在询问 Microsoft Graph…',
    found: (name: string) => `找到站点：${name}`,
    id: 'site_id',
    notUrl: '请输入以 https:// 开头的完整站点地址。',
    notSharePoint: '这不是 SharePoint 地址（主机名中没有 sharepoint 这一段）。',
    empty: '请输入站点地址和访问令牌。',
    loadFailed: '站点 ID 查询未能下载（是否处于离线状态？）。上面的令牌已经完整；恢复联网后刷新页面即可查询站点 ID。',
  },
} as const satisfies Widen<typeof callbackTextEn>;

registerToolText('zh', callbackTextZh);
