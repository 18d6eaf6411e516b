/**
 * Stand-in providers for tests: real HTTP servers on 127.0.0.1 that implement the authorize, token and
 * API endpoints of every origin in the provider table, with the cross-origin rules the real services
 * apply (as documented by each provider, and as seen from a browser):
 *
 * - Microsoft: token endpoint answers web pages (CORS *), but refuses the code of a "Web" app sent from
 *   a page (AADSTS9002326); Graph answers web pages.
 * - Google and Dropbox: token endpoints and Photos answer web pages.
 * - Yandex, Baidu, Aliyundrive, 115: no CORS headers at all; a page cannot read their answers. Baidu's
 *   token endpoint is a GET, so a page's request still reaches it and spends the code.
 * - WoPan: answers only its own web app (Origin https://pan.wo.cn); checks the signed, encrypted call.
 *   Password "wopan-pass" and SMS code "246810" succeed; the phone must have asked for a code first.
 *
 * One HTTPS server answers browsers, which Chromium reaches under the providers' real names
 * (--host-resolver-rules, see `resolverRules`); one plain HTTP listener per origin answers the token
 * service, whose TOKEN_SERVICE_UPSTREAMS points at them. Every request is recorded.
 *
 * Behaviours are chosen by the client ID the test uses: "…-deny" (sign-in declined), "…-spa" (Microsoft
 * single-page registration), "…-malformed" (HTML instead of JSON), "…-slow" (answers after 5 s),
 * "…-expired" (codes expire at once). Everything else succeeds with secret "secret-" + client ID.
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { upstreamOrigins, wopan } from '../../providers/table';

export interface RecordedRequest {
  host: string;
  method: string;
  path: string;
  /** The Origin header: set when a web page sent the request. */
  origin: string | null;
  /** Client ID in the query or body, when there was one (lets parallel tests find their own requests). */
  clientId: string | null;
  /** Whether the provider treated it as a code redemption (the code is spent from then on). */
  redeemed: boolean;
  at: number;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  scope: string;
  used: boolean;
  expiresAt: number;
}

interface QrSession {
  uid: string;
  polls: number;
  loggedIn: boolean;
}

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export function secretFor(clientId: string): string {
  return `secret-${clientId}`;
}

/** A refresh token shaped like Aliyundrive's (a JWT whose `sub` AList compares on refresh). */
function jwtLike(sub: string, n: number): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64').replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ sub, n })}.sig`;
}

