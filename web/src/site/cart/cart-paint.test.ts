import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announceStored } from '../../lib/stored-change';
import { cartLine } from '../site-test-utils';
import { cartCookie, cartLinesOf } from './cart-cookie';
import { CART_STORAGE_KEY } from './cart-key';
import { CART_LABEL_ID, keepCartPainted, paintCart } from './cart-paint';

const root = document.documentElement;

/** What the checkout's page would be sent: the cookie is scoped to /checkout, so read it there. */
function checkoutCookie(): string | null {
  const before = window.location.pathname;
  window.history.replaceState(null, '', '/checkout');
  const value = /(?:^|; )cart=([^;]*)/.exec(document.cookie)?.[1] ?? null;
  window.history.replaceState(null, '', before);
  return value;
}

function store(items: ReturnType<typeof cartLine>[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items, totalPrice: 0, totalItems: 0 }));
}

beforeEach(() => {
  document.body.innerHTML = `<span id="${CART_LABEL_ID}" hidden>Open cart</span><span data-cart-badge></span>`;
});

afterEach(() => {
  localStorage.clear();
  paintCart();
  document.body.innerHTML = '';
});

describe("the cart's marks outside React", () => {
  it('paints the count, the button name and the checkout cookie from the stored cart', () => {
    store([cartLine('p1', 'Planner', 1500, 2), cartLine('p-2', 'Ebook', 200, 1)]);
    paintCart();
    expect(root.dataset.cartCount).toBe('3');
    expect(root.style.getPropertyValue('--cart-count')).toBe('"3"');
    expect(document.getElementById(CART_LABEL_ID)?.textContent).toBe('Open cart (3 items)');
    expect(checkoutCookie()).toBe('p1:2.p-2:1');
    // Only the checkout is sent it: not the page the visitor is on.
    expect(document.cookie).not.toContain('cart=');
  });

  it('shows 99+ past 99, and one item in the singular', () => {
    store([cartLine('p1', 'Planner', 1, 120)]);
    paintCart();
    expect(root.style.getPropertyValue('--cart-count')).toBe('"99+"');
    expect(document.getElementById(CART_LABEL_ID)?.textContent).toBe('Open cart (120 items)');
    store([cartLine('p1', 'Planner', 1, 1)]);
    paintCart();
    expect(document.getElementById(CART_LABEL_ID)?.textContent).toBe('Open cart (1 item)');
  });

  it('repaints when the cart changes here or in another tab, and clears all for an empty cart', () => {
    keepCartPainted();
    expect(root.dataset.cartCount).toBeUndefined();
    store([cartLine('p1', 'Planner', 1500, 1)]);
    announceStored(CART_STORAGE_KEY);
    expect(root.dataset.cartCount).toBe('1');
    expect(checkoutCookie()).toBe('p1:1');
    localStorage.removeItem(CART_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(root.dataset.cartCount).toBeUndefined();
    expect(root.style.getPropertyValue('--cart-count')).toBe('');
    expect(document.getElementById(CART_LABEL_ID)?.textContent).toBe('Open cart');
    expect(checkoutCookie()).toBeNull();
  });

  it('reads unreadable storage as an empty cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    paintCart();
    expect(root.dataset.cartCount).toBeUndefined();
    expect(checkoutCookie()).toBeNull();
  });
});

describe("the cart's cookie", () => {
  it('names each line by id and quantity, scoped to the checkout for 30 days', () => {
    expect(cartCookie([{ id: 'a1', quantity: 2 }])).toBe(
      'cart=a1:2; Path=/checkout; Max-Age=2592000; SameSite=Lax',
    );
    expect(cartCookie([])).toBe('cart=; Path=/checkout; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax');
  });

  it('reads back only well-formed lines: each id once, quantities 1 to 9,999, at most 50', () => {
    expect(cartLinesOf('a1:2.b-2:1')).toEqual([
      { id: 'a1', quantity: 2 },
      { id: 'b-2', quantity: 1 },
    ]);
    expect(cartLinesOf('a1:2.a1:5.x:0.y:-1.<z>:1.w:12345.v:9999.:3')).toEqual([
      { id: 'a1', quantity: 2 },
      { id: 'v', quantity: 9999 },
    ]);
    expect(cartLinesOf(null)).toEqual([]);
    expect(cartLinesOf('%00\u0000:1')).toEqual([]);
    const many = Array.from({ length: 80 }, (_, index) => `p${index}:1`).join('.');
    expect(cartLinesOf(many)).toHaveLength(50);
  });

  it("carries a pay-what-you-want line's chosen price in cents, and no other line's", () => {
    expect(
      cartCookie([
        { id: 'a1', quantity: 2, price: 750.5, payWhatYouWant: true },
        { id: 'b2', quantity: 1, price: 1500 },
        { id: 'c3', quantity: 1, price: 2_000_000, payWhatYouWant: true },
      ]),
    ).toBe('cart=a1:2:75050.b2:1.c3:1; Path=/checkout; Max-Age=2592000; SameSite=Lax');
    expect(cartLinesOf('a1:2:75050.b2:1.c3:1:1234567890')).toEqual([
      { id: 'a1', quantity: 2, price: 750.5 },
      { id: 'b2', quantity: 1 },
    ]);
  });
});
