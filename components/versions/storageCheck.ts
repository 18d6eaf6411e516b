/**
 * Checks storages (as GET /api/admin/storage/list answers them, or the `storages` of a backup file) against the
 * drivers and driver options of one AList release: a driver the release lacks, option names the driver does
 * not know (with the closest one), options the release does not have yet or no longer has, required options
 * missing or empty, values of the wrong JSON type and values outside a select option's choices. AList decodes a
 * storage's `addition` (a JSON string) into the driver's options with a JSON decoder (internal/op/storage.go): an
 * unknown name is ignored, a value of the wrong type fails the storage's start.
 */
import { absence, checkRelease, presentIn, splitOption, valueIn, type History } from './history';
import { closest } from './closest';
import { fitsType, jsonTypeOf, parseJson, type Finding, type ValueType } from './configCheck';

/** A driver option in v3.63.0: [type, required, choices?] (plugins/content/versionHistory.ts). */
export type OptionFacts = [type: string, required: boolean, choices?: string[]];

export interface StorageFacts {
  history: History;
  options: Record<string, Record<string, OptionFacts>>;
}

export type StorageFinding =
  | Finding
  | { kind: 'unknown-driver'; key: string; suggestion?: string }
  | { kind: 'driver-not-yet'; key: string; added: string }
  | { kind: 'no-driver'; key: string }
  | { kind: 'addition'; key: string; message: string };

export interface StorageReport {
  /** Mount path, or the position in the list when it has none. */
  label: string;
  driver: string;
  findings: StorageFinding[];
}

export type StorageCheckResult = { ok: true; storages: StorageReport[] } | { ok: false; finding: Finding | { kind: 'no-storages' } };

/** The option types of the storage form, as JSON types. */
export function optionJsonType(type: string): ValueType {
  return type === 'number' ? 'integer' : type === 'float' ? 'number' : type === 'bool' ? 'boolean' : 'string';
}

/**
 * Options whose Go field was a float64 while the form type said "number" (whole numbers): 115's limit_rate from
 * v3.29.0 to v3.41.x (drivers/115/meta.go, drivers/115_share/meta.go). AList decodes a decimal into them without
 * error, so a decimal is no type mistake in any release. No other driver option of a v3 tag has this mismatch.
 */
const decodedAsDecimal = new Set(['115 Cloud.limit_rate', '115 Share.limit_rate']);

/** The storages of a pasted text: an API answer ({data: {content}}), its data, a list, one storage, or a backup ({storages}). */
export function storagesOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (!value || typeof value !== 'object') return null;
  const o = value as Record<string, unknown>;
  if (Array.isArray(o.storages)) return o.storages;
  if (Array.isArray(o.content)) return o.content;
  if (o.data && typeof o.data === 'object') return storagesOf(o.data);
  if (typeof o.driver === 'string') return [o];
  return null;
}

/** An option's type, required flag and choices in a release: v3.63.0's, with the history's changes undone. */
export function optionAt(facts: StorageFacts, driver: string, option: string, release: string): { type?: string; required?: boolean; choices?: string[] } {
  const entry = facts.history.items.driver_options[`${driver}.${option}`];
  const now = facts.options[driver]?.[option];
  const field = <T>(name: string, current: T | undefined): T | undefined => {
    const v = entry && valueIn(entry, name, release);
    return v ? (v.value as T) : current;
  };
  return { type: field<string>('type', now?.[0]), required: field<boolean>('required', now?.[1]), choices: field<string[]>('options', now?.[2]) };
}

function checkStorage(s: unknown, index: number, release: string, facts: StorageFacts): StorageReport {
  const o = (s && typeof s === 'object' ? s : {}) as Record<string, unknown>;
  const label = typeof o.mount_path === 'string' && o.mount_path ? o.mount_path : `#${index + 1}`;
  const driver = typeof o.driver === 'string' ? o.driver : '';
  const findings: StorageFinding[] = [];
  const report = { label, driver, findings };
  if (!driver) return findings.push({ kind: 'no-driver', key: 'driver' }), report;
  const entry = facts.history.items.drivers[driver];
  if (!entry) {
    const known = Object.keys(facts.history.items.drivers).filter((d) => presentIn(facts.history.items.drivers[d], release));
    return findings.push({ kind: 'unknown-driver', key: driver, suggestion: closest(driver, known) }), report;
  }
  const gone = absence(entry, release);
  if (gone && 'added' in gone) return findings.push({ kind: 'driver-not-yet', key: driver, added: gone.added }), report;
  let addition: unknown = o.addition ?? {};
  if (typeof addition === 'string') {
    const parsed = parseJson(addition || '{}');
    if (!parsed.ok) return findings.push({ kind: 'addition', key: 'addition', message: (parsed.finding as { message: string }).message }), report;
    addition = parsed.value;
  }
  if (jsonTypeOf(addition) !== 'object') return findings.push({ kind: 'not-object', key: 'addition', actual: jsonTypeOf(addition) }), report;
  const values = addition as Record<string, unknown>;
  const all = Object.keys(facts.history.items.driver_options).filter((k) => splitOption(k).driver === driver);
  const inRelease = all.filter((k) => presentIn(facts.history.items.driver_options[k], release)).map((k) => splitOption(k).option);
  for (const [name, value] of Object.entries(values)) {
    const optEntry = facts.history.items.driver_options[`${driver}.${name}`];
    if (!optEntry) {
      findings.push({ kind: 'unknown', key: name, suggestion: closest(name, inRelease) });
      continue;
    }
    const away = absence(optEntry, release);
    if (away && 'added' in away) findings.push({ kind: 'not-yet', key: name, added: away.added });
    else if (away) findings.push({ kind: 'removed', key: name, removed: away.removed });
    if (away) continue;
    const { type, choices } = optionAt(facts, driver, name, release);
    const expected = !type ? undefined : decodedAsDecimal.has(`${driver}.${name}`) ? 'number' : optionJsonType(type);
    if (expected && !fitsType(value, expected)) findings.push({ kind: 'type', key: name, expected, actual: jsonTypeOf(value) });
    else if (type === 'select' && choices?.length && typeof value === 'string' && value !== '' && !choices.includes(value)) findings.push({ kind: 'choice', key: name, value, choices });
  }
  for (const name of inRelease) {
    if (!optionAt(facts, driver, name, release).required) continue;
    if (!(name in values) || values[name] === '' || values[name] === null) findings.push({ kind: 'missing', key: name });
  }
  return report;
}

export function checkStorages(text: string, release: string, facts: StorageFacts): StorageCheckResult {
  checkRelease(facts.history, release);
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, finding: parsed.finding };
  const list = storagesOf(parsed.value);
  if (!list || list.length === 0) return { ok: false, finding: { kind: 'no-storages' } };
  return { ok: true, storages: list.map((s, i) => checkStorage(s, i, release, facts)) };
}