function subOf(token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    return JSON.parse(Buffer.from(parts[1], 'base64').toString()).sub ?? null;
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function b64url(buf: Buffer): string {
  return buf.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface StandIns {
  /** Port of the HTTPS server that browsers reach under the providers' names. */
  httpsPort: number;
  /** TOKEN_SERVICE_UPSTREAMS value: each provider origin to its plain HTTP listener. */
  upstreams: Record<string, string>;
  /** Chromium --host-resolver-rules value sending every provider host to the HTTPS server. */
  resolverRules: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startStandIns(options: { httpsPort?: number; httpBasePort?: number } = {}): Promise<StandIns> {
  const requests: RecordedRequest[] = [];
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { clientId: string; scope: string }>();
  const qr = new Map<string, QrSession>();
  const wopanCodes = new Set<string>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 8)}`;

  function issueTokens(clientId: string, scope: string, sub = clientId) {
    const access = next('at-');
    accessTokens.set(access, { clientId, scope });
    return { access_token: access, refresh_token: jwtLike(sub, counter), expires_in: 3600, token_type: 'Bearer', scope };
  }

  async function handle(host: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `https://${host}`);
    const origin = (req.headers.origin as string | undefined) ?? null;
    const body = req.method === 'POST' ? await readBody(req) : '';
    const type = String(req.headers['content-type'] ?? '');
    let fields: Record<string, string> = Object.fromEntries(url.searchParams);
    if (body && type.includes('application/json')) {
      try {
        fields = { ...fields, ...JSON.parse(body) };
      } catch {
        // an unreadable body is answered as a bad request below
      }
    } else if (body) {
      fields = { ...fields, ...Object.fromEntries(new URLSearchParams(body)) };
    }
    const record: RecordedRequest = { host, method: req.method ?? 'GET', path: url.pathname, origin, clientId: fields.client_id ?? fields.account ?? null, redeemed: false, at: Date.now() };
    requests.push(record);

    const cors = corsRule(host, origin);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      res.writeHead(status, { 'Content-Type': typeof payload === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8', ...cors, ...headers });
      res.end(text);
    };

    if (req.method === 'OPTIONS') {
      // Preflight: only providers that answer web pages say yes.
      if (Object.keys(cors).length === 0) return void send(405, 'Method Not Allowed');
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': 'Content-Type, Authorization, Accept', 'Access-Control-Max-Age': '600' });
      return void res.end();
    }

    const clientId = fields.client_id ?? '';
    if (clientId.endsWith('-slow')) await new Promise((r) => setTimeout(r, 5000));
    if (clientId.endsWith('-malformed') && isTokenPath(host, url.pathname)) return void send(200, '<html><body>Service temporarily unavailable</body></html>');

    // Authorize pages: the reader "signs in" at once and is sent back with a code (or a refusal).
    if (isAuthorizePath(host, url.pathname)) {
      const redirect = fields.redirect_uri ?? '';
      const state = fields.state ?? '';
      if (clientId.endsWith('-deny')) {
        const back = new URL(redirect);
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user declined the request.');
        if (state) back.searchParams.set('state', state);
        return void send(302, '', { Location: back.toString() });
      }
      const code = next('code-');
      const challenge = fields.code_challenge ?? null;
      codes.set(code, { clientId, redirectUri: redirect, challenge, scope: fields.scope ?? '', used: false, expiresAt: clientId.endsWith('-expired') ? 0 : Date.now() + 10 * 60_000 });
      if (redirect === 'oob') return void send(200, `<html><body><p>Authorization code:</p><pre id="code">${code}</pre></body></html>`);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      if (state) back.searchParams.set('state', state);
      return void send(302, '', { Location: back.toString() });
    }

    if (isTokenPath(host, url.pathname)) return void tokenEndpoint(host, fields, origin, record, send);

    // Microsoft Graph: SharePoint sites.
    if (host.includes('graph') && url.pathname.startsWith('/v1.0/sites/')) {
      const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      const grant = accessTokens.get(token);
      if (!grant) return void send(401, { error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty or invalid.' } });
      if (!grant.scope.includes('Sites.ReadWrite.All')) return void send(403, { error: { code: 'accessDenied', message: 'Access denied' } });
      const rest = decodeURIComponent(url.pathname.slice('/v1.0/sites/'.length));
      const [siteHost, sitePath = ''] = rest.split(':');
      if (sitePath.toLowerCase().includes('missing')) return void send(404, { error: { code: 'itemNotFound', message: 'Requested site could not be found' } });
      return void send(200, { id: `${siteHost},11111111-2222-3333-4444-555555555555,66666666-7777-8888-9999-000000000000`, displayName: sitePath.split('/').pop() || 'Communication site', webUrl: `https://${siteHost}${sitePath}` });
    }

    // Google Photos: the app's own albums answer; shared albums need the scope Google withdrew on 2025-03-31.
    if (host === 'photoslibrary.googleapis.com') {
      const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!accessTokens.has(token)) return void send(401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
      if (url.pathname === '/v1/sharedAlbums') return void send(403, { error: { code: 403, message: 'Request had insufficient authentication scopes.', status: 'PERMISSION_DENIED' } });
      if (url.pathname === '/v1/albums') return void send(200, { albums: [{ id: 'album-made-by-app', title: 'Uploaded by AList', mediaItemsCount: '3' }] });
    }

    // 115 QR sign-in.
    if (host === 'qrcodeapi.115.com' && url.pathname === '/api/1.0/web/1.0/token') {
      const uid = next('uid');
      qr.set(uid, { uid, polls: 0, loggedIn: false });
      return void send(200, { state: 1, code: 0, data: { uid, time: 1764000000, sign: `sign${uid.replace(/[^a-z0-9]/gi, '')}`, qrcode: `https://115.com/scan/dg-${uid}` } });
    }
    if (host === 'qrcodeapi.115.com' && url.pathname === '/get/status/') {
      const s = qr.get(fields.uid ?? '');
      if (!s || !fields.sign || !fields.time) return void send(200, { state: 0, code: 40199, message: 'invalid session' });
      s.polls += 1;
      // The reader scans on the first poll and confirms on the second.
      const status = s.polls >= 3 ? 2 : s.polls === 2 ? 1 : 0;
      return void send(200, { state: 1, data: { status, msg: ['waiting', 'scanned', 'allowed'][status], version: '1' } });
    }
    if (host === 'qrcodeapi.115.com' && url.pathname === '/api/1.0/mac/1.0/qrcode') {
      res.writeHead(qr.has(fields.uid ?? '') ? 200 : 404, { 'Content-Type': 'image/png' });
      return void res.end(PNG_1x1);
    }
    if (host === 'passportapi.115.com' && /^\/app\/1\.0\/[a-z]+\/1\.0\/login\/qrcode\/?$/.test(url.pathname)) {
      const s = qr.get(fields.account ?? '');
      if (!s || s.polls < 3) return void send(200, { state: 0, code: 40101017, message: 'the QR code has not been confirmed' });
      if (s.loggedIn) return void send(200, { state: 0, code: 40101018, message: 'the QR code session was already used' });
      s.loggedIn = true;
      return void send(200, { state: 1, data: { user_id: 3141, user_name: 'reader', cookie: { UID: `3141_A1_${s.uid}`, CID: 'c1d2e3', SEID: 'se1d2e3', KID: 'k1d2' } } });
    }

    if (host === new URL(wopan.dispatcherUrl).host && url.pathname === new URL(wopan.dispatcherUrl).pathname) return void wopanDispatcher(body, origin, record, send);

    send(404, { error: 'not_found', error_description: `stand-in ${host} has no ${req.method} ${url.pathname}` });
  }

  /** WoPan's api-user dispatcher: PcWebLogin sends an SMS code, PcLoginVerifyCode answers with tokens. */
  function wopanDispatcher(body: string, origin: string | null, record: RecordedRequest, send: (s: number, p: unknown) => void) {
    const fail = (code: string, desc: string) => send(200, { STATUS: '200', MSG: 'success', LOGID: next('log'), RSP: { RSP_CODE: code, RSP_DESC: desc } });
    if (origin !== wopan.webOrigin) return void send(200, { STATUS: '403', MSG: 'forbidden origin' });
    let call: { header?: Record<string, unknown>; body?: Record<string, unknown> };
    try {
      call = JSON.parse(body);
    } catch {
      return void send(200, { STATUS: '400', MSG: 'bad request' });
    }
    const h = call.header ?? {};
    const expected = createHash('md5').update(`${h.key}${h.resTime}${h.reqSeq}${h.channel}${h.version}`).digest('hex');
    if (h.sign !== expected || h.channel !== wopan.channel || call.body?.clientId !== wopan.clientId) return void send(200, { STATUS: '400', MSG: 'sign error' });
    let param: Record<string, unknown>;
    try {
      param = JSON.parse(wopanCrypt('decrypt', String(call.body?.param ?? '')));
    } catch {
      return void send(200, { STATUS: '400', MSG: 'param error' });
    }
    const phone = String(param.phone ?? '');
    record.clientId = phone;
    if (param.password !== 'wopan-pass') return void fail('1001', 'wrong phone number or password');
    if (h.key === wopan.keys.login) {
      wopanCodes.add(phone);
      return void send(200, { STATUS: '200', MSG: 'success', LOGID: next('log'), RSP: { RSP_CODE: '0000', RSP_DESC: 'success', DATA: { needSmsCode: '1' } } });
    }
    if (h.key === wopan.keys.verify) {
      if (!wopanCodes.has(phone) || param.messageCode !== '246810') return void fail('1002', 'wrong SMS code');
      wopanCodes.delete(phone);
      record.redeemed = true;
      const data = JSON.stringify({ access_token: next('wo-at-'), refresh_token: next('wo-rt-'), expires_in: 86400 });
      return void send(200, { STATUS: '200', MSG: 'success', LOGID: next('log'), RSP: { RSP_CODE: '0000', RSP_DESC: 'success', DATA: wopanCrypt('encrypt', data) } });
    }
    fail('9999', `unknown key ${String(h.key)}`);
  }

  function tokenEndpoint(host: string, fields: Record<string, string>, origin: string | null, record: RecordedRequest, send: (s: number, p: unknown, h?: Record<string, string>) => void) {
    const isMicrosoft = host.startsWith('login.');
    const isAli = host === 'openapi.alipan.com';
    const fail = (status: number, error: string, description: string) =>
      isAli ? send(status, { code: error, message: description }) : send(status, { error, error_description: description });
    const clientId = fields.client_id ?? '';

    if (fields.grant_type === 'refresh_token') {
      const sub = subOf(fields.refresh_token ?? '');
      if (!sub) return fail(400, 'invalid_grant', 'The refresh token is invalid.');
      if (fields.client_secret !== secretFor(clientId)) return fail(401, 'invalid_client', 'Client authentication failed.');
      return send(200, issueTokens(clientId, 'refresh', sub));
    }
    if (fields.grant_type !== 'authorization_code') return fail(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
    if (isMicrosoft && origin && !clientId.endsWith('-spa')) {
      return fail(400, 'invalid_request', "AADSTS9002326: Cross-origin token redemption is permitted only for the 'Single-Page Application' client-type. Request origin: '" + origin + "'.");
    }
    if (isMicrosoft && clientId.endsWith('-spa') && fields.client_secret) {
      return fail(401, 'invalid_request', "AADSTS700025: Client is public so neither 'client_assertion' nor 'client_secret' should be presented.");
    }
    const issued = codes.get(fields.code ?? '');
    if (!issued || issued.clientId !== clientId) return fail(400, 'invalid_grant', 'The provided authorization code is invalid.');
    // From here on the provider has consumed the code, whether or not anyone can read this answer.
    record.redeemed = true;
    if (issued.used) return fail(400, 'invalid_grant', 'authorization code has been used');
    issued.used = true;
    if (Date.now() > issued.expiresAt) return fail(400, 'invalid_grant', 'authorization code expired');
    if (!clientId.endsWith('-spa') && fields.client_secret !== secretFor(clientId)) return fail(401, 'invalid_client', 'Client authentication failed: wrong client secret.');
    if (fields.redirect_uri !== undefined && fields.redirect_uri !== issued.redirectUri) return fail(400, 'invalid_grant', 'redirect_uri does not match the one of the authorization request');
    if (issued.challenge) {
      const verifier = fields.code_verifier ?? '';
      const expected = b64url(sha256(verifier));
      if (expected !== issued.challenge) return fail(400, 'invalid_grant', 'PKCE verification failed: code_verifier does not match the code_challenge.');
    }
    send(200, issueTokens(clientId, issued.scope));
  }

  const tls = { key: readFileSync(new URL('./tls-key.pem', import.meta.url)), cert: readFileSync(new URL('./tls-cert.pem', import.meta.url)) };
  const hosts = upstreamOrigins.map((o) => new URL(o).host);
  const onError = (res: ServerResponse) => (error: unknown) => {
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end(`stand-in failed: ${String(error)}`);
  };
  const secure = https.createServer(tls, (req, res) => {
    const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
    handle(hosts.includes(host) ? host : 'unknown', req, res).catch(onError(res));
  });
  const plain = hosts.map((host) => http.createServer((req, res) => handle(host, req, res).catch(onError(res))));
  const listen = (server: http.Server | https.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const httpsPort = await listen(secure, options.httpsPort ?? 0);
  const upstreams: Record<string, string> = {};
  for (const [i, server] of plain.entries()) {
    const port = await listen(server, options.httpBasePort ? options.httpBasePort + i : 0);
    upstreams[`https://${hosts[i]}`] = `http://127.0.0.1:${port}`;
  }
  return {
    httpsPort,
    upstreams,
    resolverRules: hosts.map((h) => `MAP ${h} 127.0.0.1:${httpsPort}`).join(', '),
    requests,
    close: async () => {
      await Promise.all([secure, ...plain].map((s) => new Promise<void>((r) => s.close(() => r()))));
    },
  };
}

/** AES-128-CBC of WoPan's api-user channel, Base64 outside. */
function wopanCrypt(direction: 'encrypt' | 'decrypt', text: string): string {
  const key = Buffer.from(wopan.clientSecret);
  const iv = Buffer.from(wopan.iv);
  if (direction === 'encrypt') {
    const c = createCipheriv('aes-128-cbc', key, iv);
    return Buffer.concat([c.update(text, 'utf8'), c.final()]).toString('base64');
  }
  const d = createDecipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([d.update(Buffer.from(text, 'base64')), d.final()]).toString('utf8');
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Which answers a page on `origin` may read, per provider. */
function corsRule(host: string, origin: string | null): Record<string, string> {
  if (!origin) return {};
  if (host.startsWith('login.') || host.includes('graph') || host === 'api.dropboxapi.com') return { 'Access-Control-Allow-Origin': '*' };
  if (host === 'oauth2.googleapis.com' || host === 'photoslibrary.googleapis.com') return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  if (host === new URL(wopan.dispatcherUrl).host && origin === wopan.webOrigin) return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  return {};
}

function isAuthorizePath(host: string, path: string): boolean {
  return (
    (host.startsWith('login.') && path.endsWith('/oauth2/v2.0/authorize')) ||
    (host === 'accounts.google.com' && path === '/o/oauth2/v2/auth') ||
    (host === 'www.dropbox.com' && path === '/oauth2/authorize') ||
    (host === 'oauth.yandex.com' && path === '/authorize') ||
    (host === 'openapi.baidu.com' && path === '/oauth/2.0/authorize') ||
    (host === 'openapi.alipan.com' && path === '/oauth/authorize')
  );
}

function isTokenPath(host: string, path: string): boolean {
  return (
    (host.startsWith('login.') && path.endsWith('/oauth2/v2.0/token')) ||
    (host === 'oauth2.googleapis.com' && path === '/token') ||
    (host === 'api.dropboxapi.com' && path === '/oauth2/token') ||
    (host === 'oauth.yandex.com' && path === '/token') ||
    (host === 'openapi.baidu.com' && path === '/oauth/2.0/token') ||
    (host === 'openapi.alipan.com' && path === '/oauth/access_token')
  );
}
