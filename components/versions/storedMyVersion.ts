/**
 * Where the reader's "my version" is kept (localStorage), the event its change fires on window, and the raw stored
 * value. Part of every page's first download (theme/myVersionStart.ts checks it after hydration), so it holds
 * nothing else: readMyVersion (myVersion.ts) checks the value's form, the driver matrix only takes a release it lists.
 */
export const MY_VERSION_KEY = 'alist.myVersion';
/** Fired on window when the reader chooses or clears a release, so parts of the page already shown follow. */
export const MY_VERSION_EVENT = 'alist:myversion';

export function storedMyVersion(): string | null {
  try {
    return localStorage.getItem(MY_VERSION_KEY);
  } catch {
    return null; // No storage: nothing was chosen.
  }
}
