/**
 * The provider table: every outside service the /tool/ pages and the token service (server/) talk to,
 * described once. Authorize and token endpoints, API hosts, scopes, PKCE support, whether a web page
 * may read the token answer, and how a token request is built.
 *
 * This module is shared by the pages and the service, so it imports nothing from either and touches no
 * browser or Node objects. Endpoints are the providers' documented ones; refresh endpoints match what the
 * AList v3.63 drivers call (drivers/onedrive/util.go, drivers/yandex_disk/util.go, drivers/aliyundrive_open/util.go).
 */

export type ProviderId = 'onedrive' | 'google' | 'dropbox' | 'yandex' | 'baidu' | 'aliyundrive';
export const providerIds: ProviderId[] = ['onedrive', 'google', 'dropbox', 'yandex', 'baidu', 'aliyundrive'];

/**
 * Values of the Onedrive driver's `region` option that can still sign anybody in. The driver also lists `de`,
 * Microsoft's Germany cloud, which Microsoft has shut down: its hosts answer no sign-in, so neither the pages
 * nor the service offer or call it.
 */
export type OneDriveRegion = 'global' | 'cn' | 'us';

/** Sign-in and Graph hosts per region, as in the AList v3.63 Onedrive driver (drivers/onedrive/meta.go). */
export const oneDriveHosts: Record<OneDriveRegion, { oauth: string; graph: string }> = {
  global: { oauth: 'https://login.microsoftonline.com', graph: 'https://graph.microsoft.com' },
  cn: { oauth: 'https://login.chinacloudapi.cn', graph: 'https://microsoftgraph.chinacloudapi.cn' },
  us: { oauth: 'https://login.microsoftonline.us', graph: 'https://graph.microsoft.us' },
};
export const oneDriveRegions = Object.keys(oneDriveHosts) as OneDriveRegion[];

export function isOneDriveRegion(value: unknown): value is OneDriveRegion {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(oneDriveHosts, value);
}

/** Microsoft Graph permissions asked for; outside the global cloud they are written with the cloud's Graph host. */
export function oneDriveScope(region: OneDriveRegion, sharepoint: boolean): string {
  const names = sharepoint ? ['Files.ReadWrite.All', 'Sites.ReadWrite.All'] : ['Files.ReadWrite.All'];
  const prefix = region === 'global' ? '' : `${oneDriveHosts[region].graph}/`;
  return ['offline_access', ...names.map((n) => prefix + n)].join(' ');
}

export const googleScopes = {
  drive: 'https://www.googleapis.com/auth/drive',
  // photoslibrary.readonly was withdrawn by Google on 2025-03-31; what remains reaches only media the app itself
  // created (read) and lets it add new media (append), which is what AList's GooglePhoto driver can still use.
  photos: 'https://www.googleapis.com/auth/photoslibrary.readonly.appcreateddata https://www.googleapis.com/auth/photoslibrary.appendonly',
} as const;
export type GoogleScope = keyof typeof googleScopes;

/** Scopes of the Aliyundrive open platform: account basics, read and write all files. */
export const aliyundriveScope = 'user:base,file:all:read,file:all:write';

/** What a reader's app is described by, on a request form or in a call to the token service. */
export interface AppValues {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** OneDrive only. */
  region?: OneDriveRegion;
  /** Key of the provider's scope choice (Google: "drive" | "photos"; OneDrive: "files" | "sharepoint"). */
  scope?: string;
}

export interface ProviderFacts {
  id: ProviderId;
  /**
   * Accepts a PKCE code challenge (S256) on the authorize request and the verifier on the token request,
   * per the provider's OAuth documentation.
   */
  pkce: boolean;
  /**
   * Whether a web page on another origin can read the token endpoint's answer (CORS). When false, a page
   * never sends the one-time code itself: the request would still reach the provider and spend the code
   * while the page cannot read the answer. Microsoft answers web pages, but refuses the code of a "Web"
   * app registration (AADSTS9002326), which is what AList needs.
   */
  browserReadsToken: boolean;
  /** Hosts of the provider's APIs that a tool calls with an access token (site ID, album list). */
  apiHosts: string[];
  authorizeEndpoint(values: AppValues): string;
  authorizeParams(values: AppValues, state: string): Record<string, string>;
  tokenEndpoint(values: AppValues): string;
  tokenEncoding: 'form' | 'json' | 'query';
  tokenFields(values: AppValues, code: string): Record<string, string>;
}

