import { describe, expect, it } from 'vitest';
import { droppedClassesIn, dropUnusedCss } from '../../plugins/engine/unusedCss';

/** A rule as PostCSS hands it to the plugin. */
function rule(selectors: string[], parent?: { type: string; name?: string }) {
  const r = { selectors, parent, removed: false, remove: () => void (r.removed = true) };
  return r;
}

describe('CSS for what no page shows', () => {
  it('drops the selectors naming an unused class, and a rule left with none', () => {
    const mixed = rule(['.rp-callout--tip', '.rp-callout--note']);
    dropUnusedCss.Rule(mixed);
    expect(mixed).toMatchObject({ selectors: ['.rp-callout--tip'], removed: false });
    const gone = rule(['.shiki.has-diff code .diff.add']);
    dropUnusedCss.Rule(gone);
    expect(gone.removed).toBe(true);
    // A longer class that only starts like one of them stays.
    const longer = rule(['.rp-callout--note-like']);
    dropUnusedCss.Rule(longer);
    expect(longer).toMatchObject({ selectors: ['.rp-callout--note-like'], removed: false });
    const frame = rule(['from'], { type: 'atrule', name: 'keyframes' });
    dropUnusedCss.Rule(frame);
    expect(frame.removed).toBe(false);
  });

  it('finds a built file that uses one of them', () => {
    expect(droppedClassesIn('<div class="rp-callout rp-callout--note"><pre class="shiki has-diff">')).toEqual(['rp-callout--note', 'has-diff']);
    expect(droppedClassesIn('<div class="rp-callout--tip rp-callout--note-like">')).toEqual([]);
  });
});
