/**
 * The token service under abuse, on Node's real HTTP server on 127.0.0.1 where the socket matters, through
 * app.request elsewhere: spoofed and rotated client addresses, many distinct keys, slow and piled-up provider
 * calls, slow clients, the WoPan/115 sign-ins on a public service, and what provider errors may relay.
 * Providers are fake fetch functions (or a local HTTP server), so nothing leaves the machine. Assertions are
 * on counts, sizes and answers, never on durations.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { addressKey, clientKey, ipVersion, parseTrustProxy } from '../../server/clientAddress';
import { ConfigError, configFromEnv, type Deployment, type ServiceConfig } from '../../server/config';
import { startService, type RunningService } from '../../server/node';
import { RateLimiter } from '../../server/rateLimit';
import { REDACTED } from '../../server/redact';

const SITE = 'https://docs.example.com';
const LOOPBACK: Deployment = { listenHost: '127.0.0.1' };

/** A provider that answers every call with `answer(url, init)`; records the calls. */
function fakeProvider(answer: (url: string, init: RequestInit) => Response | Promise<Response> = () => Response.json({ access_token: 'at', refresh_token: 'rt' })) {
  const calls: { url: string; body: string }[] = [];
  const fetchImpl: typeof fetch = async (input, init = {}) => {
    calls.push({ url: String(input), body: String(init.body ?? '') });
    return answer(String(input), init);
  };
  return { fetchImpl, calls };
}

