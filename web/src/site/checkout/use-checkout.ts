import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  PAYMENT_INITIATION_FAILED,
  type PaymentMethod,
  type SubmitOrderBody,
  type SubmitOrderResult,
  submitOrder,
} from '../../api/checkout';
import { useSiteMutation } from '../../api/site-mutation';
import { PAYMENT_CURRENCY } from '../../lib/money';
import type { Cart } from '../cart/cart-state';
import { type CartApi, useCart } from '../cart/cart-store';
import { DISCOUNT_PREVIEW_KEY, useCartDiscount } from '../cart/use-cart-discount';
import {
  attemptFor,
  buildOrderBody,
  type CheckoutAttempt,
  type CustomerErrors,
  type CustomerForm,
  EMPTY_CUSTOMER,
  newOrderId,
  rememberCurrentOrder,
  rememberPendingOrder,
  validateCustomer,
} from './checkout-order';

/** Leaves the site for the provider's page; a seam so tests can watch the redirect. */
export const redirectTo = {
  assign: (url: string) => window.location.assign(url),
};

export type CodConfirmation = { merchantReference: string; status: string };

/** One press of the pay button: the order as sent, its attempt's key and the cart it was made from. */
type OrderSubmission = { body: SubmitOrderBody; key: string; cart: CartApi };

/**
 * Sends the order and keeps the records the callback and the receipt read (under the server's
 * reference: the browser's own `ORD-<ms>` never comes back).
 */
async function placeOrder({ body, key, cart }: OrderSubmission): Promise<SubmitOrderResult> {
  const result = await submitOrder(body, key);
  const reference = result.merchantReference || body.id;
  rememberCurrentOrder(reference, body, cart);
  if (result.kind === 'redirect') rememberPendingOrder(reference, body, result.trackingId, cart);
  return result;
}

/**
 * The checkout's state: the form and its errors, the method, and one submit at a time. `serverCart`:
 * the cart the server rendered, which hydration starts from.
 */
export function useCheckout(serverCart?: Cart) {
  const cart = useCart(serverCart);
  const discount = useCartDiscount(cart);
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CustomerForm>(EMPTY_CUSTOMER);
  const [touched, setTouched] = useState<Partial<Record<keyof CustomerForm, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('pesapal');
  // The spec's 'ORD-{timestamp}', one per visit; the server keys nothing on it (see `attempt`).
  const orderId = useRef(newOrderId());
  // The secret idempotency key of the current attempt, kept in memory only (never sent elsewhere).
  const attempt = useRef<CheckoutAttempt | null>(null);
  const order = useSiteMutation({
    mutationFn: placeOrder,
    onSuccess: (result, { cart: ordered }) => {
      if (result.kind === 'cod') {
        ordered.clearCart();
        discount.remove();
      } else redirectTo.assign(result.redirectUrl);
    },
    failure: (cause) => cause.message || PAYMENT_INITIATION_FAILED,
    // A refused code (used up meanwhile, say) is asked about again, so the summary shows why and
    // the total it would now charge.
    onError: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_PREVIEW_KEY }),
  });

  const allErrors = validateCustomer(form);
  const errors: CustomerErrors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => submitted || touched[field as keyof CustomerForm]),
  );

  // Spec: the shop sells in KES; a line in another currency cannot be paid for here.
  const unpayable = cart.items.filter((item) => item.currency !== PAYMENT_CURRENCY);

  async function submit() {
    setSubmitted(true);
    const firstInvalid = Object.keys(allErrors)[0];
    if (firstInvalid) {
      // The fields are already on the page; only their messages appear, so focus can move at once.
      document.getElementById(`checkout-${firstInvalid}`)?.focus();
      return;
    }
    if (cart.items.length === 0 || unpayable.length > 0) return;
    // A code is sent only while the server says it applies; the amount is then its discounted total.
    const body = buildOrderBody(orderId.current, cart, form, method, discount.preview);
    // A second press while the first runs builds the same body, so it keeps the same key.
    attempt.current = attemptFor(attempt.current, body);
    await order.send({ body, key: attempt.current.key, cart });
  }

  const placed = order.data?.kind === 'cod' ? order.data : null;
  const confirmation: CodConfirmation | null = placed
    ? { merchantReference: placed.merchantReference, status: placed.status }
    : null;

  return {
    cart,
    discount,
    form,
    errors,
    method,
    setMethod,
    submitting: order.isPending,
    error: order.failureText,
    confirmation,
    unpayable,
    change: (field: keyof CustomerForm, value: string) =>
      setForm((current) => ({ ...current, [field]: value })),
    blur: (field: keyof CustomerForm) => setTouched((current) => ({ ...current, [field]: true })),
    submit,
  };
}
