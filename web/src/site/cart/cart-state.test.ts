import { describe, expect, it } from 'vitest';
import {
  type Cart,
  type CartProduct,
  cartFromStorage,
  cartReducer,
  EMPTY_CART,
  reconcileTotals,
  withTotals,
} from './cart-state';

const product = (overrides: Partial<CartProduct> = {}): CartProduct => ({
  id: 'p1',
  name: 'Budget template',
  price: 1500,
  currency: 'KES',
  image: null,
  category: 'Templates',
  description: 'A spreadsheet',
  ...overrides,
});

const add = (cart: Cart, p: CartProduct, quantity?: number) =>
  cartReducer(cart, { type: 'add', product: p, quantity });

describe('cartReducer add', () => {
  it('adds a new product with quantity 1', () => {
    const cart = add(EMPTY_CART, product());
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(1);
    expect(cart.totalItems).toBe(1);
    expect(cart.totalPrice).toBe(1500);
  });

  it('increments the quantity when the id is already there', () => {
    const cart = add(add(EMPTY_CART, product()), product());
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(2);
    expect(cart.totalPrice).toBe(3000);
  });

  it('adds a given quantity (Buy Now) and ignores a quantity below 1', () => {
    const cart = add(EMPTY_CART, product(), 3);
    expect(cart.items[0]?.quantity).toBe(3);
    expect(cart.totalItems).toBe(3);
    expect(add(cart, product(), 0)).toBe(cart);
    expect(add(cart, product(), -2)).toBe(cart);
  });

  it('sums prices in cents', () => {
    let cart = add(EMPTY_CART, product({ id: 'a', price: 0.1 }));
    cart = add(cart, product({ id: 'b', price: 0.2 }));
    expect(cart.totalPrice).toBe(0.3);
    cart = add(EMPTY_CART, product({ price: 19.99 }), 3);
    expect(cart.totalPrice).toBe(59.97);
  });
});

describe('cartReducer remove, update and clear', () => {
  const two = add(add(EMPTY_CART, product()), product({ id: 'p2', price: 250 }), 2);

  it('removes a line and recomputes totals', () => {
    const cart = cartReducer(two, { type: 'remove', id: 'p1' });
    expect(cart.items.map((item) => item.id)).toEqual(['p2']);
    expect(cart.totalPrice).toBe(500);
    expect(cart.totalItems).toBe(2);
  });

  it('updates a quantity', () => {
    const cart = cartReducer(two, { type: 'update', id: 'p2', quantity: 5 });
    expect(cart.items[1]?.quantity).toBe(5);
    expect(cart.totalPrice).toBe(1500 + 1250);
    expect(cart.totalItems).toBe(6);
  });

  it('removes the line when the quantity becomes 0', () => {
    const cart = cartReducer(two, { type: 'update', id: 'p1', quantity: 0 });
    expect(cart.items.map((item) => item.id)).toEqual(['p2']);
  });

  it('ignores a negative quantity', () => {
    expect(cartReducer(two, { type: 'update', id: 'p1', quantity: -1 })).toBe(two);
  });

  it('clears everything', () => {
    expect(cartReducer(two, { type: 'clear' })).toEqual({ items: [], totalPrice: 0, totalItems: 0 });
  });
});

describe('loading from storage', () => {
  it('keeps valid lines and drops broken ones', () => {
    const cart = cartReducer(EMPTY_CART, {
      type: 'load',
      cart: {
        items: [
          { ...product(), quantity: 2 },
          { id: '', quantity: 1 },
          { id: 'x', quantity: 0 },
          'junk',
          { id: 7, title: 'Old title', price: '99.5', quantity: 1 },
        ],
        totalPrice: 3099.5,
        totalItems: 3,
      },
    });
    expect(cart.items.map((item) => item.id)).toEqual(['p1', '7']);
    expect(cart.items[1]?.name).toBe('Old title');
    expect(cart.items[1]?.price).toBe(99.5);
    expect(cart.totalPrice).toBe(3099.5);
    expect(cart.totalItems).toBe(3);
  });

  it('keeps the very same empty cart when storage holds none, so no reader renders again', () => {
    const empty = cartReducer(EMPTY_CART, { type: 'clear' });
    expect(cartReducer(empty, { type: 'load', cart: null })).toBe(empty);
    expect(cartReducer(empty, { type: 'load', cart: { items: [] } })).toBe(empty);
    expect(cartReducer(empty, { type: 'load', cart: { items: [{ ...product(), quantity: 1 }] } })).not.toBe(
      empty,
    );
  });

  it('gives an empty cart for anything unreadable', () => {
    expect(cartFromStorage(null)).toEqual(EMPTY_CART);
    expect(cartFromStorage('x')).toEqual(EMPTY_CART);
    expect(cartFromStorage({ items: 'nope' })).toEqual(EMPTY_CART);
  });
});

describe('reconcileTotals', () => {
  const items = [{ ...product({ price: 10 }), quantity: 2 }];

  it('keeps a stored total within one cent', () => {
    expect(reconcileTotals({ items, totalPrice: 20.01, totalItems: 2 }).totalPrice).toBe(20.01);
  });

  it('corrects a total that drifted by more than one cent', () => {
    expect(reconcileTotals({ items, totalPrice: 20.02, totalItems: 2 }).totalPrice).toBe(20);
    expect(reconcileTotals({ items, totalPrice: -5, totalItems: 2 }).totalPrice).toBe(20);
  });

  it('corrects a wrong item count', () => {
    expect(reconcileTotals({ items, totalPrice: 20, totalItems: 9 }).totalItems).toBe(2);
  });

  it('never gives totals below 0', () => {
    expect(withTotals([])).toEqual(EMPTY_CART);
  });
});
