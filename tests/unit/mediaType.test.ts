import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineOf, MEDIA_TYPES, mediaTypeOf, playerLanguage, resolveMedia } from '../../components/mediaType';

afterEach(() => vi.restoreAllMocks());

describe('media player types (SPEC.md §5)', () => {
  it('accepts exactly the spec list', () => {
    expect([...MEDIA_TYPES].sort()).toEqual(['dash', 'flv', 'hls', 'm3u8', 'mp3', 'mp4', 'mpd', 'ogg', 'ts', 'webm']);
  });

  it('reads the type from the URL unless given', () => {
    expect(mediaTypeOf('/media/a.WEBM?x=1#t')).toBe('webm');
    expect(mediaTypeOf('https://h/live/index.m3u8?sign=abc')).toBe('m3u8');
    expect(mediaTypeOf('/d/folder.v2/file', 'HLS')).toBe('hls');
    expect(mediaTypeOf('/d/folder.v2/file')).toBe('');
  });

  it('plays streaming types through their own libraries', () => {
    expect(engineOf('m3u8')).toBe('hls');
    expect(engineOf('hls')).toBe('hls');
    expect(engineOf('mpd')).toBe('dash');
    expect(engineOf('dash')).toBe('dash');
    expect(engineOf('flv')).toBe('mpegts');
    expect(engineOf('ts')).toBe('mpegts');
    for (const t of ['mp4', 'mp3', 'webm', 'ogg'] as const) expect(engineOf(t)).toBe('native');
  });

  it('warns on the console for any other type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveMedia('/media/clip.avi')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/unsupported media type "avi"/);
    expect(resolveMedia('/media/clip.webm')).toEqual({ type: 'webm', engine: 'native' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('follows the page language and falls back to English', () => {
    expect(playerLanguage('zh')).toBe('zh-cn');
    expect(playerLanguage('zh-CN')).toBe('zh-cn');
    expect(playerLanguage('en')).toBe('en');
    expect(playerLanguage('en-US')).toBe('en');
    expect(playerLanguage('fr')).toBe('en');
    expect(playerLanguage('')).toBe('en');
  });
});
