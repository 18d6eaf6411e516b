/**
 * Writes tests/contract/alist-web-3.62.0.json: the API requests of the official web frontend (alist-web 3.62.0, the
 * one AList v3.63.0 bundles) as facts — method, path, query/header/body field names, the response fields its types
 * declare, and file:line — for the contract test (tests/unit/webContract.test.ts). CI never runs this: it needs a
 * checkout of the frontend, given as the argument (its src folder or the repository root).
 *
 *   npm run extract:web-contract -- /path/to/alist-web
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { declarations, requestsOf, type WebRequest } from './webContract';

export const FACTS_PATH = path.resolve(import.meta.dirname, '..', 'tests', 'contract', 'alist-web-3.62.0.json');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const arg = process.argv[2];
if (!arg) {
  console.error('usage: npm run extract:web-contract -- <alist-web checkout or its src folder>');
  process.exit(2);
}
const src = existsSync(path.join(arg, 'src', 'utils', 'request.ts')) ? path.join(arg, 'src') : arg;
if (!existsSync(path.join(src, 'utils', 'request.ts'))) {
  console.error(`${arg}: no src/utils/request.ts here; give the alist-web checkout (or its src folder)`);
  process.exit(2);
}
const files = sources(src).sort();
const texts = new Map(files.map((f) => [path.relative(src, f).split(path.sep).join('/'), readFileSync(f, 'utf8')]));
const decls = new Map<string, string>();
for (const text of texts.values()) declarations(text, decls);
const requests: WebRequest[] = [...texts].flatMap(([file, text]) => requestsOf(`src/${file}`, text, decls));
writeFileSync(FACTS_PATH, `${JSON.stringify({ source: 'alist-web 3.62.0 (bundled by AList v3.63.0), src/', requests }, null, 1)}\n`);
console.log(`wrote ${requests.length} requests from ${files.length} files to ${path.relative(process.cwd(), FACTS_PATH)}`);
