/** Where the reader's "don't show again" decisions live: localStorage for good, sessionStorage for this visit. */
function storage(persistent: boolean): Storage | null {
  try {
    return persistent ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled: behave as if nothing was dismissed
  }
}

export function isDismissed(key: string, persistent: boolean): boolean {
  return storage(persistent)?.getItem(key) === '1';
}

export function dismiss(key: string, persistent: boolean): void {
  storage(persistent)?.setItem(key, '1');
}

export const noticeStorageKey = (noticeKey: string) => `alist-notice-seen:${noticeKey}`;