function region(values: AppValues): OneDriveRegion {
  return isOneDriveRegion(values.region) ? values.region : 'global';
}

const onedrive: ProviderFacts = {
  id: 'onedrive',
  pkce: true,
  browserReadsToken: false,
  apiHosts: Object.values(oneDriveHosts).map((h) => h.graph),
  authorizeEndpoint: (v) => `${oneDriveHosts[region(v)].oauth}/common/oauth2/v2.0/authorize`,
  authorizeParams: (v, state) => ({
    client_id: v.clientId.trim(),
    response_type: 'code',
    redirect_uri: v.redirectUri.trim(),
    response_mode: 'query',
    scope: oneDriveScope(region(v), v.scope === 'sharepoint'),
    prompt: 'select_account',
    state,
  }),
  tokenEndpoint: (v) => `${oneDriveHosts[region(v)].oauth}/common/oauth2/v2.0/token`,
  tokenEncoding: 'form',
  tokenFields: (v, code) => ({
    client_id: v.clientId.trim(),
    client_secret: v.clientSecret.trim(),
    code: code.trim(),
    redirect_uri: v.redirectUri.trim(),
    grant_type: 'authorization_code',
    scope: oneDriveScope(region(v), v.scope === 'sharepoint'),
  }),
};

const google: ProviderFacts = {
  id: 'google',
  pkce: true,
  browserReadsToken: true,
  apiHosts: ['https://photoslibrary.googleapis.com'],
  authorizeEndpoint: () => 'https://accounts.google.com/o/oauth2/v2/auth',
  authorizeParams: (v, state) => ({
    client_id: v.clientId.trim(),
    redirect_uri: v.redirectUri.trim(),
    response_type: 'code',
    scope: googleScopes[v.scope === 'photos' ? 'photos' : 'drive'],
    // A refresh token is only issued for offline access, and again on every consent.
    access_type: 'offline',
    prompt: 'consent',
    state,
  }),
  tokenEndpoint: () => 'https://oauth2.googleapis.com/token',
  tokenEncoding: 'form',
  tokenFields: (v, code) => ({
    code: code.trim(),
    client_id: v.clientId.trim(),
    client_secret: v.clientSecret.trim(),
    redirect_uri: v.redirectUri.trim(),
    grant_type: 'authorization_code',
  }),
};

const dropbox: ProviderFacts = {
  id: 'dropbox',
  pkce: true,
  browserReadsToken: true,
  apiHosts: [],
  authorizeEndpoint: () => 'https://www.dropbox.com/oauth2/authorize',
  authorizeParams: (v, state) => ({
    client_id: v.clientId.trim(),
    redirect_uri: v.redirectUri.trim(),
    response_type: 'code',
    // Without offline access Dropbox issues only a short-lived access token.
    token_access_type: 'offline',
    state,
  }),
  tokenEndpoint: () => 'https://api.dropboxapi.com/oauth2/token',
  tokenEncoding: 'form',
  tokenFields: (v, code) => ({
    code: code.trim(),
    grant_type: 'authorization_code',
    client_id: v.clientId.trim(),
    client_secret: v.clientSecret.trim(),
    redirect_uri: v.redirectUri.trim(),
  }),
};

const yandex: ProviderFacts = {
  id: 'yandex',
  pkce: true,
  browserReadsToken: false,
  apiHosts: [],
  authorizeEndpoint: () => 'https://oauth.yandex.com/authorize',
  authorizeParams: (v, state) => ({
    response_type: 'code',
    client_id: v.clientId.trim(),
    redirect_uri: v.redirectUri.trim(),
    state,
  }),
  tokenEndpoint: () => 'https://oauth.yandex.com/token',
  tokenEncoding: 'form',
  tokenFields: (v, code) => ({
    grant_type: 'authorization_code',
    code: code.trim(),
    client_id: v.clientId.trim(),
    client_secret: v.clientSecret.trim(),
  }),
};

