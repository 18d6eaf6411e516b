import { describe, expect, it } from 'vitest';
import { SCROLL_SPY_OFFSET } from '../../site/constants';
import { activeHeading } from '../../theme/scrollSpy';

describe('scroll-spy', () => {
  const tops = (a: number, b: number, c: number) => [{ id: 'a', top: a }, { id: 'b', top: b }, { id: 'c', top: c }];

  it('marks the last heading whose top passed the edge', () => {
    expect(activeHeading(tops(-300, -20, 400), 64)).toBe('b');
    expect(activeHeading(tops(-300, 500, 900), 64)).toBe('a');
  });

  it(`counts a heading within ${SCROLL_SPY_OFFSET}px below the edge as reached`, () => {
    expect(activeHeading(tops(-300, 64 + SCROLL_SPY_OFFSET, 900), 64)).toBe('b');
    expect(activeHeading(tops(-300, 64 + SCROLL_SPY_OFFSET + 1, 900), 64)).toBe('a');
  });

  it('falls back to the first heading at the top of the page', () => {
    expect(activeHeading(tops(200, 500, 900), 64)).toBe('a');
    expect(activeHeading([], 64)).toBeUndefined();
  });
});
