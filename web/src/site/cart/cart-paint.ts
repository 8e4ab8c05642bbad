import { counted } from '../../lib/counted';
import { onStoredChange, storedText } from '../../lib/stored-change';
import { cartCookie } from './cart-cookie';
import { CART_STORAGE_KEY } from './cart-key';
import { type Cart, cartFromStorage } from './cart-state';

/**
 * The cart's marks outside React (issue 30): the header's count and its button's name, and the
 * `cart` cookie the checkout is rendered from. The page's script (page-script.ts) paints them from
 * storage as the page starts and again whenever the cart changes here or in another tab, so a
 * visitor with a cart sees its count on every page without the header's island waking (that
 * would fetch and run React on every page load).
 *
 * - The count: `<html data-cart-count>` and `--cart-count` (a CSS string), which the badge in the
 *   header's cart button shows (styles.css: `[data-cart-badge]`). `<html>` is no island's, so no
 *   hydration ever compares it.
 * - The name: the button is labelled by `#site-cart-label` (`CART_LABEL_ID`), a hidden element of
 *   the site's frame, outside the header's island, which this writes: 'Open cart (3 items)'.
 */
export const CART_LABEL_ID = 'site-cart-label';

/** The cart button's accessible name. */
export const cartLabel = (count: number): string =>
  count > 0 ? `Open cart (${counted(count, 'item')})` : 'Open cart';

/** What the badge shows: the count, 99+ past 99. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/** The cart storage holds now (an empty one for nothing, or for what cannot be read). */
export function storedCart(): Cart {
  const raw = storedText(CART_STORAGE_KEY);
  try {
    return cartFromStorage(raw ? JSON.parse(raw) : null);
  } catch {
    return cartFromStorage(null);
  }
}

/** Paints the count and the name, and writes the cookie, from the stored cart. */
export function paintCart(doc: Document = document): void {
  const cart = storedCart();
  const count = cart.totalItems;
  const root = doc.documentElement;
  if (count > 0) {
    root.dataset.cartCount = String(count);
    root.style.setProperty('--cart-count', JSON.stringify(badgeText(count)));
  } else {
    delete root.dataset.cartCount;
    root.style.removeProperty('--cart-count');
  }
  const label = doc.getElementById(CART_LABEL_ID);
  if (label) label.textContent = cartLabel(count);
  doc.cookie = cartCookie(cart.items);
}

/** Paints now and after every change of the cart, in this page or another tab. */
export function keepCartPainted(): void {
  paintCart();
  onStoredChange((key) => {
    if (key === CART_STORAGE_KEY || key === null) paintCart();
  });
}
