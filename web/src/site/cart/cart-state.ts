import type { Product } from '../../api/shop';
import { fromCents, lineCents, parseAmount, toCents } from '../../lib/money';

/** Spec section 3: a cart line and the cart. */
export type CartItem = {
  id: string;
  name: string;
  price: number;
  currency: string;
  image: string | null;
  category: string;
  description: string;
  quantity: number;
  /** A pay-what-you-want product: `price` is the buyer's own, sent with the order. */
  payWhatYouWant?: boolean;
};

export type Cart = { items: CartItem[]; totalPrice: number; totalItems: number };

/** What a product page or card hands to the cart (the quantity is the cart's business). */
export type CartProduct = Omit<CartItem, 'quantity'>;

/** A product as a cart line shows it. */
export const toCartProduct = (product: Product): CartProduct => ({
  id: product.id,
  name: product.name,
  price: product.price,
  currency: product.currency,
  image: product.image,
  category: product.category,
  description: product.description,
  ...(product.pay_what_you_want ? { payWhatYouWant: true } : {}),
});

export type CartAction =
  | { type: 'add'; product: CartProduct; quantity?: number }
  | { type: 'remove'; id: string }
  | { type: 'update'; id: string; quantity: number }
  | { type: 'clear' }
  | { type: 'load'; cart: unknown };

export const EMPTY_CART: Cart = { items: [], totalPrice: 0, totalItems: 0 };

/** Totals from the lines, added in cents; neither goes below 0. */
export function withTotals(items: CartItem[]): Cart {
  const cents = items.reduce((sum, item) => sum + lineCents(item.price, item.quantity), 0);
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return { items, totalPrice: Math.max(0, fromCents(cents)), totalItems: Math.max(0, count) };
}

/** Spec: stored totals are kept unless they drift from the item sums by more than one cent. */
export function reconcileTotals(cart: Cart): Cart {
  const fresh = withTotals(cart.items);
  const drift = Math.abs(toCents(cart.totalPrice) - toCents(fresh.totalPrice));
  if (drift > 1 || cart.totalItems !== fresh.totalItems) return fresh;
  return { ...fresh, totalPrice: cart.totalPrice };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored line, when it still makes sense (old or hand-edited storage is dropped line by line). */
function toItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'number' ? String(value.id) : text(value.id);
  const quantity = Math.trunc(Number(value.quantity));
  if (!id || !Number.isFinite(quantity) || quantity < 1) return null;
  return {
    id,
    name: text(value.name) || text(value.title),
    price: parseAmount(value.price),
    currency: text(value.currency) || 'KES',
    image: text(value.image) || null,
    category: text(value.category),
    description: text(value.description),
    quantity,
    ...(value.payWhatYouWant === true ? { payWhatYouWant: true } : {}),
  };
}

/** Reads whatever localStorage held into a cart; anything unreadable is an empty cart. */
export function cartFromStorage(value: unknown): Cart {
  if (!isRecord(value) || !Array.isArray(value.items)) return EMPTY_CART;
  const items = value.items.map(toItem).filter((item): item is CartItem => item !== null);
  return reconcileTotals({
    items,
    totalPrice: parseAmount(value.totalPrice),
    totalItems: Math.trunc(Number(value.totalItems)) || 0,
  });
}

/** Spec section 4's cart actions, as a pure function. */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add': {
      const quantity = Math.trunc(action.quantity ?? 1);
      if (!Number.isFinite(quantity) || quantity < 1) return cart;
      const exists = cart.items.some((item) => item.id === action.product.id);
      const items = exists
        ? cart.items.map((item) =>
            item.id === action.product.id
              ? {
                  ...item,
                  quantity: item.quantity + quantity,
                  // A pay-what-you-want line takes the price the buyer chose last.
                  ...(item.payWhatYouWant ? { price: parseAmount(action.product.price) } : {}),
                }
              : item,
          )
        : [...cart.items, { ...action.product, price: parseAmount(action.product.price), quantity }];
      return withTotals(items);
    }
    case 'remove':
      return withTotals(cart.items.filter((item) => item.id !== action.id));
    case 'update': {
      const quantity = Math.trunc(action.quantity);
      // Spec: 0 removes the line; a negative quantity is ignored.
      if (!Number.isFinite(quantity) || quantity < 0) return cart;
      if (quantity === 0) return withTotals(cart.items.filter((item) => item.id !== action.id));
      return withTotals(cart.items.map((item) => (item.id === action.id ? { ...item, quantity } : item)));
    }
    case 'clear':
      return EMPTY_CART;
    case 'load': {
      // Most visitors have no cart: keeping the very same (empty) state spares every reader of
      // the cart a render right after the page hydrates.
      const loaded = cartFromStorage(action.cart);
      return loaded.items.length === 0 && cart.items.length === 0 ? cart : loaded;
    }
  }
}
