import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key of a tab group's remembered choice. */
export const tabStorageKey = (tabId: string) => `alist.tabs.${tabId}`;

const listeners = new Map<string, Set<() => void>>();

export function readTab(tabId: string): string | null {
  try {
    return window.localStorage.getItem(tabStorageKey(tabId));
  } catch {
    return null;
  }
}

/** Remembers a choice and tells every group with the same tabId on this page to follow it. */
export function writeTab(tabId: string, id: string): void {
  try {
    window.localStorage.setItem(tabStorageKey(tabId), id);
  } catch {
    // Private mode or storage full: the choice still applies to this page.
  }
  for (const listener of listeners.get(tabId) ?? []) listener();
}

function subscribe(tabId: string, listener: () => void): () => void {
  const set = listeners.get(tabId) ?? new Set();
  set.add(listener);
  listeners.set(tabId, set);
  // Other windows of the site: the storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === tabStorageKey(tabId)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered tab id of a group (null before hydration, without a tabId, or with no choice yet). */
export function useRememberedTab(tabId: string | undefined): [string | null, (id: string) => void] {
  const sub = useCallback((listener: () => void) => (tabId ? subscribe(tabId, listener) : () => {}), [tabId]);
  const value = useSyncExternalStore(sub, () => (tabId ? readTab(tabId) : null), () => null);
  const remember = useCallback((id: string) => tabId && writeTab(tabId, id), [tabId]);
  return [value, remember];
}
