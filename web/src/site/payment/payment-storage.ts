import { localStore } from '../shared/local-store';

/**
 * What checkout leaves in the browser for the return from the payment provider (public spec
 * section 3): the pendingOrder and currentOrder records, and the cart under the shop's key.
 */
export const PENDING_ORDER_KEY = 'pendingOrder';
export const CURRENT_ORDER_KEY = 'currentOrder';
/** The shop's cart key (web/src/site/cart/cart-key.ts). */
export const CART_STORAGE_KEY = 'wanjiru-kamau-shop-cart';

/** A stored JSON record, or null when absent or unreadable (it is only passed on, never trusted). */
export function readStoredRecord(key: string): unknown {
  const raw = localStore()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The pending order is removed once the return has been handled, whatever the outcome. */
export function clearPendingOrder(): void {
  localStore()?.removeItem(PENDING_ORDER_KEY);
}

/**
 * Empties the saved cart after a successful payment. The cart context, once merged, should clear
 * its own state here too: this only reaches what a fresh page load would read.
 */
export function clearStoredCart(): void {
  localStore()?.removeItem(CART_STORAGE_KEY);
}
