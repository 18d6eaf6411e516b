import { useSyncExternalStore } from 'react';

/** Whether the page is shown dark, read from data-theme on <html> (kept by the theme) and observed. */
export function readDark(): boolean {
  return document.documentElement.getAttribute('data-theme') === 'dark';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Re-renders when the colour mode changes, so charts and diagrams can redraw. False during SSG. */
export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, readDark, () => false);
}
