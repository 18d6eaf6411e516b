import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file path of the AList repository at the documented release (a copy of the reference's files.txt,
 * kept in the repo so a clone without the steering folder still validates `sources`). check:facts keeps the
 * copy equal to the reference.
 */
export const sourceFileList = path.resolve(import.meta.dirname, '..', 'data', 'alist', 'files-v3.63.0.txt');

let known: Set<string> | undefined;

export function knownSourceFiles(): Set<string> {
  known ??= new Set(readFileSync(sourceFileList, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean));
  return known;
}
