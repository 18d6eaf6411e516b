import { describe, expect, it } from 'vitest';
import { availableIn, compareReleases, releasesOf } from '../../components/releases';

describe('releases', () => {
  it('compares tags as numbers', () => {
    expect(compareReleases('v3.9.0', 'v3.10.0')).toBeLessThan(0);
    expect(compareReleases('v3.45.1', 'v3.45.0')).toBeGreaterThan(0);
    expect(compareReleases('v3.45.0', 'v3.45.0')).toBe(0);
  });

  it('filters what a chosen release already has', () => {
    expect(availableIn(undefined, 'v3.40.0')).toBe(true);
    expect(availableIn('v3.45.0', 'v3.40.0')).toBe(false);
    expect(availableIn('v3.45.0', 'v3.45.0')).toBe(true);
    expect(availableIn('v3.60.0', '')).toBe(true);
  });

  it('lists the releases that added something, newest first', () => {
    expect(releasesOf([{ since: 'v3.9.0' }, {}, { since: 'v3.45.0' }, { since: 'v3.9.0' }])).toEqual(['v3.45.0', 'v3.9.0']);
  });
});
