/**
 * The cart as the server sees it (issue 30): the `cart` cookie, scoped to `/checkout`, carries each
 * line's product id and quantity, so the checkout is rendered with its lines, priced by the server,
 * and needs no script to show them. localStorage stays the cart's one truth; the page's script
 * writes this cookie from it (page-script.ts, `paintCart`). Not secret (ids and counts), so not
 * HttpOnly (the script writes it) and not Secure (plain-http development works too).
 */
export const CART_COOKIE = 'cart';
/** Where it is sent: the checkout's page only, not every request of the site. */
export const CART_COOKIE_PATH = '/checkout';
export const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export type CartLine = { id: string; quantity: number };

/** More lines than any real cart; a longer cookie is cut here, not read whole. */
export const CART_COOKIE_LINES = 50;
const MAX_QUANTITY = 9_999;
const LINE = /^([A-Za-z0-9_-]{1,64}):(\d{1,4})$/;

/** `id:quantity` pairs joined by `.`: every character is a cookie value's own, nothing to escape. */
export function cartCookieValue(lines: readonly CartLine[]): string {
  return lines
    .map((line) => `${line.id}:${Math.min(Math.trunc(line.quantity), MAX_QUANTITY)}`)
    .filter((pair) => LINE.test(pair) && !pair.endsWith(':0'))
    .slice(0, CART_COOKIE_LINES)
    .join('.');
}

/** The Set-Cookie text `document.cookie` takes for `lines`; none removes it (a past expiry). */
export function cartCookie(lines: readonly CartLine[]): string {
  const value = cartCookieValue(lines);
  const lifetime = value ? `Max-Age=${CART_COOKIE_MAX_AGE_S}` : 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  return `${CART_COOKIE}=${value}; Path=${CART_COOKIE_PATH}; ${lifetime}; SameSite=Lax`;
}

/**
 * The lines a cookie value names, in order; a malformed line is dropped, a repeated id counts
 * once (its first line), a quantity is 1 to 9,999. Anything else reads as no line.
 */
export function cartLinesOf(value: string | null | undefined): CartLine[] {
  const lines: CartLine[] = [];
  const seen = new Set<string>();
  for (const part of (value ?? '').split('.', CART_COOKIE_LINES)) {
    const match = LINE.exec(part);
    if (!match) continue;
    const [, id = '', digits = ''] = match;
    const quantity = Math.min(Number(digits), MAX_QUANTITY);
    if (quantity < 1 || seen.has(id)) continue;
    seen.add(id);
    lines.push({ id, quantity });
  }
  return lines;
}
