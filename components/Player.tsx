import type Artplayer from 'artplayer';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '../theme/components/Spinner';
import { loadLibrary } from './loadingBar';
import { isAudio, playerLanguage, resolveMedia, type MediaEngine } from './mediaType';
import { notify } from './notification';
import { usePageText } from './usePageLang';
import { playerText } from '../site/text/player';
import { richText } from '../site/text/rich';
import './richContent.css';

interface Props {
  /** URL of the media file; its extension gives the type unless `type` is set. */
  src: string;
  /** One of mp4, mp3, webm, ogg, mpd, dash, m3u8, hls, ts, flv. */
  type?: string;
  /** Accessible name of the player, and the text of the fallback link. */
  title?: string;
  poster?: string;
}

type Attach = (video: HTMLVideoElement, url: string, art: Artplayer) => Promise<void>;

/** Streaming types play through their own library, downloaded only when such a file is played. */
const attachers: Record<Exclude<MediaEngine, 'native'>, Attach> = {
  async hls(video, url, art) {
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = url;
      return;
    }
    const Hls = (await loadLibrary(() => import('hls.js'))).default;
    const hls = new Hls();
    hls.loadSource(url);
    hls.attachMedia(video);
    art.on('destroy', () => hls.destroy());
  },
  async dash(video, url, art) {
    const dashjs = await loadLibrary(() => import('dashjs'));
    const player = dashjs.MediaPlayer().create();
    player.initialize(video, url, false);
    art.on('destroy', () => player.reset());
  },
  async mpegts(video, url, art) {
    const mpegts = (await loadLibrary(() => import('mpegts.js'))).default;
    const type = /\.flv(?:[?#]|$)/i.test(url) || art.option.type === 'flv' ? 'flv' : 'mpegts';
    const player = mpegts.createPlayer({ type, url });
    player.attachMediaElement(video);
    player.load();
    art.on('destroy', () => player.destroy());
  },
};

/**
 * ArtPlayer labels its controls but leaves them as plain div/i elements: give the labelled controls a
 * button role, a tab stop and Enter/Space, and the labelled icons inside them an image role.
 */
function makeControlsAccessible(stage: HTMLElement) {
  for (const el of stage.querySelectorAll<HTMLElement>('[aria-label]:not([role])')) {
    if (el.tagName === 'VIDEO') continue;
    if (el.classList.contains('art-control')) {
      el.setAttribute('role', 'button');
      el.tabIndex = 0;
    } else {
      el.setAttribute('role', 'img');
    }
  }
  // Controls named by their icons (play/pause): the control is the button, the shown icon its name.
  for (const el of stage.querySelectorAll<HTMLElement>('.art-control:not([role])')) {
    if (!el.querySelector('[aria-label]')) continue;
    el.setAttribute('role', 'button');
    el.tabIndex = 0;
  }
  stage.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if ((event.key === 'Enter' || event.key === ' ') && target.getAttribute('role') === 'button' && target.classList.contains('art-control')) {
      event.preventDefault();
      target.click();
    }
  });
}

/**
 * Media player (ArtPlayer) for the spec's file types, in the page's language (English when the player
 * has no such language). An unsupported type gives a console warning and a plain link instead.
 */
export function Player({ src, type, title, poster }: Props) {
  const { lang, t } = usePageText(playerText);
  const media = useMemo(() => resolveMedia(src, type), [src, type]);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!media || !box.current) return;
    let art: Artplayer | undefined;
    let alive = true;
    // ArtPlayer emits "error" on each of its reconnect attempts (five, a second apart): one card per player.
    let reported = false;
    const failed = () => {
      if (reported || !alive) return;
      reported = true;
      notify({ type: 'error', title: t.failed, content: `${title ?? src}. ${t.failedHint}` });
    };
    loadLibrary(() => import('artplayer')).then(
      ({ default: ArtPlayer }) => {
        if (!alive || !box.current) return;
        const { engine } = media;
        art = new ArtPlayer({
          container: box.current,
          url: src,
          ...(poster ? { poster } : {}),
          type: media.type,
          lang: playerLanguage(lang),
          customType: engine === 'native' ? {} : { [media.type]: attachers[engine] },
          setting: true,
          playbackRate: true,
          pip: !isAudio(media.type),
          fullscreen: !isAudio(media.type),
          theme: 'var(--rp-c-brand)',
        });
        art.on('error', failed);
        makeControlsAccessible(box.current);
        const video = box.current.querySelector('video');
        if (video && title) video.setAttribute('aria-label', title);
        setReady(true);
      },
      (error: unknown) => {
        console.error('[Player] cannot load the player', error);
        failed();
      },
    );
    return () => {
      alive = false;
      art?.destroy(false);
    };
  }, [media, src, poster, lang, title, t]);

  if (!media) {
    return (
      <p className="rich-player rich-player--unsupported">
        {t.unsupported(type ?? (src.split(/[?#]/)[0].split('.').pop() || '?'))}{' '}
        <a href={src}>{title ?? src}</a>
      </p>
    );
  }
  return (
    <figure className={`rich-player${isAudio(media.type) ? ' rich-player--audio' : ''}`} data-type={media.type} data-state={ready ? 'ready' : 'loading'}>
      <div className="rich-player__frame" role="group" aria-label={title ?? t.label}>
        {/* ArtPlayer owns this element's content; React never renders into it. */}
        <div className="rich-player__stage" ref={box} />
        {!ready && (
          <div className="rich-loading rich-player__loading">
            <Spinner size="medium" label={richText[lang].loadingPlayer} />
          </div>
        )}
      </div>
      {title && <figcaption className="rich-figure__title">{title}</figcaption>}
    </figure>
  );
}
