/**
 * Writes data/api/since.ts, the first release of every /api route, from since.json of the reference
 * (../shared/reference/v3.63/, or REFERENCE_DIR). Run after moving to a new reference; check:facts then
 * compares the document's x-since with since.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { referenceDir } from './referenceDir';

const since = (JSON.parse(readFileSync(path.join(referenceDir, 'since.json'), 'utf8')) as { since: { api_routes: Record<string, string> } }).since.api_routes;
const entries = Object.entries(since)
  .filter(([key]) => key.split(' ')[1]?.startsWith('/api/'))
  .sort(([a], [b]) => a.localeCompare(b));
const body = entries.map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`).join('\n');
const out = `/** First release of each /api route ("METHOD /path"), from since.json of the reference; written by scripts/sync-api-since.ts. */\nexport const ROUTE_SINCE: Record<string, string> = {\n${body}\n};\n`;
writeFileSync(path.resolve(import.meta.dirname, '..', 'data', 'api', 'since.ts'), out);
console.log(`data/api/since.ts: ${entries.length} routes`);
