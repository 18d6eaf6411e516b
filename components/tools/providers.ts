/**
 * The OAuth providers of the /tool/ pages: endpoints, parameters and which AList storage options
 * the results fill. Endpoints are the providers' documented ones; the refresh endpoints match what
 * the AList v3.38 drivers call (e.g. drivers/onedrive/util.go, drivers/yandex_disk/util.go).
 */
import type { ClientValues } from './oauth';

export type ProviderId = 'onedrive' | 'google' | 'dropbox' | 'yandex' | 'baidu' | 'aliyundrive';

/** Values of the Onedrive driver's `region` option. */
export type OneDriveRegion = 'global' | 'cn' | 'us' | 'de';

/** Sign-in and Graph hosts per region, as in the AList v3.38 Onedrive driver. */
export const oneDriveHosts: Record<OneDriveRegion, { oauth: string; graph: string }> = {
  global: { oauth: 'https://login.microsoftonline.com', graph: 'https://graph.microsoft.com' },
  cn: { oauth: 'https://login.chinacloudapi.cn', graph: 'https://microsoftgraph.chinacloudapi.cn' },
  us: { oauth: 'https://login.microsoftonline.us', graph: 'https://graph.microsoft.us' },
  de: { oauth: 'https://login.microsoftonline.de', graph: 'https://graph.microsoft.de' },
};

export const oneDriveRegions = Object.keys(oneDriveHosts) as OneDriveRegion[];

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

/** AList storage option that a tool value goes into. */
export type OptionTarget = 'client_id' | 'client_secret' | 'redirect_uri' | 'region' | 'refresh_token' | 'is_sharepoint';

export interface ProviderDef {
  id: ProviderId;
  /** Request page (null: the callback page holds the start form). */
  requestPath: string | null;
  /** Callback page without ".html", the spelling AList's OneDrive default uses. */
  callbackPath: string;
  /** Storage driver pages of the guide that use the result. */
  driverPages: string[];
  /** Drivers (the storage's driver value) that take the refresh token. */
  drivers: string[];
  /** Defaults of the driver's client fields (AList's built-in app), prefilled when present. */
  defaultClientId?: string;
  defaultClientSecret?: string;
  needsSecret: boolean;
  hasRegion: boolean;
  /** Scope choices (keys into the strings of the page). */
  scopeChoices: string[];
  /** Baidu accepts "oob": its own page then shows the code. */
  allowsOob: boolean;
  /**
   * Whether a browser can read the token endpoint's answer (CORS), per the provider's public documentation;
   * not verified live from here. When false, the page never sends the one-time code itself: the request
   * would still reach the provider and spend the code while the page cannot read the answer.
   */
  browserReadsToken: boolean;
  /** Options of the storage the results go into, in form order. */
  targets: OptionTarget[];
  authorizeEndpoint(values: ClientValues): string;
  authorizeParams(values: ClientValues, state: string): Record<string, string>;
  tokenEndpoint(values: ClientValues): string;
  tokenEncoding: 'form' | 'json' | 'query';
  tokenFields(values: ClientValues, code: string): Record<string, string>;
}

function region(values: ClientValues): OneDriveRegion {
  return values.region && values.region in oneDriveHosts ? values.region : 'global';
}

const oneDrive: ProviderDef = {
  id: 'onedrive',
  requestPath: '/tool/onedrive/request.html',
  callbackPath: '/tool/onedrive/callback',
  driverPages: ['/guide/drivers/onedrive.html'],
  drivers: ['Onedrive'],
  needsSecret: true,
  hasRegion: true,
  scopeChoices: ['files', 'sharepoint'],
  allowsOob: false,
  browserReadsToken: false,
  targets: ['region', 'client_id', 'client_secret', 'redirect_uri', 'refresh_token'],
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

const google: ProviderDef = {
  id: 'google',
  requestPath: '/tool/google/request.html',
  callbackPath: '/tool/google/callback',
  driverPages: ['/guide/drivers/googledrive.html', '/guide/drivers/googlephotos.html'],
  drivers: ['GoogleDrive', 'GooglePhoto'],
  needsSecret: true,
  hasRegion: false,
  scopeChoices: ['drive', 'photos'],
  allowsOob: false,
  browserReadsToken: true,
  targets: ['client_id', 'client_secret', 'refresh_token'],
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

const dropbox: ProviderDef = {
  id: 'dropbox',
  requestPath: '/tool/dropbox/request.html',
  callbackPath: '/tool/dropbox/callback',
  driverPages: ['/guide/drivers/dropbox.html'],
  drivers: ['Dropbox'],
  needsSecret: true,
  hasRegion: false,
  scopeChoices: [],
  allowsOob: false,
  browserReadsToken: true,
  targets: ['client_id', 'client_secret', 'refresh_token'],
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

const yandex: ProviderDef = {
  id: 'yandex',
  requestPath: null,
  callbackPath: '/tool/yandex/callback',
  driverPages: ['/guide/drivers/yandex.html'],
  drivers: ['YandexDisk'],
  defaultClientId: 'a78d5a69054042fa936f6c77f9a0ae8b',
  defaultClientSecret: '9c119bbb04b346d2a52aa64401936b2b',
  needsSecret: true,
  hasRegion: false,
  scopeChoices: [],
  allowsOob: false,
  browserReadsToken: false,
  targets: ['client_id', 'client_secret', 'refresh_token'],
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

const baidu: ProviderDef = {
  id: 'baidu',
  requestPath: null,
  callbackPath: '/tool/baidu/callback',
  driverPages: ['/guide/drivers/baidu.html', '/guide/drivers/baidu.photo.html'],
  drivers: ['BaiduNetdisk', 'BaiduPhoto'],
  defaultClientId: 'hq9yQ9w9kR4YHj1kyYafLygVocobh7Sf',
  defaultClientSecret: 'YH2VpZcFJHYNnV6vLfHQXDBhcE7ZChyE',
  needsSecret: true,
  hasRegion: false,
  scopeChoices: [],
  allowsOob: true,
  browserReadsToken: false,
  targets: ['client_id', 'client_secret', 'refresh_token'],
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

const aliyundrive: ProviderDef = {
  id: 'aliyundrive',
  requestPath: '/tool/aliyundrive/request.html',
  callbackPath: '/tool/aliyundrive/callback',
  driverPages: ['/guide/drivers/aliyundrive_open.html'],
  drivers: ['AliyundriveOpen'],
  needsSecret: true,
  hasRegion: false,
  scopeChoices: [],
  allowsOob: false,
  browserReadsToken: false,
  targets: ['client_id', 'client_secret', 'refresh_token'],
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

export const providers: Record<ProviderId, ProviderDef> = { onedrive: oneDrive, google, dropbox, yandex, baidu, aliyundrive };
