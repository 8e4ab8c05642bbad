/**
 * A change to a localStorage key, heard by the page's script (page-script.ts) as well as by React:
 * the browser's `storage` event reaches other tabs only, so the page's own code announces what it
 * writes on `window` as `site:stored`, its detail the key.
 */
export const STORED_EVENT = 'site:stored';

/** Says that this page wrote (or removed) `key`. */
export function announceStored(key: string): void {
  window.dispatchEvent(new CustomEvent<string>(STORED_EVENT, { detail: key }));
}

/** Calls `heard` with the key written in this page or another tab (null: another tab cleared storage). */
export function onStoredChange(heard: (key: string | null) => void): void {
  window.addEventListener(STORED_EVENT, (event) => heard((event as CustomEvent<string>).detail));
  window.addEventListener('storage', (event) => heard(event.key));
}

/**
 * What storage holds at `key`; null when nothing, or when storage is refused (private mode). Its
 * own guard, not site/shared/local-store's: this module is in every page's first load, and a module
 * shared with the islands would be one more chunk there (local-store.ts says the same).
 */
export function storedText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The listeners of one key for `useSyncExternalStore`: `announce` after this page writes it; a
 * write in another tab (or another tab clearing storage) calls them too. The `storage` listener
 * is on the window only while someone listens.
 */
export function keyListeners(key: string) {
  const listeners = new Set<() => void>();
  const announce = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) announce();
  };
  return {
    announce,
    subscribe(listener: () => void): () => void {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
