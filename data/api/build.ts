/**
 * Builds the one OpenAPI 3.1 document from the group modules. Pure: same sources, same document
 * (scripts/build-openapi.ts writes it to data/api/openapi.json; a unit test checks the file is current).
 */
import { components } from './components';
import { groups } from './groups';
import { described, t } from './schema';
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

/**
 * Who may call, in OpenAPI terms. The Auth middleware runs a request without an Authorization header as the guest
 * account (refused with 401 when the guest is disabled); a header that is present but not a valid token is refused,
 * never downgraded to the guest. So `{}` (no token) is listed only where the guest can succeed.
 */
export function securityOf(op: Pick<OpSpec, 'access' | 'authGroup'>): Schema[] {
  if (op.access === 'public') return [];
  if (op.access === 'admin' || op.access === 'user') return [{ token: [] }];
  return [{ token: [] }, {}];
}

/** The token rule of an operation, in both languages: appended to the description tools show. */
export function tokenRule(op: Pick<OpSpec, 'access' | 'authGroup'>): Text | undefined {
  if (op.access === 'public') return undefined;
  if (op.access === 'admin') {
    return t('Token: an admin\'s token or the admin token is required; any other caller, the guest included, gets "You are not an admin".', '令牌：需要管理员的令牌或管理员令牌；其他调用者（包括游客）都会得到 "You are not an admin"。');
  }
  if (op.access === 'user') return t('Token: required; without one the request runs as the guest, who is refused.', '令牌：必须提供；不带令牌时请求以游客身份执行，会被拒绝。');
  if (op.authGroup) {
    return t('Token: optional; without one the request runs as the guest account (in this group even when the guest is disabled). An invalid token is refused.', '令牌：可选；不带令牌时请求以游客账号执行（该分组中即使游客被禁用也是如此）。无效的令牌会被拒绝。');
  }
  return t(
    'Token: optional; without one the request runs as the guest account, with the guest\'s permissions, and is refused with 401 "Guest user is disabled, login please" when the guest is disabled. An invalid token is refused, never treated as the guest.',
    '令牌：可选；不带令牌时请求以游客账号及其权限执行，游客被禁用时以 401 "Guest user is disabled, login please" 拒绝。无效的令牌会被拒绝，不会当作游客处理。',
  );
}

/** Headers and query parameters every route behind the Auth middleware reads (HandleSession: the device session key). */
export const SHARED_PARAMETERS: Record<string, Schema> = {
  ClientId: {
    name: 'Client-Id',
    in: 'header',
    required: false,
    schema: { type: 'string' },
    ...i18n(t('Identifies the device: the session key is made from it and the user ID (the web interface sends it on every request). Empty is allowed and is one device.', '标识设备：会话键由它和用户 ID 生成（网页界面每个请求都会发送）。可以为空，此时算作同一个设备。')),
  },
  ClientIdQuery: {
    name: 'client_id',
    in: 'query',
    required: false,
    schema: { type: 'string' },
    ...i18n(t('Read when the Client-Id header is empty, for clients that cannot set headers.', 'Client-Id 请求头为空时读取，供无法设置请求头的客户端使用。')),
  },
};
const readsClientId = (op: OpSpec) => op.access !== 'public' && !op.authGroup;

/** Go sends every field of a struct unless it is tagged `omitempty`: a response object requires all its other properties. */
export function requireSent(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(requireSent);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema as Schema)) {
    if (k === 'properties') out[k] = Object.fromEntries(Object.entries(v as Schema).map(([name, p]) => [name, requireSent(p)]));
    else if (k === 'items' || k === 'additionalProperties' || k === 'allOf' || k === 'anyOf' || k === 'oneOf') out[k] = requireSent(v);
    else out[k] = v;
  }
  const props = (schema as Schema).properties as Record<string, Schema> | undefined;
  if (props) {
    const sent = Object.entries(props).filter(([, p]) => p['x-omitempty'] !== true).map(([name]) => name);
    if (sent.length > 0) out.required = sent;
    else delete out.required;
  }
  return out;
}

