import { useSyncExternalStore } from 'react';
import { announceStored, keyListeners, storedText } from '../../lib/stored-change';
import { CART_STORAGE_KEY } from './cart-key';
import { type Cart, type CartAction, type CartProduct, cartReducer, EMPTY_CART } from './cart-state';
import { storeDiscountCode } from './discount-store';

export { CART_STORAGE_KEY };

export type CartApi = Cart & {
  addItem: (product: CartProduct, quantity?: number) => void;
  removeItem: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clearCart: () => void;
};

/**
 * The public site's cart: one per page, shared by the page's islands (the header's count, a
 * product's buy buttons, checkout are separate React roots, issue 30), kept in localStorage while
 * it holds a line (an empty cart is no key). A change is announced (lib/stored-change.ts): the
 * page's script then paints the header's count and writes the checkout's cookie (cart-paint.ts);
 * a change in another tab arrives as a `storage` event.
 */
const { subscribe, announce } = keyListeners(CART_STORAGE_KEY);

/** The cart as last read, and the stored text it was read from: storage is the one truth. */
let read: { raw: string | null; cart: Cart } | undefined;
/** Without storage (private mode, a full quota) the page's cart lives here. */
let unsaved: Cart | undefined;

function parsed(raw: string | null): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** The cart now: the same object while storage holds the same text (useSyncExternalStore's snapshot). */
function current(): Cart {
  if (unsaved) return unsaved;
  const raw = storedText(CART_STORAGE_KEY);
  if (read?.raw !== raw) read = { raw, cart: cartReducer(EMPTY_CART, { type: 'load', cart: parsed(raw) }) };
  return read.cart;
}

function dispatch(action: CartAction): void {
  const cart = cartReducer(current(), action);
  const raw = cart.items.length > 0 ? JSON.stringify(cart) : null;
  try {
    if (raw === null) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, raw);
    read = { raw, cart };
    unsaved = undefined;
  } catch {
    // Private mode or a full storage: the cart still works for this page.
    unsaved = cart;
  }
  announce();
  announceStored(CART_STORAGE_KEY);
}

/**
 * Empties the cart (a paid order's lines) and forgets its discount code (the order used it): the
 * header and every other island showing it follow.
 */
export function emptyCart(): void {
  dispatch({ type: 'clear' });
  storeDiscountCode(null);
}

const actions = {
  addItem: (product: CartProduct, quantity?: number) => dispatch({ type: 'add', product, quantity }),
  removeItem: (id: string) => dispatch({ type: 'remove', id }),
  updateQuantity: (id: string, quantity: number) => dispatch({ type: 'update', id, quantity }),
  clearCart: () => dispatch({ type: 'clear' }),
};

const apis = new WeakMap<Cart, CartApi>();
const apiOf = (snapshot: Cart): CartApi => {
  let api = apis.get(snapshot);
  if (!api) {
    api = { ...snapshot, ...actions };
    apis.set(snapshot, api);
  }
  return api;
};

/**
 * The cart. The server has no storage: its HTML, and the browser's hydration, show `serverCart`
 * (the checkout's, priced from the `cart` cookie: cart-cookie.ts) or an empty cart; the stored one
 * follows at once (useSyncExternalStore's server snapshot).
 */
export function useCart(serverCart: Cart = EMPTY_CART): CartApi {
  return apiOf(useSyncExternalStore(subscribe, current, () => serverCart));
}
