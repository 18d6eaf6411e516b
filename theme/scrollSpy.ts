import { SCROLL_SPY_OFFSET } from '../site/constants';

/** The heading the reader is in: the last one whose top has passed the top edge (within the offset). */
export function activeHeading(tops: { id: string; top: number }[], edge: number): string | undefined {
  let active: string | undefined;
  for (const { id, top } of tops) if (top - SCROLL_SPY_OFFSET <= edge) active = id;
  return active ?? tops[0]?.id;
}
