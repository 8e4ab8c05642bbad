import { createHash, randomBytes, randomUUID } from 'node:crypto';
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
  /**
   * The secret the browser made for this checkout attempt (its Idempotency-Key): a repeat with
   * the same key is the same order. Absent: every call places an order of its own.
   */
  idempotencyKey?: string;
  items: unknown;
  customer: Customer;
  paymentMethod: PaymentMethod;
  /** What the browser believes the total is (major units); refused when it disagrees. */
  amount?: number;
};

/**
 * The stored idempotency key of a checkout: a hash of the browser's secret key, so only whoever
 * holds that secret can get the same order back (the browser's 'ORD-<timestamp>' and the email
 * are guessable and never key anything). Without a key, a fresh one: the order is a new one.
 */
export function checkoutKey(idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return `once:${randomUUID()}`;
  return `key:${createHash('sha256').update(idempotencyKey).digest('hex')}`;
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
