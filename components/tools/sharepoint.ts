/**
 * SharePoint helpers: the WebDAV `address` of a document library for AList's WebDav driver in
 * `sharepoint` mode, and the Microsoft Graph lookup of a site's ID for the Onedrive driver.
 */
import { graphSiteLookup, sharePointUrl, type SiteLookup } from '../../providers/table';
import type { OneDriveRegion } from './providers';
import { readApiJson, type Problem } from './oauth';

/**
 * Sign-in hosts the WebDav driver picks by the last label of the address's host (drivers/webdav/odrvcookie).
 * The driver also maps .de to the Germany cloud, which Microsoft has shut down: that ending gets `closedCloud`.
 */
export const sharePointLoginHosts: Record<string, string> = {
  com: 'https://login.microsoftonline.com',
  cn: 'https://login.chinacloudapi.cn',
  us: 'https://login.microsoftonline.us',
};
const closedCloudTlds = new Set(['de']);

export type WebdavAddress =
  | {
      ok: true;
      /** Library address with plain characters (spaces stay spaces): AList escapes each path segment itself. */
      address: string;
      /** Folder inside the library the pasted link pointed at, for `root_folder_path`. */
      rootFolderPath: string;
      kind: 'personal' | 'site' | 'root';
      /** The library name was not in the link; the usual default was assumed. */
      libraryGuessed: boolean;
      loginHost: string;
    }
  | { ok: false; reason: 'empty' | 'notUrl' | 'notSharePoint' | 'unsupportedTld' | 'closedCloud'; detail: string };

const PAGE_SEGMENTS = new Set(['_layouts', 'forms', 'sitepages', 'lists']);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Splits a path into segments, dropping empty ones; `encoded` paths (a URL's pathname) are decoded. */
function segments(path: string, encoded = true): string[] {
  const parts = path.split('/').filter((s) => s !== '');
  return encoded ? parts.map(decode) : parts;
}

/** Library and folder from the segments after the site prefix; stops at page segments such as "Forms". */
function libraryAndFolder(rest: string[], fallback: string): { library: string; folder: string[]; guessed: boolean } {
  const end = rest.findIndex((s) => PAGE_SEGMENTS.has(s.toLowerCase()) || s.toLowerCase().endsWith('.aspx'));
  const useful = end === -1 ? rest : rest.slice(0, end);
  if (useful.length === 0) return { library: fallback, folder: [], guessed: true };
  return { library: useful[0], folder: useful.slice(1), guessed: false };
}

/**
 * Turns a link copied from the browser (a OneDrive for Business or SharePoint library, folder or
 * "AllItems.aspx" view) into the WebDAV address of its library and the folder inside it.
 */
export function webdavAddressFromLink(input: string): WebdavAddress {
  const parsed = sharePointUrl(input);
  if (!parsed.ok) return parsed;
  const { url } = parsed;
  const labels = url.hostname.toLowerCase().split('.');
  const tld = labels[labels.length - 1];
  if (closedCloudTlds.has(tld)) return { ok: false, reason: 'closedCloud', detail: tld };
  const loginHost = sharePointLoginHosts[tld];
  if (!loginHost) return { ok: false, reason: 'unsupportedTld', detail: tld };

  // Views of a library carry the folder in ?id= (or ?RootFolder=); otherwise the path is the folder.
  const idParam = url.searchParams.get('id') ?? url.searchParams.get('RootFolder');
  const parts = idParam ? segments(idParam, false) : segments(url.pathname);
  const origin = `${url.protocol}//${url.host}`;

  let prefix: string[];
  let kind: 'personal' | 'site' | 'root';
  let fallback: string;
  const first = parts[0]?.toLowerCase();
  if (first === 'personal' && parts.length >= 2) {
    prefix = parts.slice(0, 2);
    kind = 'personal';
    fallback = 'Documents';
  } else if ((first === 'sites' || first === 'teams') && parts.length >= 2) {
    prefix = parts.slice(0, 2);
    kind = 'site';
    fallback = 'Shared Documents';
  } else {
    prefix = [];
    kind = 'root';
    fallback = 'Shared Documents';
  }
  const { library, folder, guessed } = libraryAndFolder(parts.slice(prefix.length), fallback);
  return {
    ok: true,
    address: `${origin}/${[...prefix, library].join('/')}`,
    rootFolderPath: folder.length > 0 ? `/${folder.join('/')}` : '/',
    kind,
    libraryGuessed: guessed,
    loginHost,
  };
}

/** The Microsoft Graph address that returns a SharePoint site (shared with the token service). */
export function siteLookupUrl(siteUrl: string, region: OneDriveRegion): SiteLookup {
  return graphSiteLookup(region, siteUrl);
}

export type SiteResult = { ok: true; id: string; name: string; webUrl: string } | { ok: false; problem: Problem };

/** Reads Graph's answer to a site lookup. */
export function parseSiteResponse(status: number | null, body: string, contentType = ''): SiteResult {
  const read = readApiJson(status, body, contentType);
  if (!read.ok) return read;
  const id = read.json.id;
  if (typeof id !== 'string' || id === '') return { ok: false, problem: { kind: 'missingField', status, field: 'id' } };
  const name = typeof read.json.displayName === 'string' ? read.json.displayName : '';
  const webUrl = typeof read.json.webUrl === 'string' ? read.json.webUrl : '';
  return { ok: true, id, name, webUrl };
}
