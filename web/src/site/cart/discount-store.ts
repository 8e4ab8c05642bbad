import { useSyncExternalStore } from 'react';
import { announceStored, storedText } from '../../lib/stored-change';
import { DISCOUNT_STORAGE_KEY } from './cart-key';

export { DISCOUNT_STORAGE_KEY };

const listeners = new Set<() => void>();
/** Without storage (private mode) the page's code lives here. */
let unsaved: string | null | undefined;

function current(): string | null {
  if (unsaved !== undefined) return unsaved;
  const value = storedText(DISCOUNT_STORAGE_KEY)?.trim();
  return value ? value : null;
}

function onStorage(event: StorageEvent): void {
  if (event.key === DISCOUNT_STORAGE_KEY || event.key === null) for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * Keeps (or with null forgets) the applied code. The cart drawer and checkout are separate islands
 * of one page: each hears the change and prices the cart again.
 */
export function storeDiscountCode(code: string | null): void {
  try {
    if (code) window.localStorage.setItem(DISCOUNT_STORAGE_KEY, code);
    else window.localStorage.removeItem(DISCOUNT_STORAGE_KEY);
    unsaved = undefined;
  } catch {
    unsaved = code;
  }
  for (const listener of listeners) listener();
  announceStored(DISCOUNT_STORAGE_KEY);
}

/** The applied code; none on the server (it has no storage). */
export function useDiscountCode(): string | null {
  return useSyncExternalStore(subscribe, current, () => null);
}