/** The success answer when it is not the JSON envelope, by kind (errors still come as the envelope with HTTP 200). */
function nonJsonResponses(op: OpSpec): Record<string, Schema> {
  const kinds = op.nonJsonSuccess ?? [];
  const out: Record<string, Schema> = {};
  if (kinds.includes('redirect')) {
    const text = t('Redirect (HTTP 302) on success; the Location header holds the target.', '成功时重定向（HTTP 302），Location 响应头为目标地址。');
    out['302'] = { description: text.en, 'x-i18n': text, headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string', format: 'uri-reference' } } } };
  }
  return out;
}

function successContent(op: OpSpec): Record<string, Schema> {
  const success: Schema = { schema: requireSent(envelopeWith(op.data)) };
  if (!op.nonJsonSuccess && (op.dataExample !== undefined || op.data === undefined)) {
    success.example = { code: 200, message: op.successMessage ?? 'success', data: op.dataExample ?? null };
  }
  const content: Record<string, Schema> = { 'application/json': success };
  const kinds = op.nonJsonSuccess ?? [];
  if (kinds.includes('html')) content['text/html'] = { schema: { type: 'string', description: 'A small page that hands the result to the web interface.' } };
  // Lark exports: the Content-Type is guessed from the file name.
  if (kinds.includes('file')) content['*/*'] = { schema: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file; Content-Type is guessed from its name.' } };
  return content;
}

function operation(op: OpSpec, method: string): Schema {
  const getOfAny = op.method === 'ANY' && method === 'get';
  const bodyFields = op.body && 'fields' in op.body ? op.body.fields : [];
  const queryFields = getOfAny ? bodyFields.filter((x) => (op.queryOnGet ?? []).includes(x.name)) : (op.query ?? []);
  const parameters: Schema[] = [
    ...queryFields.map((x) => ({ name: x.name, in: 'query', required: getOfAny ? false : (x.required ?? false), schema: x.schema, ...i18n(x.text) })),
    ...(op.headers ?? []).map((x) => ({ name: x.name, in: 'header', required: x.required ?? false, schema: x.schema, ...i18n(x.text) })),
  ];
  const names = new Set(parameters.map((p) => `${p.in} ${String(p.name).toLowerCase()}`));
  if (readsClientId(op)) {
    if (!names.has('header client-id')) parameters.push({ $ref: '#/components/parameters/ClientId' });
    if (!names.has('query client_id')) parameters.push({ $ref: '#/components/parameters/ClientIdQuery' });
  }
  const key = `${op.method} ${op.path}`;
  const since = ROUTE_SINCE[key];
  if (!since) throw new Error(`data/api: no first release for "${key}" in data/api/since.ts`);
  const errors = [...accessErrors(op.access, op.authGroup, op.guestRefusedBy), ...(op.errors ?? [])];
  const body = getOfAny ? undefined : requestBody(op);
  const rule = tokenRule(op);
  const viaGet = getOfAny
    ? t(
        op.queryOnGet?.length
          ? `The same route by GET: gin binds the query parameters below instead of a JSON body (${op.queryOnGet.join(', ')}); other fields need POST.`
          : 'The same route by GET; it reads no input.',
        op.queryOnGet?.length ? `同一接口的 GET 用法：gin 从下列查询参数（${op.queryOnGet.join('、')}）而不是 JSON 请求体读取；其他字段需用 POST。` : '同一接口的 GET 用法；不读取任何输入。',
      )
    : undefined;
  const description = [op.description?.en, viaGet?.en, rule?.en].filter(Boolean).join('\n\n');
  const methodSuffix = op.method === 'ANY' ? (getOfAny ? 'Get' : '') : '';
  return {
    operationId: `${operationId(op)}${methodSuffix}`,
    tags: [op.tag],
    summary: op.summary.en,
    ...(description ? { description } : {}),
    'x-i18n': {
      en: { summary: op.summary.en, ...(op.description ? { description: op.description.en } : {}), ...(viaGet ? { get: viaGet.en } : {}), ...(rule ? { token: rule.en } : {}) },
      zh: { summary: op.summary.zh, ...(op.description ? { description: op.description.zh } : {}), ...(viaGet ? { get: viaGet.zh } : {}), ...(rule ? { token: rule.zh } : {}) },
    },
    'x-access': op.access,
    ...(op.authGroup ? { 'x-auth-group': op.authGroup } : {}),
    'x-since': since,
    ...(op.method === 'ANY' ? { 'x-route-method': 'ANY' } : {}),
    security: securityOf(op),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': {
        description: op.nonJsonSuccess?.length
          ? 'HTTP 200: on success the content described below (not the envelope); every error is the JSON envelope with its code in the body.'
          : 'Always HTTP 200: the JSON body carries the result code (200 on success) and, on success, the data.',
        'x-i18n': {
          en: op.dataText?.en ?? 'The envelope; `data` as described.',
          zh: op.dataText?.zh ?? '统一外层结构；`data` 见说明。',
        },
        content: successContent(op),
      },
      ...nonJsonResponses(op),
    },
    'x-errors': errors.map((e) => ({ code: e.code, ...(e.message ? { message: e.message } : {}), description: e.text.en, 'x-i18n': { en: e.text.en, zh: e.text.zh } })),
  };
}

