import { p } from '@mikro-orm/core';
import { createdAtColumn, table } from '../../platform/db/index.ts';

export const TIMELINE_SOURCES = [
  'submit',
  'ipn',
  'callback',
  'confirm',
  'poll',
  'admin',
  'buyer',
  'refund',
  'shop',
] as const;
export type TimelineSource = (typeof TIMELINE_SOURCES)[number];

/**
 * The order timeline: what arrived (an IPN, the callback, a poll, an admin action), what
 * Pesapal answered, and the state before and after (equal when nothing moved or it was refused).
 */
export const PaymentTimelineEntrySchema = table('PaymentTimelineEntry', 'payment_event', {
  id: p.uuid().primary(),
  transactionId: p.uuid().index('payment_event_transaction_idx'),
  source: p.string().length(20).$type<TimelineSource>(),
  summary: p.string().length(500),
  received: p.json<Record<string, unknown>>().nullable(),
  answer: p.json<Record<string, unknown>>().nullable(),
  stateBefore: p.string().length(20),
  stateAfter: p.string().length(20),
  at: createdAtColumn(),
});

export class PaymentTimelineEntry extends PaymentTimelineEntrySchema.class {}
PaymentTimelineEntrySchema.setClass(PaymentTimelineEntry);
