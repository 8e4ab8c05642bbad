import { createHash, randomBytes } from 'node:crypto';
import type { PaymentMethod } from '../entities/index.ts';

/** Who is buying, as checkout collected it (validated by the payments module's body schema). */
export type Customer = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  countryCode: string;
  address: { line1: string; city: string; state: string; postalCode: string };
};

export type PlaceOrderInput = {
  /** The browser's order id ('ORD-<timestamp>'): with the email, the idempotency key. */
  clientOrderId: string;
  items: unknown;
  customer: Customer;
  paymentMethod: PaymentMethod;
  /** What the browser believes the total is (major units); refused when it disagrees. */
  amount?: number;
};

/**
 * The idempotency key of a checkout: the browser's id alone could collide between two visitors
 * who clicked in the same millisecond, so it is combined with a hash of the buyer's email.
 */
export function clientOrderKey(clientOrderId: string, email: string): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);
  return `${clientOrderId.slice(0, 150)}:${hash}`;
}

/** A fresh merchant reference: ≤ 50 characters of Pesapal's safe set, unguessable enough to be unique. */
export function newMerchantReference(now: Date): string {
  return `ORD-${now.getTime().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** Pesapal's description (≤ 100 characters): the first item's name, plus how many more. */
export function orderDescription(names: string[]): string {
  const [first = 'Order', ...rest] = names;
  const suffix = rest.length > 0 ? ` + ${rest.length} more` : '';
  return `${first.slice(0, 100 - suffix.length)}${suffix}`;
}
