/** File types the media player accepts (SPEC.md §5). */
export const MEDIA_TYPES = ['mp4', 'mp3', 'webm', 'ogg', 'mpd', 'dash', 'm3u8', 'hls', 'ts', 'flv'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** How a type is played: by the browser itself, or through a streaming library loaded only for it. */
export type MediaEngine = 'native' | 'hls' | 'dash' | 'mpegts';

const engines: Record<MediaType, MediaEngine> = {
  mp4: 'native', mp3: 'native', webm: 'native', ogg: 'native',
  m3u8: 'hls', hls: 'hls',
  mpd: 'dash', dash: 'dash',
  ts: 'mpegts', flv: 'mpegts',
};

/** The type given explicitly, or else the extension of the URL's path (query and hash ignored). */
export function mediaTypeOf(src: string, type?: string): string {
  if (type) return type.toLowerCase().replace(/^\./, '');
  const pathname = src.split(/[?#]/)[0];
  const dot = pathname.lastIndexOf('.');
  return dot > pathname.lastIndexOf('/') ? pathname.slice(dot + 1).toLowerCase() : '';
}

export function isMediaType(type: string): type is MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(type);
}

export function engineOf(type: MediaType): MediaEngine {
  return engines[type];
}

/** Audio-only types get a short player instead of a 16:9 video area. */
export function isAudio(type: MediaType): boolean {
  return type === 'mp3';
}

/**
 * Resolves a player source. An unsupported type logs a console warning (SPEC.md §5, §8) and yields
 * undefined, so the caller shows a plain link instead of a player.
 */
export function resolveMedia(src: string, type?: string): { type: MediaType; engine: MediaEngine } | undefined {
  const resolved = mediaTypeOf(src, type);
  if (!isMediaType(resolved)) {
    console.warn(`[Player] unsupported media type "${resolved || '(none)'}" for ${src}; accepted: ${MEDIA_TYPES.join(', ')}`);
    return undefined;
  }
  return { type: resolved, engine: engineOf(resolved) };
}

/** Languages ArtPlayer ships built in; anything else falls back to English (SPEC.md §5). */
const PLAYER_LANGUAGES = ['en', 'zh-cn'] as const;
export type PlayerLanguage = (typeof PLAYER_LANGUAGES)[number];

/** The player language for a page language or BCP 47 tag: zh / zh-CN → zh-cn; unsupported → en. */
export function playerLanguage(pageLang: string): PlayerLanguage {
  const tag = pageLang.toLowerCase();
  if (tag === 'zh' || tag === 'zh-cn' || tag === 'zh-hans' || tag.startsWith('zh-hans-')) return 'zh-cn';
  return (PLAYER_LANGUAGES as readonly string[]).includes(tag) ? (tag as PlayerLanguage) : 'en';
}
