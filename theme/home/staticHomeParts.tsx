/**
 * A home page on a first load keeps its hero, features and footer as its HTML holds them: the page's module reads
 * them back (as the static parts of its text, ../staticHtml.ts) and the engine's home components never load. What
 * those components do in the browser is done here on the served elements: a feature card goes to its link when
 * clicked, tilts under the pointer with its shine, and the navbar turns opaque once the page is scrolled. A home
 * page reached by a click inside the site renders the engine's components (./registerHomeParts.tsx).
 */
import { useFrontmatter } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme';
import type { HomeLayoutProps } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import { isFirstLoadOf } from '../firstLoad';
import { PageHtml } from '../staticHtml';
import { HOME_PART_ATTR, setEngineHomeLayout } from './homeParts';
// The served parts' rules, which the engine's components import: the stylesheet part "home" (plugins/engine/routeStyles.ts),
// which the page's HTML links.
import '@rspress/core/dist/theme/components/HomeBackground/index.css';
import '@rspress/core/dist/theme/components/HomeFeature/index.css';
import '@rspress/core/dist/theme/components/HomeFooter/index.css';
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import './homeParts.css';

let served: { top: PageHtml; bottom: PageHtml } | null = null;

/** Puts the home layout in place: the served parts on the first load of this very page, else the engine's. */
export async function homeParts(route: string, load: () => Promise<unknown>): Promise<void> {
  const firstLoad = isFirstLoadOf(route);
  const top = firstLoad ? document.querySelector(`[${HOME_PART_ATTR}="top"]`) : null;
  const bottom = firstLoad ? document.querySelector(`[${HOME_PART_ATTR}="bottom"]`) : null;
  if (!top || !bottom) {
    await load();
    return;
  }
  served = { top: new PageHtml(top), bottom: new PageHtml(bottom) };
  setEngineHomeLayout(ServedHomeParts);
}

/** The engine's card tilt (HomeFeature's useCardAnimation), on a served card: `item` is the card's outer element. */
function tilt(item: HTMLElement, signal: AbortSignal) {
  const inner = item.querySelector<HTMLElement>('.rp-home-feature__item-wrapper');
  const shine = item.querySelector<HTMLElement>('.rp-home-feature__item__shine');
  if (!inner || !shine) return;
  let hovering = false;
  const reset = () => {
    item.style.transform = inner.style.transform = shine.style.transform = shine.style.background = '';
  };
  const move = (pageX: number, pageY: number) => {
    if (!hovering || !pageX || !pageY) return reset();
    const width = item.clientWidth || item.offsetWidth || item.scrollWidth;
    const height = item.clientHeight || item.offsetHeight || item.scrollHeight;
    const scrollTop = document.body.scrollTop || document.documentElement.scrollTop;
    const scrollLeft = document.body.scrollLeft;
    const box = item.getBoundingClientRect();
    const multiple = 0.05 * (320 / width);
    const offsetX = 0.52 - (pageX - box.left - scrollLeft) / width;
    const offsetY = 0.52 - (pageY - box.top - scrollTop) / height;
    const dy = pageY - box.top - scrollTop - height / 2;
    const dx = pageX - box.left - scrollLeft - width / 2;
    const angle = ((Math.atan2(dy, dx) * 180) / Math.PI - 90 + 360) % 360;
    shine.style.transform = `translateX(${offsetX - 0.1}px) translateY(${offsetY - 0.1}px)`;
    shine.style.background = `linear-gradient(${angle}deg, rgba(255, 255, 255, ${((pageY - box.top - scrollTop) / height) * 0.2}) 0%, rgba(255, 255, 255, 0) 50%)`;
    inner.style.transform = `rotateX(${(dy - offsetY) * Math.min(box.width / box.height, 1) * multiple}deg) rotateY(${(offsetX - dx) * multiple}deg)`;
    item.style.transform = `perspective(${2 * width}px)`;
  };
  // Pointer events stand for the engine's mouse and touch handlers alike.
  const on = { signal, passive: true };
  item.addEventListener('pointerenter', () => void (hovering = true), on);
  item.addEventListener('pointerleave', () => void ((hovering = false), reset()), on);
  item.addEventListener('pointermove', (e) => move(e.pageX, e.pageY), on);
}

function ServedHomeParts(props: HomeLayoutProps) {
  const top = useRef<HTMLDivElement>(null);
  const { frontmatter } = useFrontmatter();
  const navigate = useLinkNavigate();
  const links = ((frontmatter.features ?? []) as { link?: string }[]).map((f) => f.link);
  useEffect(() => {
    const root = top.current;
    if (!root) return;
    const controller = new AbortController();
    const { signal } = controller;
    // The navbar is see-through at the top of the home page (HomeBackground's style element, served with it).
    const onScroll = () => void document.body.classList.toggle('notTopArrived', window.scrollY >= 100);
    onScroll();
    window.addEventListener('scroll', onScroll, { signal, passive: true });
    // A click anywhere on a card's box counts: under the tilt, the pointer can hit the card's outer element (the
    // engine's own card, which listens on the inner one, misses such clicks).
    const items = [...root.querySelectorAll('.rp-home-feature__item')];
    root.addEventListener(
      'click',
      (e) => {
        const item = e.target instanceof Element ? e.target.closest('.rp-home-feature__item') : null;
        const link = item ? links[items.indexOf(item)] : undefined;
        if (link) void navigate(link);
      },
      { signal },
    );
    for (const item of items) tilt(item as HTMLElement, signal);
    return () => controller.abort();
  });
  // Only the page read back registers this layout, and every other home page's module puts the engine's in place.
  if (!served) return null;
  const html = (part: PageHtml) => ({ __html: part as unknown as string });
  return (
    <>
      <div className="home-part" {...{ [HOME_PART_ATTR]: 'top' }} ref={top} dangerouslySetInnerHTML={html(served.top)} />
      {props.afterFeatures}
      <div className="home-part" {...{ [HOME_PART_ATTR]: 'bottom' }} dangerouslySetInnerHTML={html(served.bottom)} />
    </>
  );
}
