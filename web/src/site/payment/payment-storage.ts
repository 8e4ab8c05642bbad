import { localStore } from '../shared/local-store';

/**
 * What checkout leaves in the browser for the return from the payment provider (public spec
 * section 3): the pendingOrder and currentOrder records (the cart is the cart store's, cart/cart-store.ts).
 */
export const PENDING_ORDER_KEY = 'pendingOrder';
export const CURRENT_ORDER_KEY = 'currentOrder';

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
