import { useRef, useState } from 'react';
import { PAYMENT_INITIATION_FAILED, type PaymentMethod, submitOrder } from '../../api/checkout';
import { PAYMENT_CURRENCY } from '../../lib/money';
import { useCart } from '../cart/cart-store';
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

/** The checkout's state: the form and its errors, the method, and one submit at a time. */
export function useCheckout() {
  const cart = useCart();
  const [form, setForm] = useState<CustomerForm>(EMPTY_CUSTOMER);
  const [touched, setTouched] = useState<Partial<Record<keyof CustomerForm, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('pesapal');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<CodConfirmation | null>(null);
  // The spec's 'ORD-{timestamp}', one per visit; the server keys nothing on it (see `attempt`).
  const orderId = useRef(newOrderId());
  // The secret idempotency key of the current attempt, kept in memory only (never sent elsewhere).
  const attempt = useRef<CheckoutAttempt | null>(null);
  const busy = useRef(false);

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
    if (busy.current || cart.items.length === 0 || unpayable.length > 0) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const body = buildOrderBody(orderId.current, cart, form, method);
      attempt.current = attemptFor(attempt.current, body);
      const result = await submitOrder(body, attempt.current.key);
      const reference = result.merchantReference || body.id;
      rememberCurrentOrder(reference, body, cart);
      if (result.kind === 'cod') {
        setConfirmation({ merchantReference: result.merchantReference, status: result.status });
        cart.clearCart();
        return;
      }
      rememberPendingOrder(reference, body, result.trackingId, cart);
      redirectTo.assign(result.redirectUrl);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : PAYMENT_INITIATION_FAILED);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return {
    cart,
    form,
    errors,
    method,
    setMethod,
    submitting,
    error,
    confirmation,
    unpayable,
    change: (field: keyof CustomerForm, value: string) =>
      setForm((current) => ({ ...current, [field]: value })),
    blur: (field: keyof CustomerForm) => setTouched((current) => ({ ...current, [field]: true })),
    submit,
  };
}
