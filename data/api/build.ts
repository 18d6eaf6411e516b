/**
 * Builds the one OpenAPI 3.1 document from the group modules. Pure: same sources, same document
 * (scripts/build-openapi.ts writes it to data/api/openapi.json; a unit test checks the file is current).
 */
import { components } from './components';
import { groups } from './groups';
import { described } from './schema';
import { ROUTE_SINCE } from './since';
import type { Access, ErrorSpec, OpSpec, Schema, Text } from './types';

export const RELEASE = 'v3.63.0';

/** Errors every route of an access level can meet, written by the middlewares before the handler runs. */
export function accessErrors(access: Access, authGroup?: 'authn', guestRefusedBy?: 'handler'): ErrorSpec[] {
  // StoragesLoaded (server/middlewares/check.go) runs before every /api route, the public ones included.
  const loading: ErrorSpec = {
    code: 500,
    message: 'Loading storage, please wait',
    text: {
      en: 'AList is still starting its storages (after start-up or /api/admin/storage/load_all); try again shortly.',
      zh: 'AList 仍在启动各个存储（刚启动或调用了 /api/admin/storage/load_all 之后）；请稍后再试。',
    },
  };
  if (access === 'public') return [loading];
  // The Authn middleware of /api/authn/* parses the token like Auth but keeps no device sessions and lets a disabled guest through.
  const out: ErrorSpec[] = [
    authGroup
      ? {
          code: 401,
          text: {
            en: 'The token is not valid: "that\'s not even a token", "token is expired", "token is invalidated" (signed out, or AList restarted since the token was issued: tokens are remembered in memory only), "couldn\'t handle this token", "Password has been changed, login please" or "Current user is disabled, replace please".',
            zh: '令牌无效："that\'s not even a token"、"token is expired"、"token is invalidated"（已退出登录，或签发令牌后 AList 重启过：令牌只记在内存中）、"couldn\'t handle this token"、"Password has been changed, login please" 或 "Current user is disabled, replace please"。',
          },
        }
      : {
          code: 401,
          text: {
            en: 'The token is not valid: "that\'s not even a token", "token is expired", "token is invalidated" (signed out, or AList restarted since the token was issued: tokens are remembered in memory only), "couldn\'t handle this token", "Password has been changed, login please", "Current user is disabled, replace please", "session inactive" (this device\'s session was ended by sign-out or evict), or "Guest user is disabled, login please" when no token is sent.',
            zh: '令牌无效："that\'s not even a token"、"token is expired"、"token is invalidated"（已退出登录，或签发令牌后 AList 重启过：令牌只记在内存中）、"couldn\'t handle this token"、"Password has been changed, login please"、"Current user is disabled, replace please"、"session inactive"（该设备的会话已因退出登录或被踢出而结束）；未带令牌且游客被禁用时为 "Guest user is disabled, login please"。',
          },
        },
  ];
  if (!authGroup)
    out.push({
      code: 403,
      message: 'too many active devices',
      text: {
        en: 'A new device (Client-Id) would exceed the `max_devices` setting while `device_evict_policy` is deny.',
        zh: '新设备（Client-Id）会超出 `max_devices` 设置的上限，且 `device_evict_policy` 为 deny。',
      },
    });
  if (access === 'user' && guestRefusedBy !== 'handler') out.push({ code: 403, message: 'You are a guest', text: { en: 'Sent without a token (as the guest).', zh: '未带令牌（以游客身份）调用。' } });
  if (access === 'admin') out.push({ code: 403, message: 'You are not an admin', text: { en: 'The token belongs to an account without the admin role.', zh: '令牌所属账号不是管理员。' } });
  out.push(loading);
  return out;
}

const i18n = (text: Text) => ({ description: text.en, 'x-i18n': { en: text.en, zh: text.zh } });

const envelopeWith = (data: Schema | undefined): Schema => ({
  allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { data: data ?? { type: 'null' } } }],
});

export const operationId = (op: OpSpec) =>
  `${op.method.toLowerCase()}${op.path
    .replace(/^\/api/, '')
    .split(/[/_-]/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')}`;

function requestBody(op: OpSpec): Schema | undefined {
  if (op.rawBody) {
    return { required: true, ...i18n(op.rawBody.text), content: { [op.rawBody.contentType]: { schema: op.rawBody.schema } } };
  }
  if (!op.body) return undefined;
  const schema =
    'fields' in op.body
      ? {
          type: 'object',
          properties: Object.fromEntries(op.body.fields.map((x) => [x.name, described(x)])),
          ...(op.body.fields.some((x) => x.required) ? { required: op.body.fields.filter((x) => x.required).map((x) => x.name) } : {}),
        }
      : { ...op.body.schema, ...i18n(op.body.text) };
  const media: Schema = { schema };
  if (op.requestExample !== undefined) media.example = op.requestExample;
  return { required: true, content: { 'application/json': media } };
}

