import { describe, expect, it } from 'vitest';
import {
  authorizeProblem,
  buildAuthorizeUrl,
  buildTokenRequest,
  curlCommand,
  powerShellCommand,
  defaultRedirectUri,
  exchange,
  loadPending,
  parseTokenResponse,
  PENDING_MAX_AGE_MS,
  randomState,
  readCallbackParams,
  savePending,
  validateValues,
  type ClientValues,
  type PendingRequest,
} from '../../components/tools/oauth';
import { oneDriveScope } from '../../components/tools/providers';

const values: ClientValues = { clientId: ' id-1 ', clientSecret: 'sec', redirectUri: 'https://docs.example.com/tool/onedrive/callback', region: 'global', scope: 'files' };

function params(url: string) {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('authorization URLs', () => {
  it('OneDrive global: common endpoint, trimmed client id, offline access, no secret', () => {
    const url = buildAuthorizeUrl('onedrive', values, 'st');
    expect(url.startsWith('https://login.microsoftonline.com/common/oauth2/v2.0/authorize?')).toBe(true);
    expect(params(url)).toEqual({
      client_id: 'id-1',
      response_type: 'code',
      redirect_uri: 'https://docs.example.com/tool/onedrive/callback',
      response_mode: 'query',
      scope: 'offline_access Files.ReadWrite.All',
      prompt: 'select_account',
      state: 'st',
    });
    expect(url).not.toContain('sec');
  });

  it('OneDrive 21Vianet: China sign-in host and Graph-qualified permissions; SharePoint adds Sites.ReadWrite.All', () => {
    const url = buildAuthorizeUrl('onedrive', { ...values, region: 'cn', scope: 'sharepoint' }, 'st');
    expect(new URL(url).origin).toBe('https://login.chinacloudapi.cn');
    expect(params(url).scope).toBe(
      'offline_access https://microsoftgraph.chinacloudapi.cn/Files.ReadWrite.All https://microsoftgraph.chinacloudapi.cn/Sites.ReadWrite.All',
    );
    expect(oneDriveScope('us', false)).toBe('offline_access https://graph.microsoft.us/Files.ReadWrite.All');
  });

  it('Google asks for offline access and consent, with the chosen scope', () => {
    const drive = params(buildAuthorizeUrl('google', { ...values, scope: 'drive' }, 's'));
    expect(drive).toMatchObject({ access_type: 'offline', prompt: 'consent', scope: 'https://www.googleapis.com/auth/drive', response_type: 'code' });
    const photos = params(buildAuthorizeUrl('google', { ...values, scope: 'photos' }, 's'));
    expect(photos.scope).toBe('https://www.googleapis.com/auth/photoslibrary.readonly.appcreateddata https://www.googleapis.com/auth/photoslibrary.appendonly');
  });

  it('Dropbox asks for offline tokens; Baidu for basic,netdisk; Yandex and Aliyundrive for a code', () => {
    expect(params(buildAuthorizeUrl('dropbox', values, 's'))).toMatchObject({ token_access_type: 'offline', response_type: 'code' });
    const baidu = buildAuthorizeUrl('baidu', { ...values, redirectUri: 'oob' }, 's');
    expect(baidu.startsWith('https://openapi.baidu.com/oauth/2.0/authorize?')).toBe(true);
    expect(params(baidu)).toMatchObject({ scope: 'basic,netdisk', redirect_uri: 'oob' });
    expect(buildAuthorizeUrl('yandex', values, 's').startsWith('https://oauth.yandex.com/authorize?')).toBe(true);
    expect(params(buildAuthorizeUrl('aliyundrive', values, 's'))).toMatchObject({ scope: 'user:base,file:all:read,file:all:write', response_type: 'code' });
  });

  it('the default redirect URI is the callback page without .html', () => {
    expect(defaultRedirectUri('onedrive', 'https://alist.nn.ci')).toBe('https://alist.nn.ci/tool/onedrive/callback');
    expect(defaultRedirectUri('baidu', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173/tool/baidu/callback');
  });
});

describe('validation', () => {
  it('names the first missing or malformed field', () => {
    expect(validateValues('onedrive', { ...values, clientId: '  ' })).toEqual({ kind: 'invalidInput', field: 'clientId', reason: 'required' });
    expect(validateValues('onedrive', { ...values, clientSecret: '' })).toEqual({ kind: 'invalidInput', field: 'clientSecret', reason: 'required' });
    expect(validateValues('onedrive', { ...values, redirectUri: 'alist.nn.ci/tool' })).toEqual({ kind: 'invalidInput', field: 'redirectUri', reason: 'url' });
    expect(validateValues('onedrive', { ...values, redirectUri: 'oob' })).toEqual({ kind: 'invalidInput', field: 'redirectUri', reason: 'url' });
    expect(validateValues('baidu', { ...values, redirectUri: 'oob' })).toBeNull();
    expect(validateValues('onedrive', values)).toBeNull();
  });
});

describe('token requests', () => {
  it('OneDrive: form POST to the region token endpoint with code, secret and redirect URI', () => {
    const req = buildTokenRequest('onedrive', { ...values, region: 'us' }, ' CODE ');
    expect(req).toMatchObject({ method: 'POST', encoding: 'form', url: 'https://login.microsoftonline.us/common/oauth2/v2.0/token' });
    expect(req.fields).toMatchObject({ code: 'CODE', client_id: 'id-1', client_secret: 'sec', grant_type: 'authorization_code', redirect_uri: values.redirectUri });
  });

  it('Baidu: GET with the fields in the query; Aliyundrive: JSON body', () => {
    const baidu = buildTokenRequest('baidu', values, 'C');
    expect(baidu.method).toBe('GET');
    expect(baidu.fields).toEqual({});
    expect(params(baidu.url)).toMatchObject({ grant_type: 'authorization_code', code: 'C', client_id: 'id-1', client_secret: 'sec' });
    const ali = buildTokenRequest('aliyundrive', values, 'C');
    expect(ali).toMatchObject({ method: 'POST', encoding: 'json', url: 'https://openapi.alipan.com/oauth/access_token' });
    expect(ali.fields).toEqual({ client_id: 'id-1', client_secret: 'sec', grant_type: 'authorization_code', code: 'C' });
  });

  it('curl commands quote every value for a POSIX shell', () => {
    const form = curlCommand(buildTokenRequest('dropbox', { ...values, clientSecret: "it's" }, 'C'));
    expect(form).toBe(
      "curl -X POST 'https://api.dropboxapi.com/oauth2/token' --data-urlencode 'code=C' --data-urlencode 'grant_type=authorization_code' --data-urlencode 'client_id=id-1' --data-urlencode 'client_secret=it'\\''s' --data-urlencode 'redirect_uri=https://docs.example.com/tool/onedrive/callback'",
    );
    expect(curlCommand(buildTokenRequest('aliyundrive', values, 'C'))).toBe(
      `curl -X POST 'https://openapi.alipan.com/oauth/access_token' -H 'Content-Type: application/json' -d '{"client_id":"id-1","client_secret":"sec","grant_type":"authorization_code","code":"C"}'`,
    );
    expect(curlCommand(buildTokenRequest('baidu', values, 'C'))).toMatch(/^curl 'https:\/\/openapi\.baidu\.com\/oauth\/2\.0\/token\?grant_type=authorization_code&code=C&/);
  });
});

describe('parsing token answers', () => {
  it('reads the tokens of a successful answer', () => {
    expect(parseTokenResponse(200, '{"access_token":"A","refresh_token":"R","expires_in":3599,"scope":"x"}')).toEqual({
      ok: true,
      tokens: { refreshToken: 'R', accessToken: 'A', expiresIn: 3599, scope: 'x' },
    });
  });

  it("reports Microsoft's error code, description, status and a hint", () => {
    const r = parseTokenResponse(400, JSON.stringify({ error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' }));
    expect(r).toEqual({ ok: false, problem: { kind: 'providerError', status: 400, code: 'invalid_client', description: 'AADSTS7000215: Invalid client secret provided.', hint: 'badClient' } });
    const cors = parseTokenResponse(400, JSON.stringify({ error: 'invalid_request', error_description: 'AADSTS9002326: Cross-origin token redemption is permitted only for the Single-Page Application client-type.' }));
    expect(!cors.ok && cors.problem.kind === 'providerError' && cors.problem.hint).toBe('crossOrigin');
  });

  it('reads Google API errors, Dropbox summaries and Aliyundrive code/message', () => {
    const google = parseTokenResponse(401, '{"error":{"code":401,"message":"Request had invalid authentication credentials.","status":"UNAUTHENTICATED"}}');
    expect(google).toMatchObject({ ok: false, problem: { kind: 'providerError', code: 'UNAUTHENTICATED', description: 'Request had invalid authentication credentials.' } });
    const dropbox = parseTokenResponse(400, '{"error":"invalid_grant","error_summary":"code doesn\'t exist"}');
    expect(dropbox).toMatchObject({ ok: false, problem: { code: 'invalid_grant', description: "code doesn't exist", hint: 'codeSpent' } });
    const ali = parseTokenResponse(400, '{"code":"InvalidParameter.Code","message":"code is invalid"}');
    expect(ali).toMatchObject({ ok: false, problem: { kind: 'providerError', code: 'InvalidParameter.Code', description: 'code is invalid' } });
  });

  it('reports an HTML body as not JSON, with status, type and readable text', () => {
    const r = parseTokenResponse(500, '<html><head><style>b{}</style></head><body><h1>Internal   Server Error</h1></body></html>', 'text/html');
    expect(r).toEqual({ ok: false, problem: { kind: 'notJson', status: 500, contentType: 'text/html', snippet: 'Internal Server Error' } });
    expect(parseTokenResponse(200, '')).toMatchObject({ ok: false, problem: { kind: 'notJson' } });
    expect(parseTokenResponse(200, '["a"]')).toMatchObject({ ok: false, problem: { kind: 'notJson' } });
  });

  it('reports an error status without error fields, and a missing refresh token', () => {
    expect(parseTokenResponse(502, '{"ok":false}')).toEqual({ ok: false, problem: { kind: 'httpStatus', status: 502, snippet: '{"ok":false}' } });
    expect(parseTokenResponse(200, '{"access_token":"A","expires_in":14400}')).toEqual({
      ok: false,
      problem: { kind: 'missingField', status: 200, field: 'refresh_token', hint: 'noRefreshToken', accessToken: 'A' },
    });
  });

  it('accepts a pasted answer (no status)', () => {
    expect(parseTokenResponse(null, '  {"refresh_token":"R"}\n')).toEqual({ ok: true, tokens: { refreshToken: 'R', accessToken: undefined, expiresIn: undefined, scope: undefined } });
  });
});

describe('exchange', () => {
  it('sends a form body and reads the answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"refresh_token":"R"}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const result = await exchange(buildTokenRequest('yandex', values, 'C'), fakeFetch);
    expect(result.ok).toBe(true);
    expect(calls[0].url).toBe('https://oauth.yandex.com/token');
    expect(new URLSearchParams(String(calls[0].init.body)).get('code')).toBe('C');
  });

  it('turns a network failure into a problem naming the host', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await exchange(buildTokenRequest('google', values, 'C'), failing)).toEqual({
      ok: false,
      problem: { kind: 'network', url: 'https://oauth2.googleapis.com', detail: 'Failed to fetch' },
    });
  });
});

describe('callback parameters and pending requests', () => {
  it('reads code/state or error from the query (or the fragment)', () => {
    expect(readCallbackParams('?code=abc&state=s1')).toEqual({ code: 'abc', state: 's1', error: null, errorDescription: null });
    const denied = readCallbackParams('?error=access_denied&error_description=The+user+declined');
    expect(authorizeProblem(denied)).toEqual({ kind: 'authorizeError', code: 'access_denied', description: 'The user declined', hint: 'accessDenied' });
    expect(readCallbackParams('', '#code=x&state=y').code).toBe('x');
    expect(authorizeProblem(readCallbackParams('?code=1'))).toBeNull();
  });

  it('keeps a pending request for an hour and ignores malformed ones', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    } as unknown as Storage;
    const pending: PendingRequest = { ...values, provider: 'onedrive', state: 's', lang: 'zh', createdAt: 1000 };
    savePending(storage, pending);
    expect(loadPending(storage, 'onedrive', 2000)).toEqual(pending);
    expect(loadPending(storage, 'onedrive', 1000 + PENDING_MAX_AGE_MS + 1)).toBeNull();
    expect(loadPending(storage, 'google', 2000)).toBeNull();
    data.set('alist-docs:tool:google', '{not json');
    expect(loadPending(storage, 'google', 2000)).toBeNull();
  });

  it('makes 32-digit hex states', () => {
    const state = randomState(globalThis.crypto);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(randomState(globalThis.crypto)).not.toBe(state);
  });

  it('writes the same request for PowerShell, quoting single quotes by doubling them', () => {
    const form = powerShellCommand(buildTokenRequest('dropbox', { ...values, clientSecret: "it's" }, 'C'));
    expect(form).toMatch(/^Invoke-RestMethod -Method Post -Uri 'https:\/\/api\.dropboxapi\.com\/oauth2\/token' -ContentType 'application\/x-www-form-urlencoded' -Body @\{ /);
    expect(form).toContain("client_secret='it''s'");
    expect(form).toContain("code='C'");
    expect(powerShellCommand(buildTokenRequest('aliyundrive', values, 'C'))).toContain("-ContentType 'application/json' -Body '{");
    expect(powerShellCommand(buildTokenRequest('baidu', values, 'C'))).toMatch(/^Invoke-RestMethod -Uri 'https:\/\/openapi\.baidu\.com\/oauth\/2\.0\/token\?grant_type=authorization_code/);
  });
});
