/**
 * The token service against stand-in providers (real HTTP servers on loopback): every route, every
 * validation, the operator relays in the shapes AList's drivers send, and a bounded fuzz run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ConfigError, configFromEnv, type ServiceConfig } from '../../server/config';
import { oneDriveHosts, oneDriveRegions, providerFacts, providerIds, upstreamOrigins } from '../../providers/table';
import { secretFor, startStandIns, type StandIns } from '../standins/providers';

const SITE = 'http://127.0.0.1:4174';
let standIns: StandIns;
/** Every address the service fetched, to prove it never leaves the table. */
const fetched: string[] = [];

function config(extra: Record<string, string> = {}): ServiceConfig {
  const recording: typeof fetch = (input, init) => {
    fetched.push(String(input));
    return fetch(input, init);
  };
  return configFromEnv(
    {
      TOKEN_SERVICE_ALLOWED_ORIGINS: SITE,
      TOKEN_SERVICE_TEST_MODE: '1',
      TOKEN_SERVICE_UPSTREAMS: JSON.stringify(standIns.upstreams),
      TOKEN_SERVICE_TIMEOUT_MS: '1500',
      TOKEN_SERVICE_RATE_LIMIT: '100000',
      ...extra,
    },
    recording,
    { listenHost: '127.0.0.1' },
  );
}