function operation(op: OpSpec): Schema {
  const parameters = [
    ...(op.query ?? []).map((x) => ({ name: x.name, in: 'query', required: x.required ?? false, schema: x.schema, ...i18n(x.text) })),
    ...(op.headers ?? []).map((x) => ({ name: x.name, in: 'header', required: x.required ?? false, schema: x.schema, ...i18n(x.text) })),
  ];
  const key = `${op.method} ${op.path}`;
  const since = ROUTE_SINCE[key];
  if (!since) throw new Error(`data/api: no first release for "${key}" in data/api/since.ts`);
  const errors = [...accessErrors(op.access, op.authGroup, op.guestRefusedBy), ...(op.errors ?? [])];
  const success: Schema = { schema: envelopeWith(op.data) };
  if (!op.nonJsonSuccess && (op.dataExample !== undefined || op.data === undefined)) {
    success.example = { code: 200, message: op.successMessage ?? 'success', data: op.dataExample ?? null };
  }
  const body = requestBody(op);
  return {
    operationId: operationId(op),
    tags: [op.tag],
    summary: op.summary.en,
    ...(op.description ? { description: op.description.en } : {}),
    'x-i18n': {
      en: { summary: op.summary.en, ...(op.description ? { description: op.description.en } : {}) },
      zh: { summary: op.summary.zh, ...(op.description ? { description: op.description.zh } : {}) },
    },
    'x-access': op.access,
    ...(op.authGroup ? { 'x-auth-group': op.authGroup } : {}),
    'x-since': since,
    ...(op.method === 'ANY' ? { 'x-route-method': 'ANY' } : {}),
    ...(op.access === 'public' ? { security: [] } : { security: [{ token: [] }, {}] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': {
        description: 'Always HTTP 200: the JSON body carries the result code (200 on success) and, on success, the data.',
        'x-i18n': {
          en: op.dataText?.en ?? 'The envelope; `data` as described.',
          zh: op.dataText?.zh ?? '统一外层结构；`data` 见说明。',
        },
        content: { 'application/json': success },
      },
    },
    'x-errors': errors.map((e) => ({ code: e.code, ...(e.message ? { message: e.message } : {}), description: e.text.en, 'x-i18n': { en: e.text.en, zh: e.text.zh } })),
  };
}

/** The HTTP method an operation is filed under: gin's Any routes are shown as POST (what the web interface sends). */
export const documentMethod = (op: OpSpec) => (op.method === 'ANY' ? 'post' : op.method.toLowerCase());

const infoDescription: Text = {
  en: [
    `The HTTP API of AList ${RELEASE}. Every path is relative to the path of \`site_url\`.`,
    'Every JSON answer is sent with HTTP status 200; the real result is the `code` field of the body (200 on success, otherwise an HTTP-like error number), with `message` and `data` beside it (schema `Envelope`). Check `code`, not the HTTP status.',
    'Sign in with POST /api/auth/login and send the token it returns in the `Authorization` header as it is, without "Bearer ". The admin token of the settings page works the same way. Without the header the request runs as the guest account.',
    '`x-access` says who may call a route: public (no token), guest (also without a token, as the guest account), user (a signed-in account, never the guest), user:<permission> (the caller\'s permissions for the path must include it), admin. `x-since` is the first release that has the route; `x-route-method: ANY` marks routes that accept every HTTP method (shown as POST). `x-i18n` holds the English and Chinese texts; `x-errors` lists the error codes of the body.',
  ].join('\n\n'),
  zh: [
    `AList ${RELEASE} 的 HTTP 接口。所有路径都相对于 \`site_url\` 中的路径。`,
    '所有 JSON 回答的 HTTP 状态都是 200；真正的结果在回答体的 `code` 字段中（成功为 200，否则为与 HTTP 状态码同值的错误码），旁边是 `message` 和 `data`（结构见 `Envelope`）。请检查 `code`，而不是 HTTP 状态。',
    '用 POST /api/auth/login 登录，把返回的令牌原样放进 `Authorization` 请求头，不要加 "Bearer "。设置页中的管理员令牌用法相同。不带该请求头时，请求以游客账号执行。',
    '`x-access` 说明谁能调用：public（无需令牌）、guest（不带令牌时以游客账号调用）、user（已登录账号，游客不行）、user:<权限>（调用者在该路径上的权限须包含它）、admin（管理员）。`x-since` 是首次提供该接口的版本；`x-route-method: ANY` 表示接受任何 HTTP 方法（文档中写作 POST）。`x-i18n` 保存中英文说明，`x-errors` 列出回答体中的错误码。',
  ].join('\n\n'),
};

export const allOperations = (): OpSpec[] => groups.flatMap((g) => g.operations);

export function buildDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const op of allOperations()) {
    const method = documentMethod(op);
    paths[op.path] ??= {};
    if (paths[op.path][method]) throw new Error(`data/api: ${method.toUpperCase()} ${op.path} is defined twice`);
    paths[op.path][method] = operation(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `AList ${RELEASE} API`,
      version: RELEASE,
      description: infoDescription.en,
      'x-i18n': { en: { description: infoDescription.en }, zh: { description: infoDescription.zh } },
      license: { name: 'AGPL-3.0', identifier: 'AGPL-3.0-only' },
    },
    servers: [{ url: 'http://127.0.0.1:5244', description: 'A local AList with the default port; replace with your site_url.' }],
    tags: groups.map((g) => ({ name: g.tag, description: g.text.en, 'x-i18n': g.text })),
    paths,
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The token from /api/auth/login (or the admin token), sent as it is, without a "Bearer " prefix.',
          'x-i18n': { en: 'The token from /api/auth/login (or the admin token), sent as it is, without a "Bearer " prefix.', zh: '/api/auth/login 返回的令牌（或管理员令牌），原样发送，不加 "Bearer " 前缀。' },
        },
      },
      schemas: components,
    },
  };
}
