import { useEffect } from 'react';
import { initialNavbarScroll, nextNavbarScroll } from '../navbarScroll';

/** Hides the navbar while reading down the page and shows it on the way up (class "nav-hidden" on <html>). */
export function useNavbarAutoHide() {
  useEffect(() => {
    let state = { ...initialNavbarScroll, last: window.scrollY };
    const root = document.documentElement;
    const onScroll = () => {
      state = nextNavbarScroll(state, window.scrollY);
      // The open mobile menu must stay reachable.
      const menuOpen = document.querySelector('.rp-nav-screen--open, .rp-doc-layout__sidebar--open') !== null;
      root.classList.toggle('nav-hidden', state.hidden && !menuOpen);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      root.classList.remove('nav-hidden');
    };
  }, []);
}
