import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';
import type { VisitAttribution } from '../../platform/fields/index.ts';
import type { PaymentState } from '../payment-state.ts';

/**
 * The payment of one shop order: a Pesapal transaction (tracking id once SubmitOrderRequest
 * answered) or a cash-on-delivery order (no tracking id). `state` only changes through
 * `next()` and an update guarded by the state it was read in. `nextPollAt` drives the poll.
 */
export const PaymentTransactionSchema = table(
  'PaymentTransaction',
  'payment_transaction',
  {
    id: p.uuid().primary(),
    orderId: p.uuid().unique('payment_transaction_order_unique'),
    merchantReference: p.string().length(50).unique('payment_transaction_reference_unique'),
    orderTrackingId: p.string().length(100).nullable().unique('payment_transaction_tracking_unique'),
    redirectUrl: p.text().nullable(),
    state: p.string().length(20).$type<PaymentState>().default('pending'),
    statusCode: p.integer().nullable(),
    paymentMethod: p.string().length(50),
    confirmationCode: p.string().length(100).nullable(),
    paymentAccount: p.string().length(100).nullable(),
    amountMinor: p.bigint('number'),
    currency: p.string().length(3),
    /** The visit the order was placed in (entry page, referrer, campaign), for the owner's analytics. */
    attribution: p.json<VisitAttribution>().nullable(),
    lastCheckedAt: p.datetime().nullable(),
    nextPollAt: p.datetime().nullable(),
    pollAttempts: p.integer().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  {
    indexes: [{ name: 'payment_transaction_poll_idx', properties: ['state', 'nextPollAt'] }],
  },
);

export class PaymentTransaction extends PaymentTransactionSchema.class {}
PaymentTransactionSchema.setClass(PaymentTransaction);
