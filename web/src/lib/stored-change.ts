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