/** The HTTP methods an operation is filed under: gin's Any routes under POST (JSON body) and GET (query string). */
export const documentMethods = (op: OpSpec): string[] => (op.method === 'ANY' ? ['post', 'get'] : [op.method.toLowerCase()]);

const infoDescription: Text = {
  en: [
    `The HTTP API of AList ${RELEASE}. Every path is relative to the path of \`site_url\`.`,
    'Every JSON answer is sent with HTTP status 200; the real result is the `code` field of the body (200 on success, otherwise an HTTP-like error number), with `message` and `data` beside it (schema `Envelope`). Check `code`, not the HTTP status.',
    'Sign in with POST /api/auth/login and send the token it returns in the `Authorization` header as it is, without "Bearer ". The admin token of the settings page works the same way.',
    'Tokens and the guest: a request without the `Authorization` header runs as the guest account, with the guest\'s permissions, and is refused with code 401 "Guest user is disabled, login please" while the guest is disabled (the default). A header that is present but not a valid token is refused with 401; it is never treated as the guest. So `security` lists the empty requirement `{}` only on routes the guest can use (x-access guest and user:<permission>); routes for signed-in users (x-access user) and admin routes require `token`. Every route behind the token check also reads the `Client-Id` header (or `client_id` query parameter) to key the device session.',
    '`x-access` says who may call a route: public (no token), guest (also without a token, as the guest account), user (a signed-in account, never the guest), user:<permission> (the caller\'s permissions for the path must include it), admin. `x-since` is the first release that has the route; `x-route-method: ANY` marks routes that accept every HTTP method, listed under POST (JSON body) and GET (query parameters). `x-omitempty` marks response fields Go leaves out when empty; every other response field is always sent (`required`). `x-i18n` holds the English and Chinese texts; `x-errors` lists the error codes of the body.',
  ].join('\n\n'),
  zh: [
    `AList ${RELEASE} 的 HTTP 接口。所有路径都相对于 \`site_url\` 中的路径。`,
    '所有 JSON 回答的 HTTP 状态都是 200；真正的结果在回答体的 `code` 字段中（成功为 200，否则为与 HTTP 状态码同值的错误码），旁边是 `message` 和 `data`（结构见 `Envelope`）。请检查 `code`，而不是 HTTP 状态。',
    '用 POST /api/auth/login 登录，把返回的令牌原样放进 `Authorization` 请求头，不要加 "Bearer "。设置页中的管理员令牌用法相同。',
    '令牌与游客：不带 `Authorization` 请求头的请求以游客账号及其权限执行；游客被禁用时（默认如此）以 code 401 "Guest user is disabled, login please" 拒绝。带了请求头但令牌无效时以 401 拒绝，不会当作游客处理。因此只有游客能用的接口（x-access 为 guest 和 user:<权限>）的 `security` 才列出空要求 `{}`；面向已登录用户的接口（x-access 为 user）和管理员接口都要求 `token`。经过令牌检查的接口还会读取 `Client-Id` 请求头（或查询参数 `client_id`）作为设备会话的键。',
    '`x-access` 说明谁能调用：public（无需令牌）、guest（不带令牌时以游客账号调用）、user（已登录账号，游客不行）、user:<权限>（调用者在该路径上的权限须包含它）、admin（管理员）。`x-since` 是首次提供该接口的版本；`x-route-method: ANY` 表示接受任何 HTTP 方法，文档中列在 POST（JSON 请求体）和 GET（查询参数）下。`x-omitempty` 标出 Go 在值为空时省略的回答字段；其他回答字段总会发送（`required`）。`x-i18n` 保存中英文说明，`x-errors` 列出回答体中的错误码。',
  ].join('\n\n'),
};

export const allOperations = (): OpSpec[] => groups.flatMap((g) => g.operations);

export function buildDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const op of allOperations()) {
    paths[op.path] ??= {};
    for (const method of documentMethods(op)) {
      if (paths[op.path][method]) throw new Error(`data/api: ${method.toUpperCase()} ${op.path} is defined twice`);
      paths[op.path][method] = operation(op, method);
    }
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
      parameters: SHARED_PARAMETERS,
      schemas: Object.fromEntries(Object.entries(components).map(([name, schema]) => [name, requireSent(schema)])),
    },
  };
}
