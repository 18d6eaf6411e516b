/**
 * Shared by the build's caches (plugins/engine/pageIndexCache, plugins/delivery/search, plugins/delivery/openapiFiles.ts): where they
 * keep their files, how they read and write them, and a digest of the code whose results they keep.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';

const SPECIFIER = /\b(?:from|import)\s*['"]([^'"\n]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The caches' folder: node_modules/.cache is where build tools keep theirs, and a clean install starts empty. */
export const buildCacheDir = () => path.resolve('node_modules', '.cache', 'alist-docs');

/** What a cache file holds, or undefined when there is none or it cannot be read (the caller then starts afresh). */
export function readCacheFile(file: string): unknown {
  try {
    return deserialize(readFileSync(file));
  } catch {
    return undefined;
  }
}

/**
 * Writes a value (structured-clone serialization, node:v8) to a cache file whole, then renames it: a build
 * stopped halfway leaves the old file, not half a new one.
 */
export function writeCacheFile(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, serialize(value));
  renameSync(`${file}.tmp`, file);
}

/** The installed version of a package, read from node_modules beside `from` or above it. */
function packageVersion(name: string, from: string): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version as string;
    if (path.dirname(dir) === dir) return 'not installed';
  }
}

/**
 * A digest of a module's source and of every module it imports: local imports (./, ../) are followed and
 * hashed by content, packages by name and installed version. A change anywhere in that code gives another digest.
 */
export function sourceDigest(entry: string): string {
  const hash = createHash('sha256');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    hash.update(`${path.basename(file)}\0${code}\0`);
    for (const [, specifier] of code.matchAll(SPECIFIER)) {
      if (specifier.startsWith('.')) {
        const base = path.resolve(path.dirname(file), specifier);
        const found = EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
        if (!found) throw new Error(`sourceDigest: cannot find "${specifier}", imported by ${file}`);
        visit(found);
      } else if (!specifier.startsWith('node:')) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
        hash.update(`${name}@${packageVersion(name, file)}\0`);
      }
    }
  };
  visit(path.resolve(entry));
  return hash.digest('hex');
}
