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
 * single-page registration), "…-single" (Microsoft single-tenant app), "…-malformed" (HTML instead of JSON),
 * "…-slow" (answers after 5 s), "…-expired" (codes expire at once). Everything else succeeds with secret
 * "secret-" + client ID.
 *
 * Every app is registered with the redirect URI of AList's default spelling, `<site>/tool/<provider>/callback`,
 * on each of the `sites` origins (and "oob" for Baidu), and the rules the real services apply are enforced:
 * - redirect URI: exact match, except that Microsoft ignores the port of a loopback address; a mismatch is the
 *   provider's own HTML error page (the reader never gets back to the site);
 * - the token request repeats the authorize request's redirect_uri where the provider checks it (RFC 6749 §4.1.3;
 *   Microsoft, Google, Dropbox, Baidu);
 * - a refresh token only for offline access: Microsoft's `offline_access` scope, Google's `access_type=offline`,
 *   Dropbox's `token_access_type=offline`;
 * - PKCE per RFC 7636: a verifier of 43–128 characters of [A-Za-z0-9-._~], method `plain` when none is named,
 *   and no verifier for a code issued without a challenge;
 * - a refresh token works only for the client it was issued to; Baidu's is single-use, Aliyundrive's rotates
 *   (the old one stops working once a new one is issued);
 * - a single-tenant Microsoft app is refused on /common (AADSTS50194), back at the redirect URI.
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
  /** The redirect_uri of the authorize request, null when it had none (Baidu and Yandex allow that). */
  redirectUri: string | null;
  challenge: { value: string; method: 'S256' | 'plain' } | null;
  scope: string;
  offline: boolean;
  used: boolean;
  expiresAt: number;
}

interface IssuedRefresh {
  clientId: string;
  scope: string;
  used: boolean;
  revoked: boolean;
}

/** Providers by host, for the rules that differ between them. */
type Family = 'microsoft' | 'google' | 'dropbox' | 'yandex' | 'baidu' | 'aliyundrive';

function familyOf(host: string): Family | null {
  if (host.startsWith('login.')) return 'microsoft';
  if (host === 'accounts.google.com' || host === 'oauth2.googleapis.com') return 'google';
  if (host === 'www.dropbox.com' || host === 'api.dropboxapi.com') return 'dropbox';
  if (host === 'oauth.yandex.com') return 'yandex';
  if (host === 'openapi.baidu.com') return 'baidu';
  if (host === 'openapi.alipan.com') return 'aliyundrive';
  return null;
}

/** The provider ids of the site for each family (the callback page's path segment). */
const callbackSegment: Record<Family, string> = { microsoft: 'onedrive', google: 'google', dropbox: 'dropbox', yandex: 'yandex', baidu: 'baidu', aliyundrive: 'aliyundrive' };

