import { useLoaderData } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { Island } from '../../islands/island';
import { CART_STORAGE_KEY, DISCOUNT_STORAGE_KEY } from '../cart/cart-key';
import type { CheckoutData } from '../route-loaders';

/**
 * `/checkout` as the server renders it: the checkout's island with the cart its loader priced from
 * the `cart` cookie (route-loaders.ts, `checkoutLoader`). The island wakes at the visitor's first
 * touch (a field's focus, a press: both are handed over), or when the stored cart changes. Without
 * a cart the server could read, a stored cart is shown by waking as the page loads (a cart stored
 * before its cookie existed); with none, the empty cart is the server's HTML and nothing wakes. A
 * stored discount code wakes it too: only the browser knows it, and its total is the server's preview.
 */
export function CheckoutPage() {
  const cart = (useLoaderData() as CheckoutData | undefined)?.cart ?? null;
  return (
    <>
      <PageTitle />
      <Island
        name="checkout-page"
        wake="interaction"
        props={{ cart }}
        // A stored discount code is the visitor's own (the server cannot price it): the island wakes
        // to show it.
        {...(cart
          ? { wakeWhenWritten: CART_STORAGE_KEY, wakeWhenStored: DISCOUNT_STORAGE_KEY }
          : { wakeWhenStored: CART_STORAGE_KEY })}
      />
    </>
  );
}
