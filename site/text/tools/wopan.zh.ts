import type { wopanTextEn } from './wopan.en';
import { registerToolText } from '../toolTextRegistry';
import type { Widen } from '../widen';

/** Strings of the Wopan token tool, in Chinese. Only its page import it (plugins/localeToolText.ts). */
export const wopanTextZh = {
  wopan: {
    legend: '来自 pan.wo.cn 的登录回复',
    input: '粘贴登录请求的响应（JSON）',
    button: '读取令牌',
    refreshToken: '填入 refresh_token 选项的值',
    accessToken: '访问令牌（access_token 选项请留空，AList 会自己获取）',
    empty: '请先粘贴响应。',
    notJson: '这不是 JSON。请在“网络”面板中打开该请求的“响应”，而不是标头或载荷。',
    status: (status: string, message: string) => `服务返回 STATUS ${status || '无'}${message ? `（${message}）` : ''}：请求失败。`,
    rsp: (code: string, message: string) => `服务返回 RSP_CODE ${code || '无'}${message ? `（${message}）` : ''}：登录未被接受。`,
    noData: '回复中没有 DATA 部分。请选择登录步骤的响应，也就是含有 refresh_token 的那个。',
    decryptFailed: 'DATA 使用了本页不知道的密钥加密。请改选登录步骤的响应。',
    missingRefreshToken: '这个回复中没有 refresh_token。请选择登录步骤（输入短信验证码之后）的响应。',
    signInLegend: '登录联通云盘',
    signInIntro: '令牌服务把手机号和密码发给联通云盘的登录接口，随后联通云盘会向该号码发送短信验证码。服务不保存也不记录任何内容；登录完成后本页即丢弃密码。',
    phone: '手机号（11 位）',
    password: '联通云盘密码',
    sendCode: '发送短信验证码',
    sendAgain: '重新发送验证码',
    sending: '正在请联通云盘发送验证码…',
    codeSent: '联通云盘已接受密码，并向该号码发送了短信验证码。',
    codeLegend: '短信验证码',
    smsCode: '短信中的验证码',
    signIn: '登录并显示令牌',
    verifying: '正在向联通云盘核对验证码…',
    noService: '本站没有令牌服务，而联通云盘只接受其自身网页版的请求，因此无法在本页登录。请按下文从 pan.wo.cn 复制登录响应。',
  },
} as const satisfies Widen<typeof wopanTextEn>;

registerToolText('zh', wopanTextZh);
