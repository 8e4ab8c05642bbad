import { p } from '@mikro-orm/core';
import { createdAtColumn, table } from '../../platform/db/index.ts';

/** Where a refund is: asked, being sent to Pesapal, received by Pesapal (or done by hand), refused. */
export const REFUND_STATUSES = ['requested', 'sending', 'accepted', 'refused'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * The one refund of a payment (Pesapal allows one per payment: `transaction_id` is unique). The
 * row is the work: written with the owner's request, then the worker sends it (`sending` is set
 * and committed before the call, so a worker killed mid-call is known to have maybe sent it) and
 * records Pesapal's answer. A refused refund may be asked again: the same row starts over.
 * `method` is `pesapal` (RefundRequest) or `manual` (cash on delivery, refunded by hand).
 */
export const PaymentRefundSchema = table('PaymentRefund', 'payment_refund', {
  id: p.uuid().primary(),
  transactionId: p.uuid().unique('payment_refund_transaction_unique'),
  amountMinor: p.bigint('number'),
  currency: p.string().length(3),
  full: p.boolean(),
  reason: p.string().length(500),
  method: p.string().length(10).$type<'pesapal' | 'manual'>(),
  status: p.string().length(10).$type<RefundStatus>(),
  requestedById: p.string().length(100),
  requestedByName: p.string().length(100),
  attempts: p.integer().default(0),
  /** Pesapal's message, accepted or refused. */
  message: p.string().length(500).nullable(),
  requestedAt: createdAtColumn(),
  decidedAt: p.datetime().nullable(),
});

export class PaymentRefund extends PaymentRefundSchema.class {}
PaymentRefundSchema.setClass(PaymentRefund);
