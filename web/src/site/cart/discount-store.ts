import { useSyncExternalStore } from 'react';
import { announceStored, keyListeners, storedText } from '../../lib/stored-change';
import { DISCOUNT_STORAGE_KEY } from './cart-key';

export { DISCOUNT_STORAGE_KEY };

const { subscribe, announce } = keyListeners(DISCOUNT_STORAGE_KEY);
/** Without storage (private mode) the page's code lives here. */
let unsaved: string | null | undefined;

function current(): string | null {
  if (unsaved !== undefined) return unsaved;
  const value = storedText(DISCOUNT_STORAGE_KEY)?.trim();
  return value ? value : null;
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
  announce();
  announceStored(DISCOUNT_STORAGE_KEY);
}

/** The applied code; none on the server (it has no storage). */
export function useDiscountCode(): string | null {
  return useSyncExternalStore(subscribe, current, () => null);
}
