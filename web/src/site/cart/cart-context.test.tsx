import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { hydrateOver, serverHtml } from '../../hydration-test-utils';
import { CART_STORAGE_KEY, CartProvider, useCart } from './cart-context';

const product = {
  id: 'p1',
  name: 'Ebook',
  price: 800,
  currency: 'KES',
  image: null,
  category: '',
  description: '',
};

afterEach(() => window.localStorage.clear());

function Count() {
  return <p>{useCart().totalItems} items</p>;
}

describe('CartProvider', () => {
  it('throws when the cart is used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });

  it('loads from storage at start and saves every change', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ items: [{ ...product, quantity: 2 }], totalPrice: 1600, totalItems: 2 }),
    );
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    expect(result.current.totalItems).toBe(2);
    act(() => result.current.addItem({ ...product, id: 'p2', price: 100 }, 3));
    const saved = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(saved.totalItems).toBe(5);
    expect(saved.totalPrice).toBe(1900);
    act(() => result.current.clearCart());
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}').items).toEqual([]);
  });

  it('starts empty when storage holds junk', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    render(
      <CartProvider>
        <Count />
      </CartProvider>,
    );
    expect(screen.getByText('0 items')).toBeTruthy();
  });

  it('hydrates the empty server cart without a mismatch, then shows the stored cart and keeps it stored', async () => {
    const tree = (
      <CartProvider>
        <Count />
      </CartProvider>
    );
    const html = serverHtml(tree);
    const stored = JSON.stringify({ items: [{ ...product, quantity: 2 }], totalPrice: 1600, totalItems: 2 });
    window.localStorage.setItem(CART_STORAGE_KEY, stored);
    const setItem = vi.spyOn(window.localStorage, 'setItem');
    onTestFinished(() => setItem.mockRestore());

    const { container, errors } = await hydrateOver(html, tree);
    expect(errors.map(String)).toEqual([]);
    expect(container.textContent).toBe('2 items');
    // Never saved the empty placeholder over the stored cart.
    expect(setItem.mock.calls.filter(([, value]) => JSON.parse(value).totalItems === 0)).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}').totalItems).toBe(2);
  });
});