const baidu: ProviderFacts = {
  id: 'baidu',
  pkce: false,
  browserReadsToken: false,
  apiHosts: [],
  authorizeEndpoint: () => 'https://openapi.baidu.com/oauth/2.0/authorize',
  authorizeParams: (v, state) => ({
    response_type: 'code',
    client_id: v.clientId.trim(),
    redirect_uri: v.redirectUri.trim(),
    scope: 'basic,netdisk',
    state,
  }),
  tokenEndpoint: () => 'https://openapi.baidu.com/oauth/2.0/token',
  tokenEncoding: 'query',
  tokenFields: (v, code) => ({
    grant_type: 'authorization_code',
    code: code.trim(),
    client_id: v.clientId.trim(),
    client_secret: v.clientSecret.trim(),
    redirect_uri: v.redirectUri.trim(),
  }),
};

const aliyundrive: ProviderFacts = {
  id: 'aliyundrive',
  pkce: true,
  browserReadsToken: false,
  apiHosts: [],
  authorizeEndpoint: () => 'https://openapi.alipan.com/oauth/authorize',
  authorizeParams: (v, state) => ({
    client_id: v.clientId.trim(),
    redirect_uri: v.redirectUri.trim(),
    scope: aliyundriveScope,
    response_type: 'code',
    state,
  }),
  // The same host and path AList's AliyundriveOpen driver refreshes tokens at.
  tokenEndpoint: () => 'https://openapi.alipan.com/oauth/access_token',
  tokenEncoding: 'json',
  tokenFields: (v, code) => ({
    client_id: v.clientId.trim(),
    client_secret: v.clientSecret.trim(),
    grant_type: 'authorization_code',
    code: code.trim(),
  }),
};

export const providerFacts: Record<ProviderId, ProviderFacts> = { onedrive, google, dropbox, yandex, baidu, aliyundrive };

export function isProviderId(value: unknown): value is ProviderId {
  return typeof value === 'string' && (providerIds as string[]).includes(value);
}

/** Device types of the 115 driver's qrcode_source option (drivers/115/meta.go). */
export const pan115Apps = ['web', 'android', 'ios', 'tv', 'alipaymini', 'wechatmini', 'qandroid'] as const;
export type Pan115App = (typeof pan115Apps)[number];

/** 115's QR code sign-in, as the 115driver SDK of AList's 115 Cloud driver calls it (pkg/driver/api.go, qrcode.go). */
export const pan115 = {
  /** Starts a session (GET): `{"state":1,"data":{"uid","time","sign","qrcode"}}`. */
  tokenUrl: 'https://qrcodeapi.115.com/api/1.0/web/1.0/token',
  /** Session status (GET ?uid&time&sign): data.status 0 waiting, 1 scanned, 2 allowed, -1 expired, -2 canceled. */
  statusUrl: 'https://qrcodeapi.115.com/get/status/',
  /** PNG of the QR code. */
  imageUrl: (uid: string) => `https://qrcodeapi.115.com/api/1.0/mac/1.0/qrcode?uid=${encodeURIComponent(uid)}`,
  /** Turns an allowed session into a cookie (POST form account=uid&app=…): data.cookie {UID,CID,SEID,KID}. */
  loginUrl: (app: Pan115App): string => `https://passportapi.115.com/app/1.0/${app}/1.0/login/qrcode`,
};

export function isPan115App(value: unknown): value is Pan115App {
  return typeof value === 'string' && (pan115Apps as readonly string[]).includes(value);
}

/**
 * WoPan's sign-in (China Unicom cloud), as wopan-sdk-go v0.1.3, the SDK of AList's WoPan driver, sends it:
 * a POST of `{"header":{key,resTime,reqSeq,channel,sign,version},"body":{clientId,secret,param}}` to the
 * api-user dispatcher, where `param` is the JSON of the call encrypted with AES-128-CBC under the web
 * client's published secret, and `sign` is md5(key + resTime + reqSeq + channel + version). `PcWebLogin`
 * (phone and password) makes WoPan send an SMS code; `PcLoginVerifyCode` (the same plus the code) answers
 * with the tokens. Answers are `{"STATUS":"200","MSG","RSP":{"RSP_CODE":"0000","RSP_DESC","DATA"}}`.
 */
