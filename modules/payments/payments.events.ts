import { z } from 'zod';
import { defineEvent } from '../platform/events/index.ts';
import { visitAttribution } from '../platform/fields/index.ts';
import { PAYMENT_STATES } from './payment-state.ts';

/** A payment moved to a new state; subscribers re-read the order by id. */
export const transactionChangeSchema = z.object({
  transactionId: z.uuid(),
  orderId: z.uuid(),
  merchantReference: z.string(),
  /** Null for cash on delivery. */
  trackingId: z.string().nullable(),
  state: z.enum(PAYMENT_STATES),
  occurredAt: z.iso.datetime(),
  /** The amount in minor units and its currency (absent from events published before they were added). */
  amountMinor: z.number().int().optional(),
  currency: z.string().length(3).optional(),
  /** The visit the order was placed in, for the owner's analytics; null when the browser sent none. */
  attribution: visitAttribution.nullable().optional(),
  /** A refund's amount in minor units (`payments.transaction_refunded` only). */
  refundedMinor: z.number().int().positive().optional(),
});
export type TransactionChange = z.infer<typeof transactionChangeSchema>;

/** Paid (Pesapal status 1, or a COD order marked paid): the shop fulfils the order, once. */
export const transactionCompleted = defineEvent('payments.transaction_completed', transactionChangeSchema);
/** Failed, expired or cancelled: the order will never be paid. */
export const transactionFailed = defineEvent('payments.transaction_failed', transactionChangeSchema);
/** Reversed (a chargeback or refund): unused downloads are revoked and the owner told. */
export const transactionReversed = defineEvent('payments.transaction_reversed', transactionChangeSchema);

/**
 * Refunded in full or in part (Pesapal took the RefundRequest, or the owner refunded a COD order by
 * hand): the shop revokes unused downloads of a full refund and tells the buyer; revenue drops.
 */
export const transactionRefunded = defineEvent('payments.transaction_refunded', transactionChangeSchema);

/** The owner asked for a refund: the worker sends the RefundRequest (once; see refunds/). */
export const refundRequested = defineEvent(
  'payments.refund_requested',
  z.object({ refundId: z.uuid(), transactionId: z.uuid() }),
);

export const PAYMENTS_EVENTS = [
  transactionCompleted,
  transactionFailed,
  transactionReversed,
  transactionRefunded,
  refundRequested,
] as const;
