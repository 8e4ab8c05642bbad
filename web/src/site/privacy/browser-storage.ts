import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_S, THEME_STORAGE_KEY } from '../../components/theme/theme';
import { MOVE_STATE_KEY } from '../../islands/island-frame';
import { durationText } from '../../lib/durations';
import { CACHE_LIFETIME_MS, QUERY_CACHE_STORAGE_KEY } from '../../lib/query-client';
import { VISIT_IDLE_MS, VISIT_KEY } from '../../lib/visit';
import { VISITOR_ID_KEY, VOTES_KEY } from '../blog/comment-logic';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_S, CART_COOKIE_PATH } from '../cart/cart-cookie';
import { CART_STORAGE_KEY } from '../cart/cart-key';
import { CURRENT_ORDER_KEY, PENDING_ORDER_KEY } from '../payment/payment-storage';

/** One thing the site keeps in the visitor's browser, as the privacy page lists it. */
export type StoredItem = {
  name: string;
  kind: 'Cookie' | 'Local storage' | 'Session storage';
  holds: string;
  kept: string;
};

const UNTIL_CLEARED = 'until you clear it';

/**
 * Every cookie and stored key of the public site, named by the constants the code writes them
 * with (issue 31: the page cannot drift from them). `resumeCookie` is the server's (the shop's
 * download resume), given with its lifetime by `GET /api/privacy`.
 */
export function browserStorage(resume: { cookie: string; windowMs: number }): {
  cookies: StoredItem[];
  storage: StoredItem[];
} {
  return {
    cookies: [
      {
        name: THEME_COOKIE,
        kind: 'Cookie',
        holds: 'Your choice of light or dark theme, so that pages arrive in it.',
        kept: durationText(THEME_COOKIE_MAX_AGE_S * 1_000),
      },
      {
        name: CART_COOKIE,
        kind: 'Cookie',
        holds: `The products and quantities in your cart, sent only to the checkout page (${CART_COOKIE_PATH}) so that it can show them.`,
        kept: durationText(CART_COOKIE_MAX_AGE_S * 1_000),
      },
      {
        name: resume.cookie,
        kind: 'Cookie',
        holds:
          'Set when you start downloading a file you bought, so that only your browser can resume it if the connection breaks. Sent only to that download, and unreadable by scripts.',
        kept: durationText(resume.windowMs),
      },
    ],
    storage: [
      {
        name: THEME_STORAGE_KEY,
        kind: 'Local storage',
        holds: 'Your choice of light or dark theme.',
        kept: UNTIL_CLEARED,
      },
      { name: CART_STORAGE_KEY, kind: 'Local storage', holds: 'Your cart.', kept: UNTIL_CLEARED },
      {
        name: VISIT_KEY,
        kind: 'Local storage',
        holds:
          'The page your visit began on, the site you came from and the link’s campaign tags, sent with an order or a subscription.',
        kept: `until you clear it; replaced after ${durationText(VISIT_IDLE_MS)} without a page`,
      },
      {
        name: VISITOR_ID_KEY,
        kind: 'Local storage',
        holds: 'Your random comment identifier, once you comment or vote.',
        kept: UNTIL_CLEARED,
      },
      { name: VOTES_KEY, kind: 'Local storage', holds: 'Your votes on comments.', kept: UNTIL_CLEARED },
      {
        name: PENDING_ORDER_KEY,
        kind: 'Local storage',
        holds: 'The order you are paying for while you are on Pesapal’s pages.',
        kept: 'until you come back from paying',
      },
      {
        name: CURRENT_ORDER_KEY,
        kind: 'Local storage',
        holds: 'Your latest order with the contact details you gave at checkout, to show its receipt.',
        kept: UNTIL_CLEARED,
      },
      {
        name: QUERY_CACHE_STORAGE_KEY,
        kind: 'Local storage',
        holds: `A copy of the site’s public content (posts, products, settings), reused for ${durationText(CACHE_LIFETIME_MS)} to show pages faster.`,
        kept: UNTIL_CLEARED,
      },
      {
        name: MOVE_STATE_KEY,
        kind: 'Session storage',
        holds: 'A paid order’s details, carried from the payment page to the page with your downloads.',
        kept: 'until the next page reads it',
      },
    ],
  };
}
