import type { PaymentMethod, SubmitOrderBody } from '../../api/checkout';
import type { DiscountPreview } from '../../api/discounts';
import { paymentAmount } from '../../lib/money';
import type { Cart } from '../cart/cart-state';
import { pricedItems } from '../cart/use-cart-discount';

/** The checkout form (public spec section 2): four required fields, the address optional. */
export type CustomerForm = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
};

export type CustomerErrors = Partial<Record<keyof CustomerForm, string>>;

export const EMPTY_CUSTOMER: CustomerForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
};

/** Spec section 5: what the provider gets when the address is left out. */
export const ADDRESS_DEFAULTS = {
  city: 'Nairobi',
  state: 'Nairobi',
  postalCode: '00100',
  countryCode: 'KE',
} as const;

/** localStorage keys the payment callback reads on return (spec section 3). */
export const PENDING_ORDER_KEY = 'pendingOrder';
export const CURRENT_ORDER_KEY = 'currentOrder';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Kenyan and international numbers: an optional +, then 9 to 15 digits with spaces or dashes between.
const PHONE = /^\+?\d[\d\s-]{7,17}\d$/;
/** Pesapal's description limit. */
const DESCRIPTION_MAX = 100;

export function validateCustomer(form: CustomerForm): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!form.firstName.trim()) errors.firstName = 'First name is required';
  if (!form.lastName.trim()) errors.lastName = 'Last name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(form.email.trim())) errors.email = 'Enter a valid email address';
  if (!form.phone.trim()) errors.phone = 'Phone is required';
  else if (!PHONE.test(form.phone.trim())) errors.phone = 'Enter a valid phone number';
  return errors;
}

/** Spec: order ids are 'ORD-{timestamp}'. */
export const newOrderId = (now: number = Date.now()): string => `ORD-${now}`;

/**
 * A checkout attempt's secret idempotency key: 128 random bits. `getRandomValues` rather than
 * `randomUUID`, which browsers withhold from plain-http pages (a phone on the local network).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type CheckoutAttempt = { fingerprint: string; key: string };

/**
 * The attempt a submit belongs to: the same body as last time (a double click, a retry after a
 * network failure) keeps its key, so the server answers the same order; a changed cart, buyer or
 * method is a new attempt with a new key, so it is a new order rather than a refusal.
 */
export function attemptFor(previous: CheckoutAttempt | null, body: SubmitOrderBody): CheckoutAttempt {
  const fingerprint = JSON.stringify(body);
  if (previous?.fingerprint === fingerprint) return previous;
  return { fingerprint, key: newIdempotencyKey() };
}

export function orderDescription(cart: Cart): string {
  const names = cart.items.map((item) => (item.quantity > 1 ? `${item.name} x${item.quantity}` : item.name));
  const text = `Purchase: ${names.join(', ')}`;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

/**
 * The submit-order body. The amount is the cart's, checked by the spec's rule; the server prices the
 * items itself and refuses an amount that disagrees, so nothing here is trusted.
 */
export function buildOrderBody(
  orderId: string,
  cart: Cart,
  form: CustomerForm,
  method: PaymentMethod,
  discount?: DiscountPreview,
): SubmitOrderBody {
  return {
    id: orderId,
    currency: 'KES',
    amount: paymentAmount(discount ? discount.total : cart.totalPrice),
    description: orderDescription(cart),
    items: pricedItems(cart),
    ...(discount ? { discount_code: discount.code } : {}),
    customer: {
      email: form.email.trim(),
      first_name: form.firstName.trim(),
      last_name: form.lastName.trim(),
      phone: form.phone.trim(),
      country_code: ADDRESS_DEFAULTS.countryCode,
      address: {
        line_1: form.street.trim(),
        city: form.city.trim() || ADDRESS_DEFAULTS.city,
        state: form.state.trim() || ADDRESS_DEFAULTS.state,
        postal_code: form.postalCode.trim() || ADDRESS_DEFAULTS.postalCode,
      },
    },
    payment_method: method,
  };
}

function save(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the callback page re-queries the server by tracking id anyway.
  }
}

/**
 * The order as built at checkout (public spec section 3, currentOrder), kept for the receipt. Its
 * `orderId` is the server's merchant reference, the one the callback and the transaction carry: the
 * browser's own `ORD-<ms>` never comes back, so a record keyed on it would never be found again.
 */
export function rememberCurrentOrder(orderId: string, body: SubmitOrderBody, cart: Cart): void {
  const { customer } = body;
  save(CURRENT_ORDER_KEY, {
    orderId,
    items: cart.items,
    totalAmount: body.amount,
    customer: {
      email: customer.email,
      firstName: customer.first_name,
      lastName: customer.last_name,
      phone: customer.phone,
      // As sent to the provider: an address left out is the Nairobi default there too.
      address: {
        street: customer.address.line_1,
        city: customer.address.city,
        state: customer.address.state,
        postalCode: customer.address.postal_code,
      },
    },
    timestamp: new Date().toISOString(),
  });
}

export function rememberPendingOrder(
  orderId: string,
  body: SubmitOrderBody,
  trackingId: string,
  cart: Cart,
): void {
  save(PENDING_ORDER_KEY, {
    orderId,
    trackingId,
    items: cart.items,
    totalAmount: body.amount,
    timestamp: new Date().toISOString(),
  });
}
