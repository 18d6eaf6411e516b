// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { dismiss, isDismissed } from '../../theme/dismissals';

describe('dismissals', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a showOnce dismissal in localStorage and others in sessionStorage', () => {
    dismiss('a', true);
    dismiss('b', false);
    expect(localStorage.getItem('a')).toBe('1');
    expect(sessionStorage.getItem('b')).toBe('1');
    expect(localStorage.getItem('b')).toBeNull();
    expect(isDismissed('a', true)).toBe(true);
    expect(isDismissed('a', false)).toBe(false);
    expect(isDismissed('b', false)).toBe(true);
  });
});
