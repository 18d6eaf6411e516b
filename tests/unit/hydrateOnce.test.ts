import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { applyEdit, EDITS } from '../../plugins/engine/hydrateOnce';

const require = createRequire(import.meta.url);
const files = {
  'ssrClientEntry.js': require.resolve('@rspress/core/dist/runtime/ssrClientEntry.js'),
  'hooks/useSidebar.js': require.resolve('@rspress/core/dist/runtime/hooks/useSidebar.js'),
};

describe('hydrate once: edits of the engine runtime', () => {
  it('finds each edited module by its path and applies every replacement to the installed engine', () => {
    for (const edit of EDITS) {
      const file = files[edit.name as keyof typeof files];
      expect(file, edit.name).toBeTruthy();
      expect(edit.module.test(file)).toBe(true);
      const out = applyEdit(readFileSync(file, 'utf8'), edit);
      for (const [, to] of edit.replacements) expect(out).toContain(to);
    }
  });

  it('the entry warms the page data the App looks for, with the object it hydrated', () => {
    const edit = EDITS.find((e) => e.name === 'ssrClientEntry.js')!;
    const out = applyEdit(readFileSync(files['ssrClientEntry.js'], 'utf8'), edit);
    expect(out).toMatch(/setCurrentPageData\(pathname, initialPageData\);\s*warmPageData\(pathname, initialPageData\);/);
  });

  it('names this plugin when the engine no longer has the code it replaces', () => {
    for (const edit of EDITS) expect(() => applyEdit('export {};', edit)).toThrow(/plugins\/engine\/hydrateOnce\.ts/);
  });
});