function cfg(env: Record<string, string> = {}, fetchImpl: typeof fetch = fakeProvider().fetchImpl, where: Deployment = LOOPBACK): ServiceConfig {
  return configFromEnv({ TOKEN_SERVICE_ALLOWED_ORIGINS: SITE, ...env }, fetchImpl, where);
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const exchange = { client_id: 'cid', client_secret: 'reader-secret-123', code: 'one-time-code-456', redirect_uri: `${SITE}/tool/google/callback` };

let running: RunningService[] = [];
afterEach(async () => {
  await Promise.all(running.map((r) => r.close()));
  running = [];
});

async function serve(config: ServiceConfig, timeouts?: Parameters<typeof startService>[3]): Promise<string> {
  const r = await startService(config, 0, '127.0.0.1', timeouts);
  running.push(r);
  return r.url;
}

let seed = 7;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const octet = () => Math.floor(rand() * 254) + 1;
const randomV4 = () => `${octet()}.${octet()}.${octet()}.${octet()}`;
const hex = () => Math.floor(rand() * 0xffff).toString(16);

/** Status codes of `n` GET /v1/info requests over HTTP, each with the headers `headers(i)`. */
async function statuses(url: string, n: number, headers: (i: number) => Record<string, string>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${url}/v1/info`, { headers: headers(i) });
    await res.arrayBuffer();
    out.push(res.status);
  }
  return out;
}
const passed = (codes: number[]) => codes.filter((c) => c === 200).length;

describe('client address behind proxies (real HTTP server)', () => {
  it('without TOKEN_SERVICE_TRUST_PROXY, rotated X-Forwarded-For and CF-Connecting-IP change nothing', async () => {
    const url = await serve(cfg({ TOKEN_SERVICE_RATE_LIMIT: '5' }));
    const codes = await statuses(url, 100, () => ({ 'X-Forwarded-For': randomV4(), 'CF-Connecting-IP': randomV4() }));
    expect(passed(codes)).toBe(5);
  }, 60_000);

  it('with one trusted hop, only the entry the proxy appended counts: 5 of 200 rotated requests pass', async () => {
    const url = await serve(cfg({ TOKEN_SERVICE_RATE_LIMIT: '5', TOKEN_SERVICE_TRUST_PROXY: '1' }));
    // The client rotates whatever it sends; the proxy appends the address it saw, always the same here.
    const codes = await statuses(url, 200, () => ({ 'X-Forwarded-For': `${randomV4()}, ${randomV4()}, 203.0.113.9`, 'CF-Connecting-IP': randomV4() }));
    expect(passed(codes)).toBe(5);
    // Another client behind the same proxy has its own budget.
    expect(await statuses(url, 1, () => ({ 'X-Forwarded-For': '203.0.113.10' }))).toEqual([200]);
  }, 60_000);

  it('with two hops, the second entry from the right counts', async () => {
    const url = await serve(cfg({ TOKEN_SERVICE_RATE_LIMIT: '3', TOKEN_SERVICE_TRUST_PROXY: '2' }));
    const codes = await statuses(url, 50, () => ({ 'X-Forwarded-For': `${randomV4()}, 198.51.100.4, 10.0.0.2` }));
    expect(passed(codes)).toBe(3);
  }, 60_000);

  it('an entry that is not an IP address, or too few entries, falls back to the socket address (one bucket, not a free pass)', async () => {
    const url = await serve(cfg({ TOKEN_SERVICE_RATE_LIMIT: '4', TOKEN_SERVICE_TRUST_PROXY: '2' }));
    const junk = ['not-an-ip', '1.2.3.4.5', '::g', '', '999.1.1.1', '[::1]:80'];
    const codes = await statuses(url, 60, (i) => (i % 2 ? { 'X-Forwarded-For': `x, ${junk[i % junk.length]}, 10.0.0.2` } : { 'X-Forwarded-For': randomV4() }));
    expect(passed(codes)).toBe(4);
  }, 60_000);

  it('CF-Connecting-IP counts only with TOKEN_SERVICE_TRUST_PROXY=cloudflare, and IPv6 counts by /64', async () => {
    const url = await serve(cfg({ TOKEN_SERVICE_RATE_LIMIT: '5', TOKEN_SERVICE_TRUST_PROXY: 'cloudflare' }));
    // 200 addresses inside one /64: one client.
    const codes = await statuses(url, 100, () => ({ 'CF-Connecting-IP': `2001:db8:7:1:${hex()}:${hex()}:${hex()}:${hex()}`, 'X-Forwarded-For': randomV4() }));
    expect(passed(codes)).toBe(5);
    // The neighbouring /64 is someone else.
    expect(await statuses(url, 1, () => ({ 'CF-Connecting-IP': '2001:db8:7:2::1' }))).toEqual([200]);
  }, 60_000);
});

describe('client address parsing', () => {
  it('agrees with node:net isIP on valid and invalid addresses', () => {
    const samples = ['1.2.3.4', '01.2.3.4', '256.0.0.1', '1.2.3', '::', '::1', '1::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7::', '::1:2:3:4:5:6:7:8', '1::2::3', '::ffff:1.2.3.4', 'fe80::1%eth0', 'fe80::1%', '1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:7:1.2.3.4', '12345::', 'g::1', ' 1.2.3.4', '[::1]', '1.2.3.4:80', ':1::', ':::', '2001:DB8::1', 'example.com', ''];
    for (let i = 0; i < 300; i++) samples.push(Array.from({ length: 1 + Math.floor(rand() * 8) }, () => (rand() < 0.2 ? '' : hex())).join(rand() < 0.5 ? ':' : '::'));
    for (const s of samples) expect(ipVersion(s), s).toBe(net.isIP(s));
  });

  it('keys: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 by /64', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('localhost')).toBeNull();
  });

  it('TOKEN_SERVICE_TRUST_PROXY values', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('Cloudflare')).toEqual({ kind: 'cloudflare' });
    for (const bad of ['true', 'yes', '-1', '11', '1.5']) expect(typeof parseTrustProxy(bad)).toBe('string');
    expect(() => cfg({ TOKEN_SERVICE_TRUST_PROXY: 'true' })).toThrow(/TOKEN_SERVICE_TRUST_PROXY/);
    // No socket and no valid forwarded address: no key at all, never a shared one.
    expect(clientKey({ kind: 'hops', hops: 1 }, () => 'garbage', undefined)).toBeNull();
  });

  it('the edge entry refuses a request without CF-Connecting-IP instead of counting it in a shared bucket', async () => {
    const config = cfg({ TOKEN_SERVICE_RATE_LIMIT: '2' }, undefined, { edge: true });
    const app = createApp(config, { clientAddress: (c) => c.req.header('cf-connecting-ip') });
    const without = await app.request('/v1/info');
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({ error: 'client_address_unknown', source: 'service' });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await app.request('/v1/info', { headers: { 'CF-Connecting-IP': '192.0.2.44' } })).status);
    expect(codes).toEqual([200, 200, 429, 429]);
    expect(() => cfg({ TOKEN_SERVICE_TRUST_PROXY: '1' }, undefined, { edge: true })).toThrow(/does not apply to the edge build/);
  });
});

describe('bounded memory and work', () => {
  it('100,000 distinct keys in one window: the map stays at its cap and each call looks at a bounded number of entries', () => {
    const limiter = new RateLimiter(5, 60_000, { maxKeys: 10_000, now: () => 1_000 });
    for (let i = 0; i < 100_000; i++) limiter.take(`k${i}`);
    expect(limiter.size).toBe(10_000);
    // Each call: one sweep step (stops at the first live window) and at most one eviction.
    expect(limiter.visited).toBeLessThanOrEqual(2 * 100_000);
  }, 60_000);

  it('expired windows are swept as calls come in, so a burst of keys does not stay', () => {
    let now = 0;
    const limiter = new RateLimiter(5, 60_000, { maxKeys: 1_000_000, now: () => now });
    for (let i = 0; i < 100_000; i++) limiter.take(`a${i}`);
    expect(limiter.size).toBe(100_000);
    now = 61_000;
    const before = limiter.visited;
    for (let i = 0; i < 10; i++) limiter.take(`b${i}`);
    expect(limiter.size).toBe(10);
    // Every expired entry is visited once, plus one live entry per call.
    expect(limiter.visited - before).toBeLessThanOrEqual(100_000 + 10);
    // A key whose window restarted moves behind the live ones, keeping the map in start order.
    now = 62_000;
    limiter.take('b0');
    now = 121_500;
    limiter.take('c');
    expect(limiter.size).toBe(1);
  }, 60_000);

  it('the limit still holds for a key under the cap', () => {
    const limiter = new RateLimiter(3, 60_000, { maxKeys: 100, now: () => 0 });
    expect([1, 2, 3, 4].map(() => limiter.take('x'))).toEqual([0, 0, 0, 60]);
  });

  it('provider calls in flight are capped: past the cap, 503 service_busy at once (real HTTP server)', async () => {
    const release: (() => void)[] = [];
    const provider = fakeProvider(() => new Promise<Response>((done) => release.push(() => done(Response.json({ access_token: 'at', refresh_token: 'rt' })))));
    const url = await serve(cfg({ TOKEN_SERVICE_MAX_CONCURRENT: '2' }, provider.fetchImpl));
    const call = () => fetch(`${url}/v1/token/google`, json(exchange));
    const held = [call(), call()];
    await expect.poll(() => release.length).toBe(2);
    const third = await call();
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(await third.json()).toMatchObject({ error: 'service_busy', source: 'service' });
    expect(provider.calls).toHaveLength(2);
    release.forEach((r) => r());
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
    // The slots are free again.
    const after = call();
    await expect.poll(() => release.length).toBe(3);
    release[2]();
    expect((await after).status).toBe(200);
  });

  it('a slow request counts once per second it took against the client\'s limit', async () => {
    let now = 0;
    const slow = fakeProvider(() => {
      now += 3_000;
      return Response.json({ access_token: 'at', refresh_token: 'rt' });
    });
    const app = createApp(cfg({ TOKEN_SERVICE_RATE_LIMIT: '5' }, slow.fetchImpl), { clientAddress: () => '192.0.2.9', now: () => now });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await app.request('/v1/token/google', json(exchange))).status);
    // 1 + 3 seconds, then 5 (allowed) + 3: the third is over the limit of 5.
    expect(codes).toEqual([200, 200, 429, 429]);
    const fast = createApp(cfg({ TOKEN_SERVICE_RATE_LIMIT: '5' }), { clientAddress: () => '192.0.2.9', now: () => 0 });
    const fastCodes = [];
    for (let i = 0; i < 6; i++) fastCodes.push((await fast.request('/v1/token/google', json(exchange))).status);
    expect(fastCodes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a provider that sends its headers and then trickles the body is reported as a timeout, not as unreachable', async () => {
    const sockets = new Set<net.Socket>();
    const trickle = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"access_token":');
      // ...and nothing more.
    });
    trickle.on('connection', (s) => sockets.add(s));
    await new Promise<void>((r) => trickle.listen(0, '127.0.0.1', () => r()));
    try {
      const port = (trickle.address() as AddressInfo).port;
      const config = cfg({ TOKEN_SERVICE_TEST_MODE: '1', TOKEN_SERVICE_UPSTREAMS: JSON.stringify({ 'https://oauth2.googleapis.com': `http://127.0.0.1:${port}` }), TOKEN_SERVICE_TIMEOUT_MS: '300' }, fetch);
      const res = await createApp(config, { clientAddress: () => '192.0.2.1' }).request('/v1/token/google', json(exchange));
      expect(res.status).toBe(504);
      expect(await res.json()).toMatchObject({ error: 'upstream_timeout', source: 'service' });
      // Its slot was given back.
      expect(config.calls.inUse).toBe(0);
    } finally {
      sockets.forEach((s) => s.destroy());
      await new Promise((r) => trickle.close(r));
    }
  });

  it('Node drops a client that sends its headers too slowly (headersTimeout) with 408', async () => {
    const url = new URL(await serve(cfg(), { headersTimeout: 200, requestTimeout: 400, connectionsCheckingInterval: 50 }));
    const socket = net.connect(Number(url.port), '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += String(d)));
    await new Promise((r) => socket.once('connect', r));
    socket.write('POST /v1/token/google HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // No blank line ever follows: the server must give up on its own.
    await new Promise((r) => socket.once('close', r));
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('Node drops a client that trickles its body (requestTimeout)', async () => {
    const url = new URL(await serve(cfg(), { headersTimeout: 200, requestTimeout: 400, connectionsCheckingInterval: 50 }));
    const socket = net.connect(Number(url.port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let received = '';
    socket.on('data', (d) => (received += String(d)));
    socket.write('POST /v1/token/google HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"client_id":');
    await new Promise((r) => socket.once('close', r));
    // The handler was still waiting for the body: what answers is Node's own 408, and the connection is gone.
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('WoPan and 115 sign-ins on a public service', () => {
  const wopanBody = { phone: '13800000009', password: 'correct horse' };
  const wopanOk = () => fakeProvider(() => Response.json({ STATUS: '200', RSP: { RSP_CODE: '0000', DATA: { needSmsCode: '1', refresh_token: 'wo-rt', access_token: 'wo-at' } } }));

  it('are off by default when the service is public, and say how to switch them on', async () => {
    const publics: [Record<string, string>, Deployment][] = [
      [{}, { listenHost: '0.0.0.0' }],
      [{}, { listenHost: '::' }],
      [{ TOKEN_SERVICE_PUBLIC_URL: 'https://tokens.example.org' }, LOOPBACK],
      [{ TOKEN_SERVICE_TRUST_PROXY: '1' }, LOOPBACK],
      [{}, { edge: true }],
    ];
    for (const [env, where] of publics) {
      const provider = wopanOk();
      const app = createApp(cfg(env, provider.fetchImpl, where), { clientAddress: () => '192.0.2.1' });
      const wo = await app.request('/v1/wopan/login', json(wopanBody, { 'CF-Connecting-IP': '192.0.2.1' }));
      expect(wo.status).toBe(403);
      expect(await wo.json()).toMatchObject({ error: 'signin_disabled', error_description: expect.stringContaining('TOKEN_SERVICE_WOPAN=on') });
      const qr = await app.request('/v1/115/qr/start', json({}, { 'CF-Connecting-IP': '192.0.2.1' }));
      expect(await qr.json()).toMatchObject({ error: 'signin_disabled', error_description: expect.stringContaining('TOKEN_SERVICE_115=on') });
      expect(provider.calls).toHaveLength(0);
      const info = await (await app.request('/v1/info', { headers: { 'CF-Connecting-IP': '192.0.2.1' } })).json();
      expect(info).toMatchObject({ wopan: false, pan115: false });
    }
  });

  it('on a loopback service they are on, except for a request that came through a proxy; an operator can switch them either way', async () => {
    const app = createApp(cfg({}, wopanOk().fetchImpl), { clientAddress: () => '127.0.0.1' });
    expect((await app.request('/v1/wopan/login', json(wopanBody))).status).toBe(200);
    expect((await app.request('/v1/wopan/login', json(wopanBody, { 'X-Forwarded-For': '203.0.113.5' }))).status).toBe(403);
    expect((await app.request('/v1/wopan/login', json(wopanBody, { Forwarded: 'for=203.0.113.5' }))).status).toBe(403);
    const off = createApp(cfg({ TOKEN_SERVICE_WOPAN: 'off', TOKEN_SERVICE_115: 'off' }), { clientAddress: () => '127.0.0.1' });
    expect((await off.request('/v1/wopan/login', json(wopanBody))).status).toBe(403);
    expect((await off.request('/v1/115/qr/start', json({}))).status).toBe(403);
    const on = createApp(cfg({ TOKEN_SERVICE_WOPAN: 'on' }, wopanOk().fetchImpl, { listenHost: '0.0.0.0' }), { clientAddress: () => '192.0.2.1' });
    expect((await on.request('/v1/wopan/login', json(wopanBody, { 'X-Forwarded-For': '203.0.113.5' }))).status).toBe(200);
    expect(() => cfg({ TOKEN_SERVICE_WOPAN: 'maybe' })).toThrow(/TOKEN_SERVICE_WOPAN/);
  });

  it('attempts are limited per phone number whatever the client address, and per client whatever the phone number', async () => {
    const provider = wopanOk();
    let address = '192.0.2.1';
    const app = createApp(cfg({ TOKEN_SERVICE_WOPAN: 'on', TOKEN_SERVICE_SIGNIN_LIMIT: '3', TOKEN_SERVICE_SIGNIN_CLIENT_LIMIT: '6' }, provider.fetchImpl, { listenHost: '0.0.0.0' }), { clientAddress: () => address });
    const codes = [];
    for (let i = 0; i < 10; i++) {
      address = `198.51.100.${i + 1}`;
      const step = i % 2 ? '/v1/wopan/verify' : '/v1/wopan/login';
      codes.push((await app.request(step, json({ ...wopanBody, sms_code: '123456' }))).status);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect(provider.calls).toHaveLength(3);
    // One client rotating phone numbers (texting each) stops at its own limit.
    address = '203.0.113.77';
    const rotating = [];
    for (let i = 0; i < 8; i++) rotating.push((await app.request('/v1/wopan/login', json({ phone: `1390000000${i}`, password: 'x' }))).status);
    expect(rotating).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const limited = await app.request('/v1/wopan/login', json({ phone: '13700000000', password: 'x' }));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
  });

  it('115: new QR sessions count per client, cookie attempts per session', async () => {
    const provider = fakeProvider((u) => (u.includes('/token') ? Response.json({ state: 1, data: { uid: 'u1', time: 1, sign: 's', qrcode: 'q' } }) : Response.json({ state: 0, message: 'not confirmed' })));
    const app = createApp(cfg({ TOKEN_SERVICE_115: 'on', TOKEN_SERVICE_SIGNIN_LIMIT: '2', TOKEN_SERVICE_SIGNIN_CLIENT_LIMIT: '3' }, provider.fetchImpl, { listenHost: '0.0.0.0' }), { clientAddress: () => '192.0.2.1' });
    const starts = [];
    for (let i = 0; i < 4; i++) starts.push((await app.request('/v1/115/qr/start', json({}))).status);
    expect(starts).toEqual([200, 200, 200, 429]);
    const other = createApp(cfg({ TOKEN_SERVICE_115: 'on', TOKEN_SERVICE_SIGNIN_LIMIT: '2' }, provider.fetchImpl, { listenHost: '0.0.0.0' }), { clientAddress: () => '192.0.2.2' });
    const logins = [];
    for (let i = 0; i < 3; i++) logins.push((await other.request('/v1/115/qr/login', json({ uid: 'u1', app: 'web' }))).status);
    expect(logins).toEqual([400, 400, 429]);
  });
});

describe('what a provider answer may carry back', () => {
  /** A provider that echoes the whole request in its error, as some do. */
  const echoing = () => fakeProvider((url, init) => Response.json({ error: 'invalid_request', error_description: `bad request: ${url} ${String(init.body)}` }, { status: 400 }));

  it('the reader\'s secret, code and verifier are cut out of an echoed error, in every encoding', async () => {
    const app = createApp(cfg({}, echoing().fetchImpl), { clientAddress: () => '192.0.2.1' });
    for (const provider of ['google', 'baidu', 'aliyundrive']) {
      const res = await app.request(`/v1/token/${provider}`, json({ ...exchange, client_secret: 'sec ret+/&=é1', code_verifier: provider === 'google' ? 'V'.repeat(43) : undefined }));
      const text = await res.text();
      expect(res.status).toBe(400);
      expect(text).toContain(REDACTED);
      for (const secret of ['sec ret+/&=é1', 'sec+ret', 'sec%20ret', 'one-time-code-456', 'V'.repeat(43)]) expect(text, `${provider}: ${secret}`).not.toContain(secret);
    }
  });

  it('the operator\'s client secret and the reader\'s refresh token never reach the caller (code exchange and both relays)', async () => {
    const operator = {
      TOKEN_SERVICE_ALIYUNDRIVE_CLIENT_ID: 'op-ali',
      TOKEN_SERVICE_ALIYUNDRIVE_CLIENT_SECRET: 'operator-ali-secret',
      TOKEN_SERVICE_DROPBOX_APP_KEY: 'op-dbx',
      TOKEN_SERVICE_DROPBOX_APP_SECRET: 'operator-dbx-secret',
    };
    const app = createApp(cfg(operator, echoing().fetchImpl), { clientAddress: () => '192.0.2.1' });
    const answers = [
      await app.request('/v1/token/aliyundrive', json({ app: 'operator', code: 'one-time-code-456', redirect_uri: `${SITE}/cb` })),
      await app.request('/v1/token/dropbox', json({ app: 'operator', code: 'one-time-code-456', redirect_uri: `${SITE}/cb` })),
      await app.request('/relay/aliyundrive?refresh_ui=reader-refresh-token'),
      await app.request('/relay/aliyundrive', json({ grant_type: 'refresh_token', refresh_token: 'reader-refresh-token' })),
      await app.request('/relay/dropbox', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'grant_type=refresh_token&refresh_token=reader-refresh-token' }),
    ];
    for (const res of answers) {
      const text = await res.text();
      expect(res.status).toBe(400);
      expect(text).toContain(REDACTED);
      expect(text).not.toMatch(/operator-(ali|dbx)-secret|reader-refresh-token|one-time-code-456/);
    }
  });

  it('WoPan refusals come back without the password or the SMS code', async () => {
    const provider = fakeProvider(() => Response.json({ STATUS: '200', RSP: { RSP_CODE: '1001', RSP_DESC: 'wrong password correct horse for code 246810' } }));
    const app = createApp(cfg({}, provider.fetchImpl), { clientAddress: () => '127.0.0.1' });
    const text = await (await app.request('/v1/wopan/verify', json({ phone: '13800000009', password: 'correct horse', sms_code: '246810' }))).text();
    expect(text).not.toMatch(/correct horse|246810/);
    expect(text).toContain(REDACTED);
  });

  it('the 115 QR image is relayed only as PNG, JPEG or GIF whose bytes match, with nosniff and a sandboxing CSP', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const answers: Record<string, () => Response> = {
      png: () => new Response(png, { headers: { 'Content-Type': 'image/png; charset=binary' } }),
      svg: () => new Response('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', { headers: { 'Content-Type': 'image/svg+xml' } }),
      disguised: () => new Response('<svg onload="alert(1)"/>', { headers: { 'Content-Type': 'image/png' } }),
      webp: () => new Response('RIFF....WEBP', { headers: { 'Content-Type': 'image/webp' } }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      const app = createApp(cfg({}, fakeProvider(answer).fetchImpl), { clientAddress: () => '127.0.0.1' });
      const res = await app.request('/v1/115/qr/image?uid=abc');
      if (name === 'png') {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
      } else {
        expect(res.status, name).toBe(502);
        expect(res.headers.get('content-type'), name).toMatch(/^application\/json/);
      }
    }
  });

  it('unknown_provider does not echo the path', async () => {
    const app = createApp(cfg(), { clientAddress: () => '127.0.0.1' });
    const res = await app.request(`/v1/token/${'A'.repeat(150)}-refresh-token-xyz`, json(exchange));
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).toContain('unknown_provider');
    expect(text).not.toContain('refresh-token-xyz');
    expect(text).not.toContain('AAAAA');
  });
});

describe('configuration of a public service', () => {
  const operator = { TOKEN_SERVICE_DROPBOX_APP_KEY: 'k', TOKEN_SERVICE_DROPBOX_APP_SECRET: 's' };

  it('an operator app on a public service needs TOKEN_SERVICE_PUBLIC_URL (relay addresses are not built from Host)', async () => {
    expect(() => cfg(operator, undefined, { listenHost: '0.0.0.0' })).toThrow(/TOKEN_SERVICE_PUBLIC_URL is required/);
    expect(() => cfg({ ...operator, TOKEN_SERVICE_TRUST_PROXY: '1' })).toThrow(ConfigError);
    expect(() => cfg(operator, undefined, { edge: true })).toThrow(/TOKEN_SERVICE_PUBLIC_URL/);
    const pinned = createApp(cfg({ ...operator, TOKEN_SERVICE_PUBLIC_URL: 'https://tokens.example.org' }, undefined, { listenHost: '0.0.0.0' }), { clientAddress: () => '192.0.2.1' });
    const info = await (await pinned.request('http://evil.example/v1/info')).json();
    expect(info.operator.dropbox.relay_url).toBe('https://tokens.example.org/relay/dropbox');
    // On loopback only this machine asks, so the request's own address is right.
    const local = createApp(cfg(operator), { clientAddress: () => '127.0.0.1' });
    expect((await (await local.request('http://127.0.0.1:8788/v1/info')).json()).operator.dropbox.relay_url).toBe('http://127.0.0.1:8788/relay/dropbox');
  });

  it('TOKEN_SERVICE_UPSTREAMS needs TOKEN_SERVICE_TEST_MODE=1 and is refused with NODE_ENV=production', () => {
    const upstreams = JSON.stringify({ 'https://oauth2.googleapis.com': 'http://127.0.0.1:9' });
    expect(() => cfg({ TOKEN_SERVICE_UPSTREAMS: upstreams })).toThrow(/TOKEN_SERVICE_TEST_MODE=1/);
    expect(() => cfg({ TOKEN_SERVICE_UPSTREAMS: upstreams, TOKEN_SERVICE_TEST_MODE: 'true' })).toThrow(/TOKEN_SERVICE_TEST_MODE=1/);
    expect(() => cfg({ TOKEN_SERVICE_UPSTREAMS: upstreams, TOKEN_SERVICE_TEST_MODE: '1', NODE_ENV: 'production' })).toThrow(/NODE_ENV=production/);
    expect(cfg({ TOKEN_SERVICE_UPSTREAMS: upstreams, TOKEN_SERVICE_TEST_MODE: '1' }).upstreamOverrides).toEqual({ 'https://oauth2.googleapis.com': 'http://127.0.0.1:9' });
  });

  it('/healthz answers without calling anyone, before the rate limit', async () => {
    const provider = fakeProvider();
    const url = await serve(cfg({ TOKEN_SERVICE_RATE_LIMIT: '1' }, provider.fetchImpl));
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await fetch(`${url}/healthz`)).status);
    expect(codes).toEqual([200, 200, 200]);
    expect(provider.calls).toHaveLength(0);
  });
});
