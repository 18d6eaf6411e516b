import { describe, expect, it } from 'vitest';
import { SWIPE_EDGE_ZONE, SWIPE_THRESHOLD } from '../../site/constants';
import { swipeAction } from '../../theme/swipe';

const y = 300;
const swipe = (x0: number, dx: number, dy = 0) => swipeAction({ x: x0, y }, { x: x0 + dx, y: y + dy });

describe('sidebar swipes', () => {
  it(`opens on a swipe right longer than ${SWIPE_THRESHOLD}px that starts within ${SWIPE_EDGE_ZONE}px of the left edge`, () => {
    for (const x0 of [0, 1, SWIPE_EDGE_ZONE / 2, SWIPE_EDGE_ZONE]) expect(swipe(x0, SWIPE_THRESHOLD + 1)).toBe('open');
    expect(swipe(10, SWIPE_THRESHOLD * 5, 20)).toBe('open');
  });

  it('closes on any other horizontal swipe longer than the threshold', () => {
    // Right, but starting outside the edge zone.
    expect(swipe(SWIPE_EDGE_ZONE + 1, SWIPE_THRESHOLD + 1)).toBe('close');
    expect(swipe(400, SWIPE_THRESHOLD * 3)).toBe('close');
    // Left, from anywhere (also inside the edge zone).
    expect(swipe(400, -(SWIPE_THRESHOLD + 1))).toBe('close');
    expect(swipe(SWIPE_EDGE_ZONE, -(SWIPE_THRESHOLD + 1))).toBe('close');
  });

  it(`does nothing for swipes of ${SWIPE_THRESHOLD}px or less`, () => {
    for (const dx of [0, 1, SWIPE_THRESHOLD - 1, SWIPE_THRESHOLD, -SWIPE_THRESHOLD, -1]) {
      expect(swipe(10, dx)).toBeNull();
      expect(swipe(400, dx)).toBeNull();
    }
  });

  it('does nothing for mostly vertical moves (scrolling)', () => {
    const dx = SWIPE_THRESHOLD * 2;
    expect(swipe(10, dx, dx + 1)).toBeNull();
    expect(swipe(10, dx, -(dx + 1))).toBeNull();
    expect(swipe(400, -dx, dx * 3)).toBeNull();
    // A diagonal that is at least as horizontal as vertical still counts.
    expect(swipe(10, dx, dx)).toBe('open');
    expect(swipe(400, -dx, dx - 1)).toBe('close');
  });
});
