import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { OrderRequest, Payer } from '../../payments/index.ts';

/** Who is buying, as checkout collected it (validated by the payments module's body schema). */
export type Customer = Payer;

/**
 * What checkout asks to be placed, in the payments module's words (the shop fills its order
 * port). A repeat with the same idempotency key is the same order; without one, every call
 * places an order of its own.
 */
export type PlaceOrderInput = OrderRequest;

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
