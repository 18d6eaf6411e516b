/**
 * The reader's AList release ("my version"), kept in localStorage so it holds across pages and visits. Unset (the
 * default), pages show the newest release only. Plain TypeScript, no React: the marks, the checkers and the search
 * dialog read it; only the picker (MyVersionUi.ts) writes it.
 */
import { MY_VERSION_EVENT, MY_VERSION_KEY, storedMyVersion } from './storedMyVersion';

export { MY_VERSION_EVENT, MY_VERSION_KEY };

const RELEASE = /^v3\.\d+\.\d+$/;

export function readMyVersion(): string | null {
  const v = storedMyVersion();
  return v && RELEASE.test(v) ? v : null;
}
