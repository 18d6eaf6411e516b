/**
 * The /tool/ pages' view of the providers: which pages and AList storage options a provider's results
 * go to, and the defaults of AList's built-in apps. Endpoints, scopes and the token request itself come
 * from the provider table shared with the token service (providers/table.ts).
 */
import { providerFacts, type ProviderFacts, type ProviderId } from '../../providers/table';

export {
  oneDriveHosts,
  oneDriveRegions,
  oneDriveScope,
  googleScopes,
  aliyundriveScope,
  type GoogleScope,
  type OneDriveRegion,
  type ProviderId,
} from '../../providers/table';

export type OptionTarget = 'client_id' | 'client_secret' | 'redirect_uri' | 'region' | 'refresh_token' | 'is_sharepoint' | 'oauth_token_url';

export interface ProviderDef extends ProviderFacts {
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
  /** The driver can refresh through a relay that holds an operator's app (its `oauth_token_url` option). */
  relay: boolean;
  /** Options of the storage the results go into, in form order. */
  targets: OptionTarget[];
}

export const providers: Record<ProviderId, ProviderDef> = {
  onedrive: {
    ...providerFacts.onedrive,
    requestPath: '/tool/onedrive/request.html',
    callbackPath: '/tool/onedrive/callback',
    driverPages: ['/guide/drivers/onedrive.html'],
    drivers: ['Onedrive'],
    needsSecret: true,
    hasRegion: true,
    scopeChoices: ['files', 'sharepoint'],
    allowsOob: false,
    relay: false,
    targets: ['region', 'client_id', 'client_secret', 'redirect_uri', 'refresh_token'],
  },
  google: {
    ...providerFacts.google,
    requestPath: '/tool/google/request.html',
    callbackPath: '/tool/google/callback',
    driverPages: ['/guide/drivers/googledrive.html', '/guide/drivers/googlephotos.html'],
    drivers: ['GoogleDrive', 'GooglePhoto'],
    needsSecret: true,
    hasRegion: false,
    scopeChoices: ['drive', 'photos'],
    allowsOob: false,
    relay: false,
    targets: ['client_id', 'client_secret', 'refresh_token'],
  },
  dropbox: {
    ...providerFacts.dropbox,
    requestPath: '/tool/dropbox/request.html',
    callbackPath: '/tool/dropbox/callback',
    driverPages: ['/guide/drivers/dropbox.html'],
    drivers: ['Dropbox'],
    needsSecret: true,
    hasRegion: false,
    scopeChoices: [],
    allowsOob: false,
    relay: true,
    targets: ['client_id', 'client_secret', 'refresh_token'],
  },
  yandex: {
    ...providerFacts.yandex,
    requestPath: null,
    callbackPath: '/tool/yandex/callback',
    driverPages: ['/guide/drivers/yandex.html'],
    drivers: ['YandexDisk'],
    // The built-in app of drivers/yandex_disk/meta.go.
    defaultClientId: 'a78d5a69054042fa936f6c77f9a0ae8b',
    defaultClientSecret: '9c119bbb04b346d2a52aa64401936b2b',
    needsSecret: true,
    hasRegion: false,
    scopeChoices: [],
    allowsOob: false,
    relay: false,
    targets: ['client_id', 'client_secret', 'refresh_token'],
  },
  baidu: {
    ...providerFacts.baidu,
    requestPath: null,
    callbackPath: '/tool/baidu/callback',
    driverPages: ['/guide/drivers/baidu.html'],
    // Only BaiduNetdisk: BaiduPhoto signs in with a cookie in v3.63 (its refresh_token field is commented out).
    drivers: ['BaiduNetdisk'],
    // The built-in app of drivers/baidu_netdisk/meta.go in v3.63.
    defaultClientId: 'hq9yQ9w9kR4YHj1kyYafLygVocobh7Sf',
    defaultClientSecret: 'YH2VpZcFJHYNnV6vLfHQXDBhcE7ZChyE',
    needsSecret: true,
    hasRegion: false,
    scopeChoices: [],
    allowsOob: true,
    relay: false,
    targets: ['client_id', 'client_secret', 'refresh_token'],
  },
  aliyundrive: {
    ...providerFacts.aliyundrive,
    requestPath: '/tool/aliyundrive/request.html',
    callbackPath: '/tool/aliyundrive/callback',
    driverPages: ['/guide/drivers/aliyundrive_open.html'],
    drivers: ['AliyundriveOpen'],
    needsSecret: true,
    hasRegion: false,
    scopeChoices: [],
    allowsOob: false,
    relay: true,
    targets: ['client_id', 'client_secret', 'refresh_token'],
  },
};
