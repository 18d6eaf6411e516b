/**
 * The stand-in providers apply the rules the real ones do (tests/standins/providers.ts), and for each rule the
 * tool pages' reader (components/tools/oauth.ts) turns the provider's refusal into the provider's own code and
 * text plus a hint in both languages. Requests are sent as the site builds them (providers/table.ts), with one
 * input made wrong per case.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeProblem, parseTokenResponse, readApiJson, readCallbackParams, type HintKey, type Problem } from '../../components/tools/oauth';
import { buildTokenRequest, providerFacts, tokenRequestInit, type AppValues, type ProviderId } from '../../providers/table';
import { componentText } from '../../site/componentText';
import { PKCE_VERIFIER, redirectMatches, secretFor, startStandIns, type StandIns } from '../standins/providers';

const SITE = 'http://127.0.0.1:4174';
let standIns: StandIns;

beforeAll(async () => {
  standIns = await startStandIns({ sites: [SITE] });
});
afterAll(async () => {
  await standIns.close();
});

/** The stand-in's plain listener for a provider address. */
function local(address: string): URL {
  const url = new URL(address);
  return new URL(`${standIns.upstreams[url.origin]}${url.pathname}${url.search}`);
}

const values = (provider: ProviderId, clientId: string, extra: Partial<AppValues> = {}): AppValues => ({
  clientId,
  clientSecret: secretFor(clientId),
  redirectUri: `${SITE}/tool/${provider}/callback`,
  ...extra,
});

type Sent = { status: number; location: URL | null; body: string };

/** The authorize request the request page sends, with `change` applied to its parameters (null deletes one). */
async function authorize(provider: ProviderId, v: AppValues, change: Record<string, string | null> = {}, path?: string): Promise<Sent> {
  const def = providerFacts[provider];
  const url = local(def.authorizeEndpoint(v));
  if (path) url.pathname = path;
  for (const [k, val] of Object.entries({ ...def.authorizeParams(v, 'st'), ...change })) {
    if (val === null) url.searchParams.delete(k);
    else url.searchParams.set(k, val);
  }
  const res = await fetch(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  return { status: res.status, location: location ? new URL(location) : null, body: await res.text() };
}

async function codeFor(provider: ProviderId, v: AppValues, change: Record<string, string | null> = {}): Promise<string> {
  const sent = await authorize(provider, v, change);
  const code = sent.location?.searchParams.get('code');
  if (!code) throw new Error(`no code: ${sent.status} ${sent.body}`);
  return code;
}

/** The token request the site (or the service, which sends the same) builds, with `change` applied to its fields. */
async function redeem(provider: ProviderId, v: AppValues, code: string, verifier?: string, change: Record<string, string | null> = {}) {
  const request = buildTokenRequest(provider, v, code, verifier);
  const url = local(request.url);
  if (request.method === 'GET') {
    for (const [k, val] of Object.entries(change)) {
      if (val === null) url.searchParams.delete(k);
      else url.searchParams.set(k, val);
    }
  } else {
    for (const [k, val] of Object.entries(change)) {
      if (val === null) delete request.fields[k];
      else request.fields[k] = val;
    }
  }
  const res = await fetch(url, tokenRequestInit({ ...request, url: url.toString() }));
  return { status: res.status, body: await res.text(), contentType: res.headers.get('content-type') ?? '' };
}

async function refresh(provider: ProviderId, clientId: string, refreshToken: string) {
  const endpoint = local(providerFacts[provider].tokenEndpoint({ clientId, clientSecret: '', redirectUri: '' }));
  const fields = { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId, client_secret: secretFor(clientId) };
  const res =
    providerFacts[provider].tokenEncoding === 'json'
      ? await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields) })
      : await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  return { status: res.status, body: await res.text() };
}

/** What the tool page shows for a token answer: the problem, whose hint must exist in both languages. */
function shown(answer: { status: number; body: string; contentType?: string }): Problem {
  const result = parseTokenResponse(answer.status, answer.body, answer.contentType);
  if (result.ok) throw new Error(`expected a refusal, got tokens: ${answer.body}`);
  return result.problem;
}

function expectHint(problem: Problem, hint: HintKey) {
  expect(problem).toMatchObject({ hint });
  for (const lang of ['en', 'zh'] as const) expect(componentText[lang].tools.hints[hint].length).toBeGreaterThan(40);
}

const uid = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

