/**
 * Copies the release history of the reference (../shared/reference/history.json, beside REFERENCE_DIR's folder)
 * into data/history/history.json, and writes data/history/config-types.json: the JSON type of every
 * configuration key any v3 release has (the v3.63.0 reference's Go types, plus the keys v3.20.0 removed, read
 * from internal/conf/config.go at v3.19.0). The site's version features read both at build time
 * (plugins/versionHistory.ts); tests/unit/versionHistory.test.ts checks the copy against the reference.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { referenceDir } from './referenceDir';

const out = path.resolve(import.meta.dirname, '..', 'data', 'history');
export const historySource = path.join(referenceDir, '..', 'history.json');

/** Go type of the keys v3.20.0 removed (struct Config and Scheme at v3.19.0); v3.63.0's reference lacks them. */
const REMOVED_KEY_TYPES: Record<string, string> = {
  address: 'string',
  port: 'int',
  https_port: 'int',
  'scheme.https': 'bool',
  'scheme.disable_http': 'bool',
};

const jsonType = (goType: string) => (goType === 'bool' ? 'boolean' : goType === 'int' ? 'integer' : goType === 'string' ? 'string' : goType === '[]string' ? 'string[]' : null);

if (process.argv[1] === import.meta.filename) {
  copyFileSync(historySource, path.join(out, 'history.json'));
  const keys = JSON.parse(readFileSync(path.join(referenceDir, 'config.json'), 'utf8')) as { key: string; go_type: string }[];
  const types: Record<string, string> = {};
  for (const { key, go_type } of [...keys, ...Object.entries(REMOVED_KEY_TYPES).map(([key, go_type]) => ({ key, go_type }))]) {
    const t = jsonType(go_type);
    if (!t) throw new Error(`sync-history: config key ${key} has Go type ${go_type}, which has no JSON type here`);
    types[key] = t;
  }
  const sorted = Object.fromEntries(Object.entries(types).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(out, 'config-types.json'), `${JSON.stringify(sorted, null, 1)}\n`);
  console.log(`data/history: history.json copied, ${Object.keys(sorted).length} configuration key types`);
}