/** RFC 7636 §4.1: 43 to 128 characters of the unreserved set. */
export const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether `sent` matches a registered redirect URI by the provider's rule. */
export function redirectMatches(family: Family, registered: string, sent: string): boolean {
  if (family !== 'microsoft') return registered === sent;
  // Microsoft compares exactly, but ignores the port of a loopback redirect URI (for apps on a developer machine).
  let a: URL;
  let b: URL;
  try {
    a = new URL(registered);
    b = new URL(sent);
  } catch {
    return false;
  }
  if (!LOOPBACK.has(a.hostname) || a.hostname !== b.hostname) return registered === sent;
  return a.protocol === b.protocol && a.pathname === b.pathname && a.search === b.search;
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

/** Site origins whose callback pages every stand-in app has registered, unless `sites` says otherwise. */
export const DEFAULT_SITES = ['http://127.0.0.1:4174'];

export async function startStandIns(options: { httpsPort?: number; httpBasePort?: number; sites?: string[] } = {}): Promise<StandIns> {
  const sites = options.sites ?? DEFAULT_SITES;
  const requests: RecordedRequest[] = [];
  const codes = new Map<string, IssuedCode>();
  const refreshTokens = new Map<string, IssuedRefresh>();
  const accessTokens = new Map<string, { clientId: string; scope: string }>();
  const qr = new Map<string, QrSession>();
  const wopanCodes = new Set<string>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 8)}`;

  /** Tokens for a client; a refresh token only when `offline` (each provider's offline-access rule). */
  function issueTokens(clientId: string, scope: string, offline: boolean, sub = clientId) {
    const access = next('at-');
    accessTokens.set(access, { clientId, scope });
    const tokens: Record<string, unknown> = { access_token: access, expires_in: 3600, token_type: 'Bearer', scope };
    if (offline) {
      const refresh = jwtLike(sub, ++counter);
      refreshTokens.set(refresh, { clientId, scope, used: false, revoked: false });
      tokens.refresh_token = refresh;
    }
    return tokens;
  }

  /** The redirect URIs an app of this family has registered. */
  function registeredRedirects(family: Family): string[] {
    const list = sites.map((site) => `${site}/tool/${callbackSegment[family]}/callback`);
    return family === 'baidu' ? [...list, 'oob'] : list;
  }

  /** Whether the authorize request asked for offline access, by the provider's own parameter. */
  function asksOffline(family: Family, fields: Record<string, string>): boolean {
    if (family === 'microsoft') return (fields.scope ?? '').split(/\s+/).includes('offline_access');
    if (family === 'google') return fields.access_type === 'offline';
    if (family === 'dropbox') return fields.token_access_type === 'offline';
    return true;
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
      const family = familyOf(host)!;
      // Yandex falls back to the app's registered Callback URL when the request names none.
      const redirect = fields.redirect_uri ?? (family === 'yandex' ? registeredRedirects(family)[0] : '');
      const state = fields.state ?? '';
      // An unregistered redirect URI never leads back to the site: the provider shows its own error page.
      if (!registeredRedirects(family).some((r) => redirectMatches(family, r, redirect))) {
        return void send(400, authorizeErrorPage(family, 'redirect', redirect, clientId));
      }
      const challenge = fields.code_challenge ?? null;
      const method = fields.code_challenge_method ?? 'plain';
      if (challenge !== null && (method !== 'S256' && method !== 'plain')) return void send(400, authorizeErrorPage(family, 'pkce', method, clientId));
      const back = (params: Record<string, string>) => {
        if (redirect === 'oob') return send(200, `<html><body><p>${params.error ? 'Error' : 'Authorization code:'}</p><pre id="${params.error ? 'error' : 'code'}">${params.code ?? params.error_description}</pre></body></html>`);
        const to = new URL(redirect);
        for (const [k, v] of Object.entries(params)) to.searchParams.set(k, v);
        if (state) to.searchParams.set('state', state);
        return send(302, '', { Location: to.toString() });
      };
      if (clientId.endsWith('-deny')) return void back({ error: 'access_denied', error_description: 'The user declined the request.' });
      if (family === 'microsoft' && clientId.endsWith('-single') && url.pathname.startsWith('/common/')) {
        return void back({
          error: 'invalid_request',
          error_description: `AADSTS50194: Application '${clientId}'(AList) is not configured as a multi-tenant application. Usage of the /common endpoint is not supported for such applications created after '10/15/2018'. Use a tenant-specific endpoint or configure the application to be multi-tenant.`,
        });
      }
      const code = next('code-');
      codes.set(code, {
        clientId,
        redirectUri: fields.redirect_uri ?? null,
        challenge: challenge === null ? null : { value: challenge, method: method as 'S256' | 'plain' },
        scope: fields.scope ?? '',
        offline: asksOffline(family, fields),
        used: false,
        expiresAt: clientId.endsWith('-expired') ? 0 : Date.now() + 10 * 60_000,
      });
      return void back({ code });
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
    const family = familyOf(host)!;
    const isMicrosoft = family === 'microsoft';
    const isAli = family === 'aliyundrive';
    const fail = (status: number, error: string, description: string) =>
      isAli ? send(status, { code: error, message: description }) : send(status, { error, error_description: description });
    const clientId = fields.client_id ?? '';

    if (fields.grant_type === 'refresh_token') {
      const token = fields.refresh_token ?? '';
      const issued = refreshTokens.get(token);
      if (fields.client_secret !== secretFor(clientId)) return fail(401, 'invalid_client', 'Client authentication failed.');
      if (!issued || !subOf(token)) return fail(400, 'invalid_grant', 'The refresh token is invalid.');
      // A refresh token belongs to the app it was issued to.
      if (issued.clientId !== clientId) {
        return isMicrosoft
          ? fail(400, 'invalid_grant', 'AADSTS70000: Provided grant is invalid or malformed. The refresh token was issued to a different client.')
          : fail(400, 'invalid_grant', 'The refresh token was issued to another client.');
      }
      if (family === 'baidu' && issued.used) return fail(400, 'expired_token', 'refresh token has been used');
      if (issued.revoked) return isAli ? fail(400, 'InvalidParameter.RefreshToken', 'refresh_token is invalid') : fail(400, 'invalid_grant', 'The refresh token is invalid.');
      issued.used = true;
      const tokens = issueTokens(clientId, issued.scope, true, subOf(token)!);
      // Baidu's refresh tokens are single-use; Aliyundrive's rotate: the old one stops working. Google and
      // Dropbox keep the old one and send no new one.
      if (family === 'aliyundrive') issued.revoked = true;
      if (family === 'google' || family === 'dropbox') delete tokens.refresh_token;
      return send(200, tokens);
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
    // RFC 6749 §4.1.3: the same redirect_uri again when the authorize request had one (where the provider checks it).
    const checksRedirect = family === 'microsoft' || family === 'google' || family === 'dropbox' || family === 'baidu';
    if (checksRedirect && issued.redirectUri !== null && fields.redirect_uri !== issued.redirectUri) {
      if (family === 'google') return fail(400, 'redirect_uri_mismatch', 'Bad Request');
      if (family === 'microsoft') return fail(400, 'invalid_grant', "AADSTS50011: The redirect URI specified in the request does not match the redirect URI of the authorization request.");
      return fail(400, 'invalid_grant', 'redirect_uri mismatch: it must be the one of the authorization request');
    }
    const verifier = fields.code_verifier;
    if (issued.challenge) {
      if (verifier === undefined) return fail(400, 'invalid_grant', isMicrosoft ? "AADSTS50148: The code_verifier does not match the code_challenge supplied in the authorization request for PKCE." : 'Missing code verifier.');
      if (!PKCE_VERIFIER.test(verifier)) return fail(400, 'invalid_request', 'code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_" and "~" (RFC 7636).');
      const expected = issued.challenge.method === 'S256' ? b64url(sha256(verifier)) : verifier;
      if (expected !== issued.challenge.value) return fail(400, 'invalid_grant', isMicrosoft ? "AADSTS50148: The code_verifier does not match the code_challenge supplied in the authorization request for PKCE." : 'PKCE verification failed: code_verifier does not match the code_challenge.');
    } else if (verifier !== undefined) {
      return fail(400, 'invalid_request', 'code_verifier was sent, but the authorization request had no code_challenge.');
    }
    send(200, issueTokens(clientId, issued.scope, issued.offline));
  }

  /** The provider's own error page at the authorize step, in its language, as HTML. */
  function authorizeErrorPage(family: Family, problem: 'redirect' | 'pkce', value: string, clientId: string): string {
    const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const page = (title: string, body: string) => `<!doctype html><html><head><title>${esc(title)}</title></head><body><h1>${esc(title)}</h1><p id="error">${esc(body)}</p></body></html>`;
    if (problem === 'pkce') return page('invalid_request', `Unsupported code_challenge_method "${value}".`);
    switch (family) {
      case 'microsoft':
        return page('Sign in to your account', `AADSTS50011: The redirect URI '${value}' specified in the request does not match the redirect URIs configured for the application '${clientId}'.`);
      case 'google':
        return page('Error 400: redirect_uri_mismatch', `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. Request details: redirect_uri=${value}`);
      case 'dropbox':
        return page('Error (400)', `Invalid redirect_uri: "${value}". It must exactly match one of the redirect URIs you've pre-configured for your app (including the path).`);
      case 'yandex':
        return page('Error', `redirect_uri does not match the Callback URL defined for the client: ${value}`);
      case 'baidu':
        return page('百度帐号', `redirect_uri_mismatch：回调地址 ${value} 与应用设置的授权回调页不一致`);
      case 'aliyundrive':
        return page('阿里云盘开放平台', `回调地址 ${value} 不在应用的回调地址列表中`);
    }
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
