import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import { PaymentTimelineEntry, PaymentTransaction, type TimelineSource } from '../entities/index.ts';

/**
 * Adds a line to a payment's timeline for a step taken outside payments (the shop revoking
 * downloads or emailing the buyer after a refund). The state is read, never changed.
 */
export async function noteOnTimeline(
  em: EntityManager,
  transactionId: string,
  source: Extract<TimelineSource, 'shop'>,
  summary: string,
): Promise<void> {
  const transaction = await em.findOne(PaymentTransaction, { id: transactionId }, { refresh: true });
  if (!transaction) return;
  await em.insert(PaymentTimelineEntry, {
    id: randomUUID(),
    transactionId,
    source,
    summary: summary.slice(0, 500),
    received: null,
    answer: null,
    stateBefore: transaction.state,
    stateAfter: transaction.state,
    at: new Date(),
  });
}
