/**
 * The release history of AList v3 (reference history.json): which releases have each driver, driver option,
 * configuration key, admin setting and /api route, and how their default, type, required flag, choices, flag or
 * access level changed. Plain TypeScript with no React and no Node: the build, the upgrade page, the checkers and
 * the "my version" marks all read it.
 */
import { compareReleases } from '../releases';

export const KINDS = ['drivers', 'driver_options', 'config', 'settings', 'api_routes'] as const;
export type Kind = (typeof KINDS)[number];

export interface Change {
  tag: string;
  /** default, type, required, options, flag, access, dir, or present (the item left or came back). */
  field: string;
  from: unknown;
  to: unknown;
}

export interface HistoryEntry {
  first: string;
  last: string;
  changes: Change[];
}

export interface History {
  tags: string[];
  items: Record<Kind, Record<string, HistoryEntry>>;
}

/** The shipped form: tags by index, each entry `[first, last, changes?]` with changes `[tag, field, from, to]`. */
export interface CompactHistory {
  tags: string[];
  items: Record<Kind, Record<string, [number, number, [number, string, unknown, unknown][]?]>>;
}

export function compactHistory(h: History): CompactHistory {
  const index = tagIndex(h);
  const at = (tag: string) => {
    const i = index.get(tag);
    if (i === undefined) throw new Error(`history: unknown release ${tag}`);
    return i;
  };
  const items = {} as CompactHistory['items'];
  for (const kind of KINDS) {
    items[kind] = {};
    for (const [key, e] of Object.entries(h.items[kind])) {
      items[kind][key] = e.changes.length > 0 ? [at(e.first), at(e.last), e.changes.map((c) => [at(c.tag), c.field, c.from, c.to])] : [at(e.first), at(e.last)];
    }
  }
  return { tags: h.tags, items };
}

export function expandHistory(c: CompactHistory): History {
  const items = {} as History['items'];
  for (const kind of KINDS) {
    items[kind] = {};
    for (const [key, [first, last, changes]] of Object.entries(c.items[kind])) {
      items[kind][key] = { first: c.tags[first], last: c.tags[last], changes: (changes ?? []).map(([t, field, from, to]) => ({ tag: c.tags[t], field, from, to })) };
    }
  }
  return { tags: c.tags, items };
}

const indexCache = new WeakMap<History, Map<string, number>>();
function tagIndex(h: { tags: string[] }): Map<string, number> {
  let m = indexCache.get(h as History);
  if (!m) {
    m = new Map(h.tags.map((t, i) => [t, i]));
    indexCache.set(h as History, m);
  }
  return m;
}

/** Throws a clear error for a release the history does not know. */
export function checkRelease(h: History, tag: string): void {
  if (!tagIndex(h).has(tag)) throw new Error(`Unknown AList release "${tag}": expected one of ${h.tags[0]} … ${h.tags[h.tags.length - 1]}`);
}

/** Whether the release `tag` has the item: between its first and last release, and not in a gap it left. */
export function presentIn(e: HistoryEntry, tag: string): boolean {
  if (compareReleases(tag, e.first) < 0 || compareReleases(tag, e.last) > 0) return false;
  let present = true;
  for (const c of e.changes) if (c.field === 'present' && compareReleases(c.tag, tag) <= 0) present = c.to === true;
  return present;
}

/**
 * The value of a changed field in release `tag` (the value before its first change, then after each change up
 * to `tag`); undefined when the field never changed, so its value is the current one.
 */
export function valueIn(e: HistoryEntry, field: string, tag: string): { value: unknown } | undefined {
  let found: { value: unknown } | undefined;
  for (const c of e.changes) {
    if (c.field !== field) continue;
    found ??= { value: c.from };
    if (compareReleases(c.tag, tag) <= 0) found = { value: c.to };
  }
  return found;
}

/** The release an item that `tag` lacks arrived in (a later one), or left in (it was removed before or at `tag`). */
export function absence(e: HistoryEntry, tag: string): { added: string } | { removed: string } | undefined {
  if (presentIn(e, tag)) return undefined;
  if (compareReleases(tag, e.first) < 0) return { added: e.first };
  // Removed: the release of the last "left" change at or before `tag`, else the one after `last`.
  let removed: string | undefined;
  for (const c of e.changes) if (c.field === 'present' && c.to === false && compareReleases(c.tag, tag) <= 0) removed = c.tag;
  return { removed: removed ?? e.last };
}

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
  /** The releases between `from` and `to` that changed this field. */
  tags: string[];
}

export interface KindDiff {
  added: string[];
  removed: string[];
  changed: { key: string; fields: FieldChange[] }[];
}

export type Diff = Record<Kind, KindDiff>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What changes between two releases (`from` older than `to`): items the newer one has and the older lacks
 * (added), the other way round (removed), and items both have whose fields differ between them (changed).
 * Items that came and went between the two are in neither: a reader upgrading never meets them.
 */
export function diff(h: History, from: string, to: string): Diff {
  checkRelease(h, from);
  checkRelease(h, to);
  if (compareReleases(from, to) > 0) throw new Error(`Upgrade from ${from} to ${to}: the first release must be the older one`);
  const out = {} as Diff;
  for (const kind of KINDS) {
    const d: KindDiff = { added: [], removed: [], changed: [] };
    for (const [key, e] of Object.entries(h.items[kind])) {
      const before = presentIn(e, from);
      const after = presentIn(e, to);
      if (!before && after) d.added.push(key);
      else if (before && !after) d.removed.push(key);
      else if (before && after) {
        const fields: FieldChange[] = [];
        for (const field of [...new Set(e.changes.map((c) => c.field))]) {
          if (field === 'present') continue;
          const a = valueIn(e, field, from)!.value;
          const b = valueIn(e, field, to)!.value;
          if (same(a, b)) continue;
          const tags = e.changes.filter((c) => c.field === field && compareReleases(c.tag, from) > 0 && compareReleases(c.tag, to) <= 0).map((c) => c.tag);
          fields.push({ field, from: a, to: b, tags });
        }
        if (fields.length > 0) d.changed.push({ key, fields });
      }
    }
    const byKey = (a: string, b: string) => a.localeCompare(b, 'en');
    d.added.sort(byKey);
    d.removed.sort(byKey);
    d.changed.sort((a, b) => byKey(a.key, b.key));
    out[kind] = d;
  }
  return out;
}

/** Number of items per kind and list. */
export function diffCounts(d: Diff): Record<Kind, { added: number; removed: number; changed: number }> {
  return Object.fromEntries(KINDS.map((k) => [k, { added: d[k].added.length, removed: d[k].removed.length, changed: d[k].changed.length }])) as Record<Kind, { added: number; removed: number; changed: number }>;
}

/** "Driver.option" → driver name and option name (driver names contain spaces and dots: "AList V3", but not the option). */
export function splitOption(key: string): { driver: string; option: string } {
  const i = key.lastIndexOf('.');
  return { driver: key.slice(0, i), option: key.slice(i + 1) };
}
