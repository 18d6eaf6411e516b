import { usePage } from '@rspress/core/runtime';
import { parseInlineMarkdownText } from '@rspress/core/theme-original';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Header } from '@rspress/core';
import { SCROLL_SPY_DELAY_MS } from '../../site/constants';
import { activeHeading } from '../scrollSpy';

/*
 * The page outline. The engine lists h2-h4 and marks the active heading on every scroll event;
 * the spec wants every level from h2 to h6 the page has, and a scroll-spy that settles after
 * SCROLL_SPY_DELAY_MS with a SCROLL_SPY_OFFSET px tolerance. These hooks replace the engine's
 * (its Toc and DocLayout import them by name from the theme).
 */

const HEADINGS = ':is(h2,h3,h4,h5,h6)[id]';
let collected: Header[] = [];
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

/** Heading text without the "#" anchor the engine puts inside each heading. */
function headingText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('.rp-header-anchor').forEach((a) => a.remove());
  return copy.innerHTML.trim();
}

/** The headings the outline shows now (the build-time ones until the page's are read). */
let shown: Header[] = [];
/**
 * The same outline, whatever the form of the text: the build's list has inline Markdown ("`GET /api/me`"),
 * the page's has HTML ("<code>GET /api/me</code>"), and the outline renders both alike.
 */
const sameHeaders = (a: Header[], b: Header[]) =>
  a.length === b.length && a.every((h, i) => h.id === b[i].id && h.depth === b[i].depth && (h.text === b[i].text || parseInlineMarkdownText(h.text) === parseInlineMarkdownText(b[i].text)));

function collect(root: Element) {
  const next = [...root.querySelectorAll(HEADINGS)]
    .filter((el) => !el.closest('.rp-toc-exclude, .rspress-toc-exclude') && el.getClientRects().length > 0)
    .map((el) => ({ id: el.id, text: headingText(el), depth: Number(el.tagName[1]), charIndex: 0 }));
  // The same headings as shown (most pages, once hydrated): keep the shown list, so the outline does not render again.
  if (sameHeaders(next, shown)) {
    collected = shown;
    return;
  }
  collected = next;
  listeners.forEach((fn) => fn());
}

/** Before mount the build-time outline; afterwards every h2-h6 heading the page shows. */
export function useDynamicToc(): Header[] {
  const { page } = usePage();
  const live = useSyncExternalStore(subscribe, () => collected, () => collected);
  const headers = live.length > 0 ? live : (page.toc ?? []);
  shown = headers;
  return headers;
}

export function useWatchToc() {
  // A ref callback that keeps no state: with the element in state, attaching the ref re-rendered the
  // whole doc layout (sidebar, article, outline) synchronously right after hydration. The headings are
  // read in a task of their own, after the commit, as a passive effect would.
  const rspressDocRef = useCallback((root: HTMLDivElement | null) => {
    if (!root) return;
    const timer = window.setTimeout(() => collect(root), 0);
    const observer = new MutationObserver(() => collect(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, []);
  return { rspressDocRef };
}

export function useActiveAnchor(headers: Header[]) {
  // A page opened at its top is in its first section (activeHeading): rendered so from the build on, the
  // outline and the mobile menu bar (both call this hook) do not render again right after hydration. That
  // second render, of every outline entry at once, was 100-200 ms at 4x CPU on long pages. A page opened at
  // an anchor gets its section from the first update below.
  const [activeAnchorId, setActive] = useState<string | undefined>(() => headers[0]?.id);
  useEffect(() => {
    let timer: number | undefined;
    const update = () => {
      const edge = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const tops = headers.map((h) => ({ id: h.id, top: document.getElementById(h.id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY }));
      setActive(activeHeading(tops, edge));
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(update, SCROLL_SPY_DELAY_MS);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [headers]);
  return { activeAnchorId, scrolledHeader: headers.find((h) => h.id === activeAnchorId) };
}
