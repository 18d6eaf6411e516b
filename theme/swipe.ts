import { SWIPE_EDGE_ZONE, SWIPE_THRESHOLD } from '../site/constants';

export interface Point {
  x: number;
  y: number;
}

/**
 * What a horizontal swipe does to the mobile sidebar: a swipe right that starts within
 * SWIPE_EDGE_ZONE of the left edge opens it; any other horizontal swipe longer than
 * SWIPE_THRESHOLD closes it. Mostly vertical moves are scrolling and do nothing.
 */
export function swipeAction(start: Point, end: Point): 'open' | 'close' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return null;
  if (dx > 0 && start.x <= SWIPE_EDGE_ZONE) return 'open';
  return 'close';
}
