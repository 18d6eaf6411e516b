import { describe, expect, it } from 'vitest';
import { NAVBAR_HIDE_AFTER, NAVBAR_HIDE_DELTA } from '../../site/constants';
import { initialNavbarScroll, nextNavbarScroll, type NavbarScroll } from '../../theme/navbarScroll';

/** Feeds scroll positions one after another, as the scroll listener does. */
function scrollThrough(positions: number[], from: NavbarScroll = initialNavbarScroll): NavbarScroll[] {
  const states: NavbarScroll[] = [];
  let state = from;
  for (const y of positions) {
    state = nextNavbarScroll(state, y);
    states.push(state);
  }
  return states;
}
const last = (positions: number[], from?: NavbarScroll) => scrollThrough(positions, from).at(-1)!;

describe('auto-hiding navbar', () => {
  it('starts shown at the top of the page', () => {
    expect(initialNavbarScroll.hidden).toBe(false);
  });

  it(`stays shown until the reader has scrolled ${NAVBAR_HIDE_DELTA}px down from the top`, () => {
    expect(last([NAVBAR_HIDE_AFTER + 1]).hidden).toBe(false);
    expect(last([NAVBAR_HIDE_DELTA - 1]).hidden).toBe(false);
    expect(last([NAVBAR_HIDE_DELTA]).hidden).toBe(true);
    expect(last([NAVBAR_HIDE_DELTA + 1]).hidden).toBe(true);
    // The same distance in small steps.
    const steps = [...Array.from({ length: Math.ceil(NAVBAR_HIDE_DELTA / 10) }, (_, i) => i * 10), NAVBAR_HIDE_DELTA];
    const states = scrollThrough(steps);
    expect(states.findIndex((s) => s.hidden)).toBe(steps.length - 1);
  });

  it(`never hides within ${NAVBAR_HIDE_AFTER}px of the top`, () => {
    for (const y of [0, 1, NAVBAR_HIDE_AFTER - 1, NAVBAR_HIDE_AFTER]) {
      expect(last([y]).hidden).toBe(false);
      // Even when the reader comes back there from far below while it was hidden.
      const hidden = last([NAVBAR_HIDE_DELTA * 5]);
      expect(hidden.hidden).toBe(true);
      expect(nextNavbarScroll(hidden, y).hidden).toBe(false);
    }
  });

  it('shows again on any upward scroll and stays hidden while reading further down', () => {
    const down = scrollThrough([NAVBAR_HIDE_DELTA + 10, NAVBAR_HIDE_DELTA * 2, NAVBAR_HIDE_DELTA * 3]);
    expect(down.map((s) => s.hidden)).toEqual([true, true, true]);
    expect(nextNavbarScroll(down[2], NAVBAR_HIDE_DELTA * 3 - 1).hidden).toBe(false);
  });

  it('counts the delta from where the reader last scrolled up', () => {
    const up = NAVBAR_HIDE_DELTA * 4;
    const start = last([up + 50, up]);
    expect(start).toMatchObject({ hidden: false, anchor: up });
    expect(last([up + NAVBAR_HIDE_DELTA - 1], start).hidden).toBe(false);
    expect(last([up + NAVBAR_HIDE_DELTA - 1, up + NAVBAR_HIDE_DELTA], start).hidden).toBe(true);
    // A fresh upward scroll moves the starting point again.
    const again = last([up + NAVBAR_HIDE_DELTA, up + NAVBAR_HIDE_DELTA - 30], start);
    expect(again).toMatchObject({ hidden: false, anchor: up + NAVBAR_HIDE_DELTA - 30 });
    expect(last([up + NAVBAR_HIDE_DELTA + 1], again).hidden).toBe(false);
  });

  it('ignores repeated events at the same position and does not change the state it is given', () => {
    const hidden = last([NAVBAR_HIDE_DELTA * 2]);
    const frozen = { ...hidden };
    expect(nextNavbarScroll(hidden, hidden.last).hidden).toBe(true);
    expect(hidden).toEqual(frozen);
    const shown = last([NAVBAR_HIDE_AFTER + 1]);
    expect(nextNavbarScroll(shown, shown.last).hidden).toBe(false);
  });
});
