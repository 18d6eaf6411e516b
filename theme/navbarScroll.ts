import { NAVBAR_HIDE_AFTER, NAVBAR_HIDE_DELTA } from '../site/constants';

/** Scroll state of the auto-hiding navbar. `anchor` is where the reader last scrolled up (or the top). */
export interface NavbarScroll {
  hidden: boolean;
  anchor: number;
  last: number;
}

export const initialNavbarScroll: NavbarScroll = { hidden: false, anchor: 0, last: 0 };

/**
 * Next state for a new scroll position: the navbar hides once the page is scrolled down beyond
 * NAVBAR_HIDE_AFTER and the reader has moved NAVBAR_HIDE_DELTA down since last scrolling up;
 * any upward scroll shows it again.
 */
export function nextNavbarScroll(state: NavbarScroll, y: number): NavbarScroll {
  if (y < state.last) return { hidden: false, anchor: y, last: y };
  if (y <= NAVBAR_HIDE_AFTER) return { hidden: false, anchor: state.anchor, last: y };
  return { hidden: state.hidden || y - state.anchor >= NAVBAR_HIDE_DELTA, anchor: state.anchor, last: y };
}
