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

/** `price`: a pay-what-you-want line's own price (major units), which the server could not know. */
export type CartLine = { id: string; quantity: number; price?: number };
/** What the cookie is written from: a stored cart line (only pay-what-you-want lines carry their price). */
type StoredLine = { id: string; quantity: number; price?: number; payWhatYouWant?: boolean };

/** More lines than any real cart; a longer cookie is cut here, not read whole. */
export const CART_COOKIE_LINES = 50;
const MAX_QUANTITY = 9_999;
/** Most cents a chosen price may be written with (KES 1,000,000.00). */
const MAX_CENTS = 100_000_000;
const LINE = /^([A-Za-z0-9_-]{1,64}):(\d{1,4})(?::(\d{1,9}))?$/;

/**
 * `id:quantity` pairs joined by `.`, a pay-what-you-want line's chosen price in cents after a third
 * `:`: every character is a cookie value's own, nothing to escape.
 */
export function cartCookieValue(lines: readonly StoredLine[]): string {
  return lines
    .map((line) => {
      const pair = `${line.id}:${Math.min(Math.trunc(line.quantity), MAX_QUANTITY)}`;
      const cents =
        line.payWhatYouWant && line.price !== undefined ? Math.round(line.price * 100) : undefined;
      return cents !== undefined && cents >= 0 && cents <= MAX_CENTS ? `${pair}:${cents}` : pair;
    })
    .filter((pair) => LINE.test(pair) && !/^[^:]+:0(?::|$)/.test(pair))
    .slice(0, CART_COOKIE_LINES)
    .join('.');
}

/** The Set-Cookie text `document.cookie` takes for `lines`; none removes it (a past expiry). */
export function cartCookie(lines: readonly StoredLine[]): string {
  const value = cartCookieValue(lines);
  const lifetime = value ? `Max-Age=${CART_COOKIE_MAX_AGE_S}` : 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  return `${CART_COOKIE}=${value}; Path=${CART_COOKIE_PATH}; ${lifetime}; SameSite=Lax`;
}

/**
 * The lines a cookie value names, in order; a malformed line is dropped, a repeated id counts
 * once (its first line), a quantity is 1 to 9,999, a chosen price at most 1,000,000. Anything else
 * reads as no line. (The price is shown, never trusted: checkout's server prices the order.)
 */
export function cartLinesOf(value: string | null | undefined): CartLine[] {
  const lines: CartLine[] = [];
  const seen = new Set<string>();
  for (const part of (value ?? '').split('.', CART_COOKIE_LINES)) {
    const match = LINE.exec(part);
    if (!match) continue;
    const [, id = '', digits = '', cents] = match;
    const quantity = Math.min(Number(digits), MAX_QUANTITY);
    if (quantity < 1 || seen.has(id)) continue;
    seen.add(id);
    const price = cents === undefined ? undefined : Math.min(Number(cents), MAX_CENTS) / 100;
    lines.push(price === undefined ? { id, quantity } : { id, quantity, price });
  }
  return lines;
}