describe('registered redirect URIs, by each provider\'s matching rule', () => {
  it('the default spelling (no .html) is registered and leads back with a code', async () => {
    for (const provider of ['onedrive', 'google', 'dropbox', 'yandex', 'baidu', 'aliyundrive'] as const) {
      const sent = await authorize(provider, values(provider, uid(provider)));
      expect(sent.status, provider).toBe(302);
      expect(`${sent.location!.origin}${sent.location!.pathname}`, provider).toBe(`${SITE}/tool/${provider}/callback`);
    }
  });

  it('any other spelling is refused on the provider\'s own HTML page, which never leads back to the site', async () => {
    const cases: [ProviderId, string, RegExp][] = [
      ['google', `${SITE}/tool/google/callback.html`, /redirect_uri_mismatch/],
      ['google', 'http://127.0.0.1:9999/tool/google/callback', /redirect_uri_mismatch/],
      ['dropbox', `${SITE}/tool/dropbox/callback/`, /must exactly match/],
      ['onedrive', `${SITE}/tool/onedrive/callback.html`, /AADSTS50011/],
      ['onedrive', `${SITE.replace('http:', 'https:')}/tool/onedrive/callback`, /AADSTS50011/],
      ['yandex', `${SITE}/tool/Yandex/callback`, /does not match the Callback URL/],
      ['baidu', `${SITE}/tool/baidu/callback.html`, /redirect_uri_mismatch：回调地址/],
      ['aliyundrive', `${SITE}/tool/aliyundrive/callback.html`, /不在应用的回调地址列表中/],
    ];
    for (const [provider, redirectUri, message] of cases) {
      const sent = await authorize(provider, values(provider, uid(provider), { redirectUri }));
      expect(sent.location, redirectUri).toBeNull();
      expect(sent.status, redirectUri).toBe(400);
      expect(sent.body, redirectUri).toMatch(/^<!doctype html>/);
      expect(sent.body, redirectUri).toMatch(message);
    }
  });

  it('Microsoft ignores the port of a loopback address and nothing else; the others compare exactly', () => {
    const registered = `${SITE}/tool/onedrive/callback`;
    expect(redirectMatches('microsoft', registered, 'http://127.0.0.1:5555/tool/onedrive/callback')).toBe(true);
    expect(redirectMatches('microsoft', registered, 'http://127.0.0.1:5555/tool/onedrive/Callback')).toBe(false);
    expect(redirectMatches('microsoft', 'https://docs.example/tool/onedrive/callback', 'https://docs.example:8443/tool/onedrive/callback')).toBe(false);
    expect(redirectMatches('google', registered.replace('onedrive', 'google'), 'http://127.0.0.1:5555/tool/google/callback')).toBe(false);
  });

  it('Baidu also takes "oob" and shows the code on its own page; Yandex without redirect_uri uses the registered one', async () => {
    const oob = await authorize('baidu', values('baidu', uid('bd'), { redirectUri: 'oob' }));
    expect(oob.status).toBe(200);
    expect(oob.body).toMatch(/<pre id="code">code-/);
    const yandex = await authorize('yandex', values('yandex', uid('ya')), { redirect_uri: null });
    expect(`${yandex.location!.origin}${yandex.location!.pathname}`).toBe(`${SITE}/tool/yandex/callback`);
  });
});

describe('the token request repeats the redirect URI of the sign-in', () => {
  for (const provider of ['onedrive', 'google', 'dropbox', 'baidu'] as const) {
    it(`${provider}: left out or changed, it is refused, and the page says to use the sign-in's value`, async () => {
      const v = values(provider, uid(provider));
      const missing = await redeem(provider, v, await codeFor(provider, v), undefined, { redirect_uri: null });
      expect(missing.status).toBe(400);
      expectHint(shown(missing), 'redirectChanged');
      const changed = await redeem(provider, { ...v, redirectUri: `${SITE}/tool/${provider}/callback.html` }, await codeFor(provider, v));
      expectHint(shown(changed), 'redirectChanged');
      expect(parseTokenResponse(200, (await redeem(provider, v, await codeFor(provider, v))).body).ok).toBe(true);
    });
  }
});

describe('a refresh token only for offline access', () => {
  const cases: [ProviderId, Record<string, string | null>][] = [
    ['onedrive', { scope: 'Files.ReadWrite.All' }],
    ['google', { access_type: null }],
    ['dropbox', { token_access_type: null }],
  ];
  for (const [provider, change] of cases) {
    it(`${provider}: without ${Object.keys(change)[0]} the answer has no refresh token, and the page says why`, async () => {
      const v = values(provider, uid(provider));
      const answer = await redeem(provider, v, await codeFor(provider, v, change));
      expect(answer.status).toBe(200);
      const result = parseTokenResponse(answer.status, answer.body);
      expect(result).toMatchObject({ ok: false, problem: { kind: 'missingField', field: 'refresh_token', hint: 'noRefreshToken' } });
      expect(JSON.parse(answer.body).access_token).toMatch(/^at-/);
    });
  }
});

