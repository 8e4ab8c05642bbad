import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { hydrateOver, serverHtml } from '../../hydration-test-utils';
import { STORED_EVENT } from '../../lib/stored-change';
import { CART_STORAGE_KEY, useCart } from './cart-store';

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

describe('the cart store', () => {
  it('is one cart for every root on the page, and a change is announced on window with its key', () => {
    const announced = vi.fn();
    const listener = (event: Event) => announced((event as CustomEvent<string>).detail);
    window.addEventListener(STORED_EVENT, listener);
    const first = renderHook(() => useCart());
    const second = renderHook(() => useCart());
    act(() => first.result.current.addItem(product, 2));
    expect(second.result.current.totalItems).toBe(2);
    expect(announced.mock.calls).toEqual([[CART_STORAGE_KEY]]);
    window.removeEventListener(STORED_EVENT, listener);
  });

  it('keeps no key for an empty cart (the page script wakes the header when the key is there)', () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.addItem(product, 1));
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toMatchObject({
      totalItems: 1,
    });
    act(() => result.current.removeItem(product.id));
    expect(result.current.totalItems).toBe(0);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('follows a change another tab made (a storage event)', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.totalItems).toBe(0);
    act(() => {
      window.localStorage.setItem(
        CART_STORAGE_KEY,
        JSON.stringify({ items: [{ ...product, quantity: 4 }], totalPrice: 3200, totalItems: 4 }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current.totalItems).toBe(4);
  });

  it('loads from storage at start and saves every change', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ items: [{ ...product, quantity: 2 }], totalPrice: 1600, totalItems: 2 }),
    );
    const { result } = renderHook(() => useCart());
    expect(result.current.totalItems).toBe(2);
    act(() => result.current.addItem({ ...product, id: 'p2', price: 100 }, 3));
    const saved = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(saved.totalItems).toBe(5);
    expect(saved.totalPrice).toBe(1900);
    act(() => result.current.clearCart());
    expect(result.current.totalItems).toBe(0);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('starts empty when storage holds junk', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    render(<Count />);
    expect(screen.getByText('0 items')).toBeTruthy();
  });

  it('hydrates the empty server cart without a mismatch, then shows the stored cart and keeps it stored', async () => {
    const tree = (
      <>
        <Count />
      </>
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
