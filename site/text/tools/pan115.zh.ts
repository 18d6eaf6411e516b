import type { pan115TextEn } from './pan115.en';
import { registerToolText } from '../toolTextRegistry';
import type { Widen } from '../widen';

/** Strings of the 115 token tool, in Chinese. Only its page import it (plugins/localeToolText.ts). */
export const pan115TextZh = {
  pan115: {
    cookieLegend: '已登录的 115 网页会话的 Cookie',
    cookieInput: '粘贴 Cookie 请求头，或从开发者工具复制的 Cookie 行',
    cookieButton: '精简 Cookie',
    cookieResult: '填入 cookie 选项的值',
    cookieIgnored: (n: number) => `另有 ${n} 个 Cookie 被略去，驱动不会读取它们。`,
    cookieEmpty: '请先粘贴 Cookie。',
    cookieMissing: (names: string) => `缺少：${names}。请在登录状态下，从发往 115 的请求中复制 Cookie。`,
    cookieBadValue: (name: string) => `${name} 的值中含有“=”、“;”或空格，驱动会拒绝它。请从开发者工具重新复制。`,
    qrLegend: '扫码令牌',
    qrStep1: '在新标签页中打开这个地址，115 会返回一小段 JSON 文本，把它全部复制下来。',
    qrInput: '粘贴 JSON 回复',
    qrButton: '读取会话',
    qrUid: '填入 qrcode_token 选项的值',
    qrImage: '打开二维码图片（位于 qrcodeapi.115.com）',
    qrScan: '用 115 App 扫描图片，并在手机上确认登录。',
    qrStatusLink: '查看会话状态（打开 115 的回复）',
    qrStatusInput: '可选：粘贴状态回复以便解读',
    qrStatusButton: '读取状态',
    qrStatus: { waiting: '等待中：二维码还没有被扫描。', scanned: '已扫描：请在 115 App 中确认登录。', allowed: '已允许：现在把令牌填入 AList 并保存存储。', expired: '已过期：请获取新会话后重新扫描。', canceled: '已在 App 中取消：请获取新会话。' },
    empty: '请先粘贴回复。',
    notJson: '这不是 JSON 回复。请复制该地址显示的全部文字。',
    missingUid: '回复中没有 data.uid，因此不是扫码登录会话。',
    refused: (code: string, message: string) => `115 拒绝了请求（代码 ${code || '无'}${message ? `：${message}` : ''}）。`,
    unknownStatus: (value: string) => `未知的状态值：${value}。`,
    qrServiceLegend: '扫码登录',
    qrServiceIntro: '令牌服务向 115 申请二维码并显示在这里。用 115 App 扫码并确认后，本页会收到 Cookie。服务不保留任何内容，会话由本页保存到你完成为止。',
    qrApp: '以哪种设备类型登录（与驱动的 qrcode_source 选项相同）',
    qrStart: '显示二维码',
    qrStarting: '正在向 115 申请二维码…',
    qrImageAlt: '用 115 App 扫描的二维码',
    qrCookie: '用于 cookie 选项的值',
    qrCookieNote: '把它填入 115 云盘存储的 cookie 选项，qrcode_token 留空。请像对待密码一样保管它。',
    qrAgain: '重新显示二维码',
    qrNoService: '本站没有令牌服务，而 115 不允许网页调用其登录接口，所以无法在这里显示二维码。请按下面的步骤操作（自己在新标签页中打开 115 的地址），或粘贴 Cookie。',
  },
} as const satisfies Widen<typeof pan115TextEn>;

registerToolText('zh', pan115TextZh);