function appWith(extra: Record<string, string> = {}, address = '192.0.2.1') {
  return createApp(config(extra), { clientAddress: () => address });
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/**
 * Signs in at the stand-in's authorize page and returns the code it hands out. The request carries what the
 * site's request pages send (providers/table.ts: scopes and offline access, without which the stand-ins, like
 * the providers, issue no refresh token), with `params` on top.
 */
async function authorize(authorizeUrl: string, params: Record<string, string>): Promise<string> {
  const url = new URL(authorizeUrl);
  const target = standIns.upstreams[url.origin];
  const u = new URL(`${target}${url.pathname}`);
  const region = oneDriveRegions.find((r) => oneDriveHosts[r].oauth === url.origin);
  const provider = region ? 'onedrive' : providerIds.find((id) => new URL(providerFacts[id].authorizeEndpoint({ clientId: '', clientSecret: '', redirectUri: '' })).origin === url.origin)!;
  const sent = providerFacts[provider].authorizeParams({ clientId: params.client_id ?? '', clientSecret: '', redirectUri: params.redirect_uri ?? '', region }, params.state ?? '');
  for (const [k, v] of Object.entries({ ...sent, ...params })) u.searchParams.set(k, v);
  const res = await fetch(u, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (!location) return (await res.text()).match(/<pre id="code">([^<]+)</)?.[1] ?? '';
  return new URL(location).searchParams.get('code') ?? '';
}

beforeAll(async () => {
  standIns = await startStandIns();
});
afterAll(async () => {
  await standIns.close();
});

describe('configuration', () => {
  it('names the variable at fault', () => {
    expect(() => configFromEnv({ TOKEN_SERVICE_ALLOWED_ORIGINS: 'docs.example.com' })).toThrow(/TOKEN_SERVICE_ALLOWED_ORIGINS/);
    expect(() => configFromEnv({ TOKEN_SERVICE_TEST_MODE: '1', TOKEN_SERVICE_UPSTREAMS: '{"https://evil.example": "http://127.0.0.1:1"}' })).toThrow(/not a provider origin of the table/);
    expect(() => configFromEnv({ TOKEN_SERVICE_TEST_MODE: '1', TOKEN_SERVICE_UPSTREAMS: '[' })).toThrow(ConfigError);
    expect(() => configFromEnv({ TOKEN_SERVICE_RATE_LIMIT: '-3' })).toThrow(/TOKEN_SERVICE_RATE_LIMIT/);
    expect(() => configFromEnv({ TOKEN_SERVICE_DROPBOX_APP_KEY: 'k' })).toThrow(/must be set together/);
  });
});

describe('code exchange', () => {
  const cases = [
    { provider: 'onedrive', authorize: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize', extra: { region: 'global', scope: 'files' } },
    { provider: 'onedrive', authorize: 'https://login.chinacloudapi.cn/common/oauth2/v2.0/authorize', extra: { region: 'cn', scope: 'sharepoint' } },
    { provider: 'onedrive', authorize: 'https://login.microsoftonline.us/common/oauth2/v2.0/authorize', extra: { region: 'us' } },
    { provider: 'google', authorize: 'https://accounts.google.com/o/oauth2/v2/auth', extra: { scope: 'drive' } },
    { provider: 'dropbox', authorize: 'https://www.dropbox.com/oauth2/authorize', extra: {} },
    { provider: 'yandex', authorize: 'https://oauth.yandex.com/authorize', extra: {} },
    { provider: 'baidu', authorize: 'https://openapi.baidu.com/oauth/2.0/authorize', extra: {} },
    { provider: 'aliyundrive', authorize: 'https://openapi.alipan.com/oauth/authorize', extra: {} },
  ] as const;
  for (const { provider, authorize: at, extra } of cases) {
    it(`${provider} ${'region' in extra ? extra.region : ''}: a fresh code gives a refresh token; the same code again is refused by the provider`, async () => {
      const app = appWith();
      const clientId = `svc-${provider}`;
      const redirect = `${SITE}/tool/${provider}/callback`;
      const code = await authorize(at, { client_id: clientId, redirect_uri: redirect, state: 's' });
      const body = { client_id: clientId, client_secret: secretFor(clientId), code, redirect_uri: redirect, ...extra };
      const first = await app.request(`/v1/token/${provider}`, json(body, { Origin: SITE }));
      expect(first.status).toBe(200);
      expect(first.headers.get('access-control-allow-origin')).toBe(SITE);
      const tokens = await first.json();
      expect(tokens.refresh_token).toBeTruthy();
      expect(tokens.access_token).toMatch(/^at-/);
      const again = await app.request(`/v1/token/${provider}`, json(body));
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ error: 'invalid_grant', source: 'provider', error_description: 'authorization code has been used' });
    });
  }

  it('PKCE: the verifier is passed on, and a wrong one is refused by the provider', async () => {
    const app = appWith();
    const verifier = 'v'.repeat(43);
    const challenge = (await import('node:crypto')).createHash('sha256').update(verifier).digest('base64url');
    const redirect = `${SITE}/tool/google/callback`;
    const code = await authorize('https://accounts.google.com/o/oauth2/v2/auth', { client_id: 'pk', redirect_uri: redirect, code_challenge: challenge, code_challenge_method: 'S256' });
    const base = { client_id: 'pk', client_secret: secretFor('pk'), code, redirect_uri: redirect };
    const wrong = await app.request('/v1/token/google', json({ ...base, code_verifier: 'w'.repeat(43) }));
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant', source: 'provider' });
    // With no method named the challenge is the verifier itself (RFC 7636 §4.3), so S256 is named.
    const code2 = await authorize('https://accounts.google.com/o/oauth2/v2/auth', { client_id: 'pk', redirect_uri: redirect, code_challenge: challenge, code_challenge_method: 'S256' });
    const right = await app.request('/v1/token/google', json({ ...base, code: code2, code_verifier: verifier }));
    expect(right.status).toBe(200);
  });

  it('provider errors pass through: wrong secret, expired code, unknown code', async () => {
    const app = appWith();
    const redirect = `${SITE}/tool/dropbox/callback`;
    const code = await authorize('https://www.dropbox.com/oauth2/authorize', { client_id: 'd1', redirect_uri: redirect });
    const bad = await app.request('/v1/token/dropbox', json({ client_id: 'd1', client_secret: 'nope', code, redirect_uri: redirect }));
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: 'invalid_client', source: 'provider', provider_status: 401 });
    const expiredCode = await authorize('https://www.dropbox.com/oauth2/authorize', { client_id: 'd1-expired', redirect_uri: redirect });
    const expired = await app.request('/v1/token/dropbox', json({ client_id: 'd1-expired', client_secret: secretFor('d1-expired'), code: expiredCode, redirect_uri: redirect }));
    expect(await expired.json()).toMatchObject({ error: 'invalid_grant', error_description: 'authorization code expired' });
    const unknown = await app.request('/v1/token/yandex', json({ client_id: 'y', client_secret: 'x', code: 'never-issued', redirect_uri: redirect }));
    expect(await unknown.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('Aliyundrive errors ({code, message}) become error / error_description', async () => {
    const res = await appWith().request('/v1/token/aliyundrive', json({ client_id: 'a', client_secret: 'b', code: 'zzz', redirect_uri: `${SITE}/cb` }));
    expect(await res.json()).toEqual({ error: 'invalid_grant', error_description: 'The provided authorization code is invalid.', source: 'provider', provider_status: 400 });
  });

  it('an answer that is not JSON and a provider that is too slow get stable service codes', async () => {
    const app = appWith();
    const malformed = await app.request('/v1/token/google', json({ client_id: 'g-malformed', client_secret: 'x', code: 'c', redirect_uri: `${SITE}/cb` }));
    expect(malformed.status).toBe(502);
    expect(await malformed.json()).toMatchObject({ error: 'upstream_not_json', source: 'service' });
    const slow = await app.request('/v1/token/google', json({ client_id: 'g-slow', client_secret: 'x', code: 'c', redirect_uri: `${SITE}/cb` }));
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({ error: 'upstream_timeout', source: 'service' });
  }, 10_000);

  it('an unreachable provider is reported without details', async () => {
    const app = createApp(configFromEnv({ TOKEN_SERVICE_TEST_MODE: '1', TOKEN_SERVICE_UPSTREAMS: JSON.stringify({ 'https://oauth2.googleapis.com': 'http://127.0.0.1:9' }) }), { clientAddress: () => '192.0.2.3' });
    const res = await app.request('/v1/token/google', json({ client_id: 'g', client_secret: 'x', code: 'c', redirect_uri: `${SITE}/cb` }));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'upstream_unreachable', error_description: 'oauth2.googleapis.com could not be reached', source: 'service' });
  });
});

