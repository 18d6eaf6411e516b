import { useEffect } from 'react';
import { BREAKPOINT_MOBILE } from '../../site/constants';
import { swipeAction, type Point } from '../swipe';

const isOpen = () => document.querySelector('.rp-doc-layout__sidebar--open') !== null;
const open = () => document.querySelector<HTMLButtonElement>('.rp-sidebar-menu__left')?.click();
const close = () => document.querySelector<HTMLElement>('.rp-sidebar-menu__mask')?.click();

/** Touch swipes open and close the mobile sidebar; Escape closes it. */
export function useSidebarGestures() {
  useEffect(() => {
    let start: Point | null = null;
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      start = t && window.innerWidth <= BREAKPOINT_MOBILE ? { x: t.clientX, y: t.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!start || !t) return;
      const action = swipeAction(start, { x: t.clientX, y: t.clientY });
      start = null;
      if (action === 'open' && !isOpen()) open();
      if (action === 'close' && isOpen()) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && isOpen()) close();
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('keydown', onKey);
    };
  }, []);
}
