import { useLoaderData } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { Island } from '../../islands/island';
import { CART_STORAGE_KEY } from '../cart/cart-key';
import type { CheckoutData } from '../route-loaders';

/**
 * `/checkout` as the server renders it: the checkout's island with the cart its loader priced from
 * the `cart` cookie (route-loaders.ts, `checkoutLoader`). The island wakes at the visitor's first
 * touch (a field's focus, a press: both are handed over), or when the stored cart changes. Without
 * a cart the server could read, a stored cart is shown by waking as the page loads (a cart stored
 * before its cookie existed); with none, the empty cart is the server's HTML and nothing wakes.
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
        {...(cart ? { wakeWhenWritten: CART_STORAGE_KEY } : { wakeWhenStored: CART_STORAGE_KEY })}
      />
    </>
  );
}