describe('PKCE (RFC 7636)', () => {
  const verifier = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0-._~';

  it('the site\'s verifiers have the RFC\'s form', () => {
    expect(PKCE_VERIFIER.test(verifier)).toBe(true);
    expect(PKCE_VERIFIER.test('x'.repeat(42))).toBe(false);
    expect(PKCE_VERIFIER.test('x'.repeat(129))).toBe(false);
    expect(PKCE_VERIFIER.test(`${'x'.repeat(42)}+`)).toBe(false);
  });

  for (const provider of ['google', 'onedrive', 'dropbox'] as const) {
    it(`${provider}: a missing, malformed or wrong verifier is refused with the PKCE hint; the right one works`, async () => {
      const v = values(provider, uid(provider));
      const challenge = { code_challenge: s256(verifier), code_challenge_method: 'S256' };
      expectHint(shown(await redeem(provider, v, await codeFor(provider, v, challenge))), 'pkce');
      expectHint(shown(await redeem(provider, v, await codeFor(provider, v, challenge), 'short')), 'pkce');
      expectHint(shown(await redeem(provider, v, await codeFor(provider, v, challenge), `${verifier.slice(1)}x`)), 'pkce');
      expect(parseTokenResponse(200, (await redeem(provider, v, await codeFor(provider, v, challenge), verifier)).body).ok).toBe(true);
    });
  }

  it('without a method the challenge is the verifier itself (plain)', async () => {
    const v = values('google', uid('g'));
    expectHint(shown(await redeem('google', v, await codeFor('google', v, { code_challenge: s256(verifier) }), verifier)), 'pkce');
    expect(parseTokenResponse(200, (await redeem('google', v, await codeFor('google', v, { code_challenge: verifier }), verifier)).body).ok).toBe(true);
  });

  it('a verifier for a code issued without a challenge is refused', async () => {
    const v = values('dropbox', uid('d'));
    expectHint(shown(await redeem('dropbox', v, await codeFor('dropbox', v), verifier)), 'pkce');
  });
});

describe('refresh tokens', () => {
  async function tokensFor(provider: ProviderId, clientId: string): Promise<string> {
    const v = values(provider, clientId);
    return JSON.parse((await redeem(provider, v, await codeFor(provider, v))).body).refresh_token;
  }

  it('work only for the client they were issued to', async () => {
    for (const provider of ['onedrive', 'google', 'dropbox', 'baidu', 'aliyundrive'] as const) {
      const rt = await tokensFor(provider, uid(provider));
      const other = await refresh(provider, uid('other'), rt);
      expect(other.status, provider).toBe(400);
      expect(readApiJson(other.status, other.body), provider).toMatchObject({ ok: false, problem: { kind: 'providerError', code: expect.stringMatching(/invalid_grant/) } });
    }
  });

  it('Baidu\'s are single-use: the second refresh with the same token is refused', async () => {
    const clientId = uid('bd');
    const rt = await tokensFor('baidu', clientId);
    const first = await refresh('baidu', clientId, rt);
    expect(JSON.parse(first.body).refresh_token).not.toBe(rt);
    const again = await refresh('baidu', clientId, rt);
    expect(readApiJson(again.status, again.body)).toMatchObject({ ok: false, problem: { code: 'expired_token', description: 'refresh token has been used' } });
  });

  it('Aliyundrive\'s rotate: the new one works, the old one no longer', async () => {
    const clientId = uid('ali');
    const rt = await tokensFor('aliyundrive', clientId);
    const next = JSON.parse((await refresh('aliyundrive', clientId, rt)).body).refresh_token;
    expect(next).toBeTruthy();
    expect((await refresh('aliyundrive', clientId, rt)).status).toBe(400);
    expect((await refresh('aliyundrive', clientId, next)).status).toBe(200);
  });
});

describe('Microsoft single-tenant apps', () => {
  it('are refused on /common with AADSTS50194, back at the callback, which shows the single-tenant hint', async () => {
    const v = values('onedrive', uid('od') + '-single');
    const sent = await authorize('onedrive', v);
    expect(sent.location?.searchParams.get('error')).toBe('invalid_request');
    const problem = authorizeProblem(readCallbackParams(sent.location!.search));
    expect(problem).toMatchObject({ kind: 'authorizeError', description: expect.stringContaining('AADSTS50194') });
    expectHint(problem!, 'singleTenant');
    // A tenant's own endpoint signs the same app in.
    const tenant = await authorize('onedrive', v, {}, '/contoso.onmicrosoft.com/oauth2/v2.0/authorize');
    expect(tenant.location?.searchParams.get('code')).toMatch(/^code-/);
  });
});