describe('validation', () => {
  const valid = { client_id: 'c', client_secret: 's', code: 'k', redirect_uri: `${SITE}/tool/google/callback` };
  const cases: [string, RequestInit, number, Record<string, unknown>][] = [
    ['unknown provider', json(valid), 404, { error: 'unknown_provider' }],
    ['not JSON', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }, 400, { error: 'invalid_request' }],
    ['a JSON array', json([1]), 400, { error: 'invalid_request' }],
    ['form instead of JSON', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=b' }, 415, { error: 'unsupported_media_type' }],
    ['missing code', json({ ...valid, code: '' }), 400, { error: 'invalid_request', field: 'code' }],
    ['number as client_id', json({ ...valid, client_id: 5 }), 400, { field: 'client_id' }],
    ['redirect_uri not http', json({ ...valid, redirect_uri: 'javascript:alert(1)' }), 400, { field: 'redirect_uri' }],
    ['control characters', json({ ...valid, code: 'a\r\nX-Evil: 1' }), 400, { field: 'code' }],
    ['overlong value', json({ ...valid, code: 'x'.repeat(9000) }), 400, { field: 'code' }],
    ['bad region', json({ ...valid, region: 'moon' }), 400, { field: 'region' }],
    // Microsoft's Germany cloud is shut down: neither offered nor called.
    ['closed Germany region', json({ ...valid, region: 'de' }), 400, { field: 'region', error_description: 'region must be one of global, cn, us' }],
    ['bad PKCE verifier', json({ ...valid, code_verifier: 'short' }), 400, { field: 'code_verifier' }],
    ['operator app not configured', json({ ...valid, app: 'operator' }), 404, { error: 'operator_app_missing' }],
  ];
  for (const [name, init, status, body] of cases) {
    it(`${name} → ${status}`, async () => {
      const path = name === 'unknown provider' ? '/v1/token/icloud' : '/v1/token/google';
      const res = await appWith().request(path, init);
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ source: 'service', ...body });
    });
  }

  it('a body over the limit is refused before it is read', async () => {
    const res = await appWith({ TOKEN_SERVICE_BODY_LIMIT: '1024' }).request('/v1/token/google', json({ ...valid, pad: 'x'.repeat(2000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'body_too_large' });
  });

  it('a page on another origin is refused before anything reaches a provider, preflight included', async () => {
    const before = standIns.requests.length;
    const app = appWith();
    const post = await app.request('/v1/token/baidu', json(valid, { Origin: 'https://evil.example' }));
    expect(post.status).toBe(403);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(await post.json()).toMatchObject({ error: 'origin_not_allowed' });
    const preflight = await app.request('/v1/token/baidu', { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(403);
    const allowed = await app.request('/v1/token/baidu', { method: 'OPTIONS', headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(standIns.requests.length).toBe(before);
  });

  it('rate limit per client address, with Retry-After; another address is not affected', async () => {
    const cfg = config({ TOKEN_SERVICE_RATE_LIMIT: '3' });
    let address = '198.51.100.7';
    const app = createApp(cfg, { clientAddress: () => address });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await app.request('/v1/info')).status);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await app.request('/v1/info');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
    address = '198.51.100.8';
    expect((await app.request('/v1/info')).status).toBe(200);
  });

  it('answers are never cached and unknown routes get a stable code', async () => {
    const res = await appWith().request('/v1/proxy?url=https://example.com');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ error: 'not_found', source: 'service' });
  });
});

