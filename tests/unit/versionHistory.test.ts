import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absence, compactHistory, diff, expandHistory, KINDS, presentIn, valueIn, type History } from '../../components/versions/history';
import { historySource } from '../../scripts/sync-history';

const raw = readFileSync(path.join(import.meta.dirname, '..', '..', 'data', 'history', 'history.json'), 'utf8');
const history = JSON.parse(raw) as History;

/** Straight from the file, by tag index: the releases in which each item exists. */
function presence(e: History['items']['drivers'][string]): Set<number> {
  const idx = (t: string) => history.tags.indexOf(t);
  const out = new Set<number>();
  for (let i = idx(e.first); i <= idx(e.last); i++) {
    const gone = e.changes.filter((c) => c.field === 'present' && idx(c.tag) <= i).at(-1);
    if (!gone || gone.to === true) out.add(i);
  }
  return out;
}

function expected(from: string, to: string) {
  const a = history.tags.indexOf(from);
  const b = history.tags.indexOf(to);
  return Object.fromEntries(
    KINDS.map((kind) => {
      const added: string[] = [];
      const removed: string[] = [];
      const changed: string[] = [];
      for (const [key, e] of Object.entries(history.items[kind])) {
        const p = presence(e);
        if (!p.has(a) && p.has(b)) added.push(key);
        if (p.has(a) && !p.has(b)) removed.push(key);
        if (p.has(a) && p.has(b)) {
          // A field differs when its value at `from` (after every change up to it) is not its value at `to`.
          const fields = new Set(e.changes.filter((c) => c.field !== 'present').map((c) => c.field));
          const at = (field: string, i: number) => {
            const cs = e.changes.filter((c) => c.field === field);
            const last = cs.filter((c) => history.tags.indexOf(c.tag) <= i).at(-1);
            return JSON.stringify(last ? last.to : cs[0].from);
          };
          if ([...fields].some((f) => at(f, a) !== at(f, b))) changed.push(key);
        }
      }
      return [kind, { added: added.sort(), removed: removed.sort(), changed: changed.sort() }];
    }),
  );
}

describe('release history', () => {
  it.skipIf(!existsSync(historySource))('data/history/history.json is the reference history.json (npx tsx scripts/sync-history.ts)', () => {
    expect(raw).toBe(readFileSync(historySource, 'utf8'));
  });

  it('survives the compact form the browser gets', () => {
    expect(expandHistory(JSON.parse(JSON.stringify(compactHistory(history))))).toEqual(history);
  });

  for (const [from, to] of [['v3.38.0', 'v3.63.0'], ['v3.53.0', 'v3.63.0'], ['v3.0.1', 'v3.63.0'], ['v3.15.0', 'v3.30.0'], ['v3.45.0', 'v3.50.0']]) {
    it(`diff ${from} → ${to} lists exactly the items history.json gives, kind by kind`, () => {
      const d = diff(history, from, to);
      const want = expected(from, to);
      for (const kind of KINDS) {
        const sort = (xs: string[]) => [...xs].sort();
        expect(sort(d[kind].added), `${kind} added`).toEqual(want[kind].added);
        expect(sort(d[kind].removed), `${kind} removed`).toEqual(want[kind].removed);
        expect(sort(d[kind].changed.map((c) => c.key)), `${kind} changed`).toEqual(want[kind].changed);
      }
    });
  }

  it('v3.38.0 → v3.63.0: counts per kind, and items checked by hand in history.json', () => {
    const d = diff(history, 'v3.38.0', 'v3.63.0');
    const counts = Object.fromEntries(KINDS.map((k) => [k, [d[k].added.length, d[k].removed.length, d[k].changed.length]]));
    expect(counts).toEqual({ drivers: [29, 0, 0], driver_options: [260, 9, 21], config: [27, 0, 4], settings: [45, 0, 3], api_routes: [182, 0, 2] });
    expect(d.driver_options.removed).toContain('WebDav.tls_insecure_skip_verify');
    expect(d.driver_options.changed.find((c) => c.key === '115 Cloud.page_size')?.fields).toEqual([{ field: 'default', from: '56', to: '1000', tags: ['v3.39.1'] }]);
    expect(d.config.changed.find((c) => c.key === 'tls_insecure_skip_verify')?.fields).toEqual([{ field: 'default', from: true, to: false, tags: ['v3.57.0'] }]);
    expect(d.drivers.added).toContain('115 Open');
  });

  it('an item that left and came back is present only outside the gap', () => {
    const e = history.items.driver_options['189CloudPC.rapid_upload'];
    expect([presentIn(e, 'v3.17.0'), presentIn(e, 'v3.18.0'), presentIn(e, 'v3.27.0'), presentIn(e, 'v3.28.0')]).toEqual([true, false, false, true]);
    expect(absence(e, 'v3.20.0')).toEqual({ removed: 'v3.18.0' });
    expect(absence(history.items.drivers['115 Open'], 'v3.40.0')).toEqual({ added: 'v3.43.0' });
    expect(absence(history.items.config.port, 'v3.30.0')).toEqual({ removed: 'v3.20.0' });
  });

  it('gives a changed value as it was in a release', () => {
    const e = history.items.config.tls_insecure_skip_verify;
    expect([valueIn(e, 'default', 'v3.11.0'), valueIn(e, 'default', 'v3.40.0'), valueIn(e, 'default', 'v3.63.0')]).toEqual([{ value: false }, { value: true }, { value: false }]);
    expect(valueIn(e, 'type', 'v3.40.0')).toBeUndefined();
  });

  it('refuses an unknown release and a reversed pair with a clear error', () => {
    expect(() => diff(history, 'v3.99.0', 'v3.63.0')).toThrow(/Unknown AList release "v3.99.0"/);
    expect(() => diff(history, 'v3.63.0', 'v3.38.0')).toThrow(/older one/);
  });
});

describe('upgrade notes', () => {
  it('each written note is about items that change in its release', async () => {
    const { UPGRADE_NOTES } = await import('../../data/history/notes');
    for (const note of UPGRADE_NOTES) {
      for (const { kind, key } of note.items) {
        const e = history.items[kind][key];
        expect(e, `${note.id}: ${kind} ${key}`).toBeDefined();
        expect(e.changes.map((c) => c.tag), `${note.id}: ${key} changes in ${note.tag}`).toContain(note.tag);
      }
      expect(note.text.en.length).toBeGreaterThan(40);
      expect(note.text.zh.length).toBeGreaterThan(20);
    }
  });

  it('shows a note when its release is after "from" and up to "to", and reads a range from the address', async () => {
    const { notesInRange, rangeFromQuery } = await import('../../components/versions/upgradeRange');
    expect(notesInRange('v3.38.0', 'v3.63.0').map((n) => n.id)).toEqual(['task-persistence', 'proxy-types', 'ocr-api', 'tls-verification', 'page-size']);
    expect(notesInRange('v3.53.0', 'v3.63.0').map((n) => n.id)).toEqual(['tls-verification', 'page-size']);
    expect(notesInRange('v3.57.0', 'v3.58.0').map((n) => n.id)).toEqual(['page-size']);
    expect(rangeFromQuery('?from=v3.38.0&to=v3.63.0', history.tags)).toEqual({ from: 'v3.38.0', to: 'v3.63.0' });
    expect(rangeFromQuery('?from=v3.38.0&to=v9', history.tags)).toBeNull();
  });
});
