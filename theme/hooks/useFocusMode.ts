import { useEffect } from 'react';
import { FOCUS_MODE_DELAY_MS } from '../../site/constants';

const CHROME = '.rp-nav, .rp-doc-layout__sidebar, .rp-doc-layout__outline, .site-reader-tools';

/**
 * Focus mode: after FOCUS_MODE_DELAY_MS of reading inside the article, the surrounding chrome fades
 * (class "focus-mode" on <html>); any pointer or keyboard move onto the chrome brings it back.
 * Off when the reader prefers reduced motion.
 */
export function useFocusMode() {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const root = document.documentElement;
    let timer: number | undefined;
    const leave = () => {
      window.clearTimeout(timer);
      root.classList.remove('focus-mode');
    };
    const onPointer = (e: Event) => {
      const target = e.target as Element | null;
      if (!target?.closest) return;
      if (target.closest(CHROME)) return leave();
      if (target.closest('.rp-doc') && !root.classList.contains('focus-mode')) {
        window.clearTimeout(timer);
        timer = window.setTimeout(() => root.classList.add('focus-mode'), FOCUS_MODE_DELAY_MS);
      }
    };
    const onFocus = (e: FocusEvent) => {
      if ((e.target as Element | null)?.closest?.(CHROME)) leave();
    };
    document.addEventListener('pointermove', onPointer, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      leave();
      document.removeEventListener('pointermove', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
}