describe('OneDrive SharePoint site ID', () => {
  it('looks up a site with the access token of a SharePoint sign-in', async () => {
    const app = appWith();
    const redirect = `${SITE}/tool/onedrive/callback`;
    const code = await authorize('https://login.microsoftonline.com/common/oauth2/v2.0/authorize', { client_id: 'sp', redirect_uri: redirect, scope: 'offline_access Files.ReadWrite.All Sites.ReadWrite.All' });
    const tokens = await (await app.request('/v1/token/onedrive', json({ client_id: 'sp', client_secret: secretFor('sp'), code, redirect_uri: redirect, scope: 'sharepoint' }))).json();
    const res = await app.request('/v1/onedrive/site', json({ region: 'global', access_token: tokens.access_token, site_url: 'https://contoso.sharepoint.com/sites/Marketing/Shared%20Documents' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: expect.stringMatching(/^contoso\.sharepoint\.com,/), name: 'Marketing' });
    const bad = await app.request('/v1/onedrive/site', json({ access_token: 'nope', site_url: 'https://contoso.sharepoint.com/sites/x' }));
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: 'InvalidAuthenticationToken', source: 'provider' });
    const notSp = await app.request('/v1/onedrive/site', json({ access_token: 'x', site_url: 'https://example.com/sites/x' }));
    expect(await notSp.json()).toMatchObject({ error: 'invalid_request', field: 'site_url' });
  });
});