export const wopan = {
  dispatcherUrl: 'https://panservice.mail.wo.cn/api-user/dispatcher',
  channel: 'api-user',
  clientId: '1001000021',
  /** The web client's secret, which is also the AES key of the api-user channel (public in the SDK). */
  clientSecret: 'XFmi9GS2hzk98jGX',
  iv: 'wNSOYIB1k1DjY5lA',
  /** WoPan's login service expects the calls of its own web app. */
  webOrigin: 'https://pan.wo.cn',
  keys: { login: 'PcWebLogin', verify: 'PcLoginVerifyCode' },
};

export type SiteLookup = { ok: true; url: string } | { ok: false; reason: 'empty' | 'notUrl' | 'notSharePoint'; detail: string };

/** A pasted SharePoint address as a URL, or why it is not one (used by the site-ID lookup and the WebDAV helper). */
export type SharePointUrl = { ok: true; url: URL } | { ok: false; reason: 'empty' | 'notUrl' | 'notSharePoint'; detail: string };

export function sharePointUrl(input: string): SharePointUrl {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'empty', detail: '' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'notUrl', detail: text };
  }
  const isSharePoint = url.hostname.toLowerCase().split('.').includes('sharepoint') && (url.protocol === 'https:' || url.protocol === 'http:');
  return isSharePoint ? { ok: true, url } : { ok: false, reason: 'notSharePoint', detail: url.hostname };
}

/**
 * The Microsoft Graph address that returns a SharePoint site (its `id` is the Onedrive driver's `site_id`):
 * `/v1.0/sites/{host}:/sites/{name}` for a site, `/v1.0/sites/{host}` for the root site.
 */
export function graphSiteLookup(region: OneDriveRegion, siteUrl: string): SiteLookup {
  const parsed = sharePointUrl(siteUrl);
  if (!parsed.ok) return parsed;
  const { url } = parsed;
  const graph = oneDriveHosts[region].graph;
  const parts = url.pathname.split('/').filter((s) => s !== '');
  const first = parts[0]?.toLowerCase();
  if ((first === 'sites' || first === 'teams') && parts.length >= 2) {
    // Path segments stay as the browser encoded them; Graph decodes them.
    return { ok: true, url: `${graph}/v1.0/sites/${url.hostname}:/${parts.slice(0, 2).join('/')}` };
  }
  return { ok: true, url: `${graph}/v1.0/sites/${url.hostname}` };
}

/** Every origin (scheme and host) that a tool or the token service may call: nothing outside this list. */
export const upstreamOrigins: string[] = [
  ...new Set([
    ...Object.values(oneDriveHosts).flatMap((h) => [h.oauth, h.graph]),
    ...providerIds.flatMap((id) => {
      const p = providerFacts[id];
      const sample: AppValues = { clientId: '', clientSecret: '', redirectUri: '' };
      return [new URL(p.authorizeEndpoint(sample)).origin, new URL(p.tokenEndpoint(sample)).origin, ...p.apiHosts];
    }),
    new URL(pan115.tokenUrl).origin,
    new URL(pan115.loginUrl('web')).origin,
    new URL(wopan.dispatcherUrl).origin,
  ]),
];

/** The token request that trades an authorization code for tokens, as a browser, curl or the token service sends it. */
export interface TokenRequest {
  method: 'GET' | 'POST';
  url: string;
  /** Body fields for a form or JSON body; empty for GET (the fields are in the URL). */
  fields: Record<string, string>;
  encoding: 'form' | 'json' | 'query';
}

export function buildTokenRequest(provider: ProviderId, values: AppValues, code: string, codeVerifier?: string): TokenRequest {
  const def = providerFacts[provider];
  const fields = def.tokenFields(values, code);
  if (codeVerifier && def.pkce) fields.code_verifier = codeVerifier;
  const url = def.tokenEndpoint(values);
  if (def.tokenEncoding === 'query') {
    const u = new URL(url);
    for (const [k, v] of Object.entries(fields)) u.searchParams.set(k, v);
    return { method: 'GET', url: u.toString(), fields: {}, encoding: 'query' };
  }
  return { method: 'POST', url, fields, encoding: def.tokenEncoding };
}

/** The fetch options of a token request (the service and the browser send the same thing). */
export function tokenRequestInit(request: TokenRequest): { method: string; headers: Record<string, string>; body?: string } {
  if (request.method === 'GET') return { method: 'GET', headers: { Accept: 'application/json' } };
  if (request.encoding === 'json') {
    return { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(request.fields) };
  }
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(request.fields).toString(),
  };
}
