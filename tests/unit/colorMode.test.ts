import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOR_MODE_KEY, dataThemeScript, nextMode, parseMode, toggleMode, type ColorMode } from '../../theme/colorMode';

describe('colour mode', () => {
  it('the switch cycles light → dark → auto → light', () => {
    expect(nextMode('light')).toBe('dark');
    expect(nextMode('dark')).toBe('auto');
    expect(nextMode('auto')).toBe('light');
    const modes: ColorMode[] = ['light', 'dark', 'auto'];
    for (const m of modes) expect(nextMode(nextMode(nextMode(m)))).toBe(m);
  });

  it('the quick toggle only alternates light and dark, from what is shown', () => {
    expect(toggleMode('light')).toBe('dark');
    expect(toggleMode('dark')).toBe('light');
    for (const shown of ['light', 'dark'] as const) expect(toggleMode(shown)).not.toBe('auto');
  });

  it('reads a stored value, falling back to auto', () => {
    for (const m of ['light', 'dark', 'auto'] as const) expect(parseMode(m)).toBe(m);
    for (const v of [null, undefined, '', 'DARK', 'system', ' light']) expect(parseMode(v)).toBe('auto');
  });

  it("shares its storage key with the engine's pre-paint script", () => {
    const require = createRequire(import.meta.url);
    const engineDir = path.dirname(require.resolve('@rspress/core/package.json'));
    const source = readFileSync(path.join(engineDir, 'dist/node/constants.js'), 'utf8');
    expect(source).toContain(`APPEARANCE_KEY = '${COLOR_MODE_KEY}'`);
  });
});

/** Just enough of <html> and MutationObserver to run the inline head script outside a browser. */
function fakeDocument() {
  const classes = new Set<string>();
  const attrs = new Map<string, string>();
  const observers: { cb: () => void; options: MutationObserverInit }[] = [];
  let themeWrites = 0;
  const root = {
    classList: { contains: (c: string) => classes.has(c) },
    getAttribute: (n: string) => attrs.get(n) ?? null,
    setAttribute: (n: string, v: string) => {
      if (n === 'data-theme') themeWrites += 1;
      attrs.set(n, v);
    },
  };
  class FakeObserver {
    constructor(private cb: () => void) {}
    observe(target: unknown, options: MutationObserverInit) {
      expect(target).toBe(root);
      observers.push({ cb: this.cb, options });
    }
  }
  const setClass = (name: string, on: boolean) => {
    if (on) classes.add(name);
    else classes.delete(name);
    for (const o of observers) if (o.options.attributes && (!o.options.attributeFilter || o.options.attributeFilter.includes('class'))) o.cb();
  };
  const run = () => new Function('document', 'MutationObserver', dataThemeScript)({ documentElement: root }, FakeObserver);
  return { run, setClass, theme: () => attrs.get('data-theme'), writes: () => themeWrites };
}

describe('data-theme head script', () => {
  it('mirrors the class present when it runs', () => {
    const light = fakeDocument();
    light.run();
    expect(light.theme()).toBe('light');
    const dark = fakeDocument();
    dark.setClass('dark', true);
    dark.run();
    expect(dark.theme()).toBe('dark');
  });

  it('follows the dark class set after it (the engine pre-paint script runs later in <head>)', () => {
    const doc = fakeDocument();
    doc.run();
    expect(doc.theme()).toBe('light');
    doc.setClass('dark', true);
    expect(doc.theme()).toBe('dark');
    doc.setClass('dark', false);
    expect(doc.theme()).toBe('light');
  });

  it('does not rewrite data-theme for unrelated class changes', () => {
    const doc = fakeDocument();
    doc.run();
    const writes = doc.writes();
    doc.setClass('nav-hidden', true);
    doc.setClass('focus-mode', true);
    expect(doc.writes()).toBe(writes);
  });
});
