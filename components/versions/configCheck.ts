/**
 * Checks a config.json against the keys of one AList release: keys no release has (with the closest known key),
 * keys the release does not have yet or no longer has, values of the wrong JSON type and values outside a key's
 * choices. What AList does with each (from internal/bootstrap/config.go): it loads the file over its defaults
 * with a JSON decoder, so an unknown key is ignored and then dropped when it writes the file back, and a value of
 * the wrong type stops the start with "load config error".
 */
import { absence, checkRelease, type History } from './history';
import { closest } from './closest';

/** Values a key accepts, where the source checks them: internal/bootstrap/db.go stops with "not supported database type" otherwise. */
export const CONFIG_CHOICES: Record<string, string[]> = { 'database.type': ['sqlite3', 'mysql', 'postgres'] };

export type ValueType = 'string' | 'integer' | 'boolean' | 'string[]' | 'number' | 'object';

export type Finding =
  | { kind: 'parse'; message: string }
  | { kind: 'not-object'; key: string; actual: string }
  | { kind: 'unknown'; key: string; suggestion?: string }
  | { kind: 'not-yet'; key: string; added: string }
  | { kind: 'removed'; key: string; removed: string }
  | { kind: 'type'; key: string; expected: ValueType; actual: string }
  | { kind: 'choice'; key: string; value: string; choices: string[] }
  | { kind: 'missing'; key: string };

/** The JSON type of a value, as the findings name it. */
export function jsonTypeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** Whether a value decodes into a field of this type (null leaves a Go field as it is, so it passes). */
export function fitsType(v: unknown, expected: ValueType): boolean {
  if (v === null) return true;
  switch (expected) {
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    case 'string[]':
      return Array.isArray(v) && v.every((x) => typeof x === 'string');
    case 'object':
      return typeof v === 'object' && !Array.isArray(v);
  }
}

/** JSON text → value, or a parse finding with the parser's message. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; finding: Finding } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, finding: { kind: 'parse', message: (error as Error).message } };
  }
}

export interface ConfigFacts {
  history: History;
  /** JSON type of every key any release has (data/history/config-types.json). */
  configTypes: Record<string, string>;
}

export function checkConfig(text: string, release: string, facts: ConfigFacts): Finding[] {
  checkRelease(facts.history, release);
  const parsed = parseJson(text);
  if (!parsed.ok) return [parsed.finding];
  if (jsonTypeOf(parsed.value) !== 'object') return [{ kind: 'not-object', key: '', actual: jsonTypeOf(parsed.value) }];
  const entries = facts.history.items.config;
  const known = Object.keys(entries);
  const inRelease = known.filter((k) => !absence(entries[k], release));
  const isSection = (path: string) => known.some((k) => k.startsWith(`${path}.`));
  const findings: Finding[] = [];
  const walk = (obj: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${name}` : name;
      const entry = entries[key];
      if (entry) {
        const gone = absence(entry, release);
        if (gone && 'added' in gone) findings.push({ kind: 'not-yet', key, added: gone.added });
        else if (gone) findings.push({ kind: 'removed', key, removed: gone.removed });
        const expected = facts.configTypes[key] as ValueType | undefined;
        if (expected && !fitsType(value, expected)) findings.push({ kind: 'type', key, expected, actual: jsonTypeOf(value) });
        else if (CONFIG_CHOICES[key] && typeof value === 'string' && !CONFIG_CHOICES[key].includes(value)) findings.push({ kind: 'choice', key, value, choices: CONFIG_CHOICES[key] });
      } else if (isSection(key)) {
        if (jsonTypeOf(value) === 'object') walk(value as Record<string, unknown>, key);
        else if (value !== null) findings.push({ kind: 'type', key, expected: 'object', actual: jsonTypeOf(value) });
      } else {
        // A typo is most likely a neighbour in the same section; else any key of the release.
        const siblings = inRelease.filter((k) => k.startsWith(prefix ? `${prefix}.` : '') && !k.slice(prefix ? prefix.length + 1 : 0).includes('.'));
        const suggestion = closest(key, siblings) ?? closest(key, inRelease);
        findings.push({ kind: 'unknown', key, suggestion });
      }
    }
  };
  walk(parsed.value as Record<string, unknown>, '');
  return findings;
}
