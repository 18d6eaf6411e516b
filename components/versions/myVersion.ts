/**
 * The reader's AList release ("my version"), kept in localStorage so it holds across pages and visits. Unset (the
 * default), pages show the newest release only. Plain TypeScript, no React: the navbar selector, the marks and
 * the checkers read it.
 */
export const MY_VERSION_KEY = 'alist.myVersion';
/** Fired on window when the reader chooses or clears a release, so parts of the page already shown follow. */
export const MY_VERSION_EVENT = 'alist:myversion';

const RELEASE = /^v3\.\d+\.\d+$/;

export function readMyVersion(): string | null {
  try {
    const v = window.localStorage.getItem(MY_VERSION_KEY);
    return v && RELEASE.test(v) ? v : null;
  } catch {
    return null;
  }
}

export function writeMyVersion(v: string | null): void {
  try {
    if (v) window.localStorage.setItem(MY_VERSION_KEY, v);
    else window.localStorage.removeItem(MY_VERSION_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  window.dispatchEvent(new CustomEvent(MY_VERSION_EVENT, { detail: v }));
}
