/**
 * Album listing of the Google Photos Library API, the calls the GooglePhoto driver of AList v3.38
 * makes for its album folders (photoslibrary.googleapis.com/v1/albums and /v1/sharedAlbums).
 */
import { readApiJson, type Problem } from './oauth';

export type AlbumKind = 'albums' | 'sharedAlbums';

export interface Album {
  id: string;
  title: string;
  count: number | null;
}

/** Pages fetched at most per list, so a huge library cannot keep the page busy forever. */
export const MAX_ALBUM_PAGES = 20;

export function albumsUrl(kind: AlbumKind, pageToken?: string): string {
  const url = new URL(`https://photoslibrary.googleapis.com/v1/${kind}`);
  url.searchParams.set('pageSize', '50');
  if (pageToken) url.searchParams.set('pageToken', pageToken);
  return url.toString();
}

export type AlbumPage = { ok: true; albums: Album[]; next?: string } | { ok: false; problem: Problem };

/** Reads one page of albums ("albums" or "sharedAlbums"; an empty list has no key at all). */
export function parseAlbumsPage(status: number | null, body: string, contentType = ''): AlbumPage {
  const read = readApiJson(status, body, contentType);
  if (!read.ok) return read;
  const list = read.json.albums ?? read.json.sharedAlbums ?? [];
  if (!Array.isArray(list)) return { ok: false, problem: { kind: 'missingField', status, field: 'albums' } };
  const albums: Album[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const a = item as Record<string, unknown>;
    if (typeof a.id !== 'string') continue;
    const count = Number(a.mediaItemsCount);
    albums.push({ id: a.id, title: typeof a.title === 'string' ? a.title : '', count: Number.isFinite(count) ? count : null });
  }
  const next = typeof read.json.nextPageToken === 'string' && read.json.nextPageToken !== '' ? read.json.nextPageToken : undefined;
  return { ok: true, albums, next };
}

export { GOOGLE_ACCESS_KEY } from './googleAccessKey';