describe('115 QR sign-in', () => {
  it('start, poll until allowed, image, then the cookie in the driver\'s format', async () => {
    const app = appWith();
    const session = await (await app.request('/v1/115/qr/start', json({}))).json();
    expect(session).toMatchObject({ uid: expect.any(String), time: expect.any(Number), sign: expect.any(String) });
    const early = await app.request('/v1/115/qr/login', json({ uid: session.uid, app: 'alipaymini' }));
    expect(await early.json()).toMatchObject({ source: 'provider', error_description: 'the QR code has not been confirmed' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await (await app.request('/v1/115/qr/status', json(session))).json()).status);
    expect(statuses).toEqual([0, 1, 2]);
    const image = await app.request(`/v1/115/qr/image?uid=${session.uid}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const login = await (await app.request('/v1/115/qr/login', json({ uid: session.uid, app: 'alipaymini' }))).json();
    expect(login.cookie).toMatch(/^UID=[^;]+;CID=[^;]+;SEID=[^;]+;KID=[^;]+$/);
  });

  it('refuses a device type the driver does not know and a malformed uid', async () => {
    const app = appWith();
    expect(await (await app.request('/v1/115/qr/login', json({ uid: 'u1', app: 'linux' }))).json()).toMatchObject({ field: 'app' });
    expect(await (await app.request('/v1/115/qr/status', json({ uid: '../x', time: 1, sign: 'a' }))).json()).toMatchObject({ field: 'uid' });
    expect((await app.request('/v1/115/qr/image?uid=%2F%2Fevil')).status).toBe(400);
  });
});

describe('WoPan sign-in', () => {
  it('signs and encrypts the call as the SDK does, then turns the SMS code into tokens', async () => {
    const app = appWith();
    const step1 = await app.request('/v1/wopan/login', json({ phone: '13800000001', password: 'wopan-pass' }));
    expect(step1.status).toBe(200);
    expect(await step1.json()).toEqual({ need_sms_code: '1' });
    const sent = standIns.requests.filter((r) => r.host === 'panservice.mail.wo.cn' && r.clientId === '13800000001');
    expect(sent).toHaveLength(1);
    expect(sent[0].origin).toBe('https://pan.wo.cn');
    const step2 = await (await app.request('/v1/wopan/verify', json({ phone: '13800000001', password: 'wopan-pass', sms_code: '246810' }))).json();
    expect(step2).toMatchObject({ refresh_token: expect.stringMatching(/^wo-rt-/), access_token: expect.stringMatching(/^wo-at-/), expires_in: 86400 });
  });

  it("passes WoPan's refusals on and checks its fields", async () => {
    const app = appWith();
    const wrong = await app.request('/v1/wopan/login', json({ phone: '13800000002', password: 'guess' }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: '1001', error_description: 'wrong phone number or password', source: 'provider' });
    await app.request('/v1/wopan/login', json({ phone: '13800000002', password: 'wopan-pass' }));
    expect(await (await app.request('/v1/wopan/verify', json({ phone: '13800000002', password: 'wopan-pass', sms_code: '000000' }))).json()).toMatchObject({ error: '1002' });
    expect(await (await app.request('/v1/wopan/login', json({ phone: '+1 555 0100', password: 'x' }))).json()).toMatchObject({ error: 'invalid_request', field: 'phone' });
    expect(await (await app.request('/v1/wopan/login', json({ phone: '13800000002' }))).json()).toMatchObject({ field: 'password' });
    expect(await (await app.request('/v1/wopan/verify', json({ phone: '13800000002', password: 'x', sms_code: 'abc' }))).json()).toMatchObject({ field: 'sms_code' });
  });
});

describe('operator mode', () => {
  const operator = {
    TOKEN_SERVICE_ALIYUNDRIVE_CLIENT_ID: 'op-ali',
    TOKEN_SERVICE_ALIYUNDRIVE_CLIENT_SECRET: secretFor('op-ali'),
    TOKEN_SERVICE_DROPBOX_APP_KEY: 'op-dbx',
    TOKEN_SERVICE_DROPBOX_APP_SECRET: secretFor('op-dbx'),
    TOKEN_SERVICE_PUBLIC_URL: 'https://tokens.example.org',
  };

  it('info lists the operator apps and their relay addresses, never the secrets', async () => {
    const info = await (await appWith(operator).request('/v1/info')).json();
    expect(info.operator).toEqual({
      aliyundrive: { client_id: 'op-ali', relay_url: 'https://tokens.example.org/relay/aliyundrive' },
      dropbox: { client_id: 'op-dbx', relay_url: 'https://tokens.example.org/relay/dropbox' },
    });
    expect(JSON.stringify(info)).not.toContain('secret-');
  });

  it('a reader signs in with the operator app, and AList\'s AliyundriveOpen refresh (GET and legacy POST) works through the relay', async () => {
    const app = appWith(operator);
    const redirect = `${SITE}/tool/aliyundrive/callback`;
    const code = await authorize('https://openapi.alipan.com/oauth/authorize', { client_id: 'op-ali', redirect_uri: redirect });
    const tokens = await (await app.request('/v1/token/aliyundrive', json({ app: 'operator', code, redirect_uri: redirect }))).json();
    expect(tokens.refresh_token).toBeTruthy();
    // What drivers/aliyundrive_open/util.go sends with an empty client_id.
    const q = new URLSearchParams({ refresh_ui: tokens.refresh_token, server_use: 'true', driver_txt: 'alicloud_qr' });
    const got = await app.request(`/relay/aliyundrive?${q}`);
    expect(got.status).toBe(200);
    const renewed = await got.json();
    expect(renewed).toMatchObject({ refresh_token: expect.any(String), access_token: expect.any(String) });
    const sub = (t: string) => JSON.parse(Buffer.from(t.split('.')[1], 'base64').toString()).sub;
    expect(sub(renewed.refresh_token)).toBe(sub(tokens.refresh_token));
    const legacy = await app.request('/relay/aliyundrive', json({ client_id: '', client_secret: '', grant_type: 'refresh_token', refresh_token: renewed.refresh_token }));
    expect(await legacy.json()).toMatchObject({ refresh_token: expect.any(String), access_token: expect.any(String) });
    const broken = await app.request('/relay/aliyundrive?refresh_ui=not-a-token');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ text: 'The refresh token is invalid.' });
  });

  it('Dropbox relay answers the driver\'s form POST with HTTP 200 and an access token', async () => {
    const app = appWith(operator);
    const redirect = `${SITE}/tool/dropbox/callback`;
    const code = await authorize('https://www.dropbox.com/oauth2/authorize', { client_id: 'op-dbx', redirect_uri: redirect });
    const tokens = await (await app.request('/v1/token/dropbox', json({ app: 'operator', code, redirect_uri: redirect }))).json();
    // What drivers/dropbox/util.go sends when client_id is empty.
    const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: '', client_secret: '' });
    const res = await app.request('/relay/dropbox', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ access_token: expect.stringMatching(/^at-/) });
  });

  it('relays are off without an operator app', async () => {
    const res = await appWith().request('/relay/aliyundrive?refresh_ui=a.b.c');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'operator_app_missing' });
  });
});

describe('fuzz (bounded, seeded)', () => {
  it('random and hostile requests never crash, never leak internals in a 5xx, never reach a host outside the table', async () => {
    let seed = 20261124;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
    const junk = (n: number) => Array.from({ length: n }, () => String.fromCharCode(Math.floor(rand() * 0x2ff))).join('');
    const paths = ['/v1/token/google', '/v1/token/onedrive', '/v1/token/baidu', '/v1/token/../../etc', '/v1/onedrive/site', '/v1/115/qr/status', '/v1/115/qr/login', '/v1/wopan/login', '/v1/wopan/verify', '/v1/115/qr/image?uid=' + encodeURIComponent('http://evil.example/'), '/relay/aliyundrive', '/relay/dropbox', '/v1/info', '/%2e%2e/', '/v1/token/google?url=http://evil.example'];
    const bodies = [
      () => junk(Math.floor(rand() * 300)),
      () => JSON.stringify({ client_id: junk(10), client_secret: 'x', code: junk(5), redirect_uri: 'http://evil.example/cb', region: pick(['global', 'cn', 'x', 'https://evil.example']) }),
      () => JSON.stringify({ site_url: 'https://evil.example/sites/a', access_token: 't', region: 'https://evil.example' }),
      () => JSON.stringify({ site_url: 'https://contoso.sharepoint.com@evil.example/sites/a', access_token: 't' }),
      () => JSON.stringify({ uid: 'a', time: 1, sign: 'b', app: pick(['web', '../../x', 'evil.example']) }),
      () => JSON.stringify({ token_url: 'https://evil.example/token', host: 'evil.example', upstream: 'https://evil.example' }),
      () => 'x'.repeat(40_000),
      () => JSON.stringify(Array.from({ length: 50 }, () => ({ a: junk(20) }))),
      () => '{"a":' + '['.repeat(2000) + ']'.repeat(2000) + '}',
    ];
    const headerSets: Record<string, string>[] = [
      { 'Content-Type': 'application/json' },
      { 'Content-Type': 'application/json', Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-For': '1.2.3.4' },
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/json', Origin: pick(['https://evil.example', SITE, 'null']) },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
    ];
    const app = appWith({ TOKEN_SERVICE_BODY_LIMIT: '16384' });
    const allowed = new Set(Object.values(standIns.upstreams));
    fetched.length = 0;
    for (let i = 0; i < 400; i++) {
      const method = pick(['GET', 'POST', 'POST', 'PUT', 'OPTIONS', 'DELETE']);
      const init: RequestInit = { method, headers: pick(headerSets) };
      if (method === 'POST' || method === 'PUT') init.body = pick(bodies)();
      const res = await app.request(pick(paths), init);
      expect(res.status).toBeGreaterThanOrEqual(200);
      const text = await res.text();
      if (res.status >= 500) {
        const body = JSON.parse(text);
        expect(body.source).toBe('service');
        expect(text).not.toMatch(/at \w+ \(|node_modules|Error:|stack/);
      }
    }
    for (const url of fetched) expect(allowed.has(new URL(url).origin), url).toBe(true);
    // Every stand-in request the fuzz caused went to a table host.
    for (const r of standIns.requests) expect(upstreamOrigins).toContain(`https://${r.host}`);
  }, 60_000);
});
