import { useEffect } from 'react';
import scrollIntoViewIfNeeded from '../shims/scrollIntoView';

/**
 * Closed, the phone sidebar and the outline panel are not rendered (content-visibility: hidden in
 * theme.css), so the engine's "keep the active item in view", which runs when the active item changes,
 * has nothing to scroll then. When one of them opens, its active item is scrolled into view here.
 */
const PANELS = [
  { panel: 'rp-doc-layout__sidebar', open: 'rp-doc-layout__sidebar--open', active: '.rp-sidebar-item--active .rp-sidebar-item__left' },
  { panel: 'rp-doc-layout__outline', open: 'rp-doc-layout__outline--open', active: '.rp-toc-item--active' },
];

export function useActiveItemOnOpen() {
  useEffect(() => {
    const observer = new MutationObserver((records) => {
      for (const { target, oldValue } of records) {
        if (!(target instanceof HTMLElement)) continue;
        const panel = PANELS.find((p) => target.classList.contains(p.open) && !(oldValue ?? '').split(/\s+/).includes(p.open));
        const item = panel && target.querySelector(panel.active);
        if (item) scrollIntoViewIfNeeded(item, { block: 'center', boundary: (el) => !el.classList.contains(panel.panel) });
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    return () => observer.disconnect();
  }, []);
}
