import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import { PaymentTimelineEntry, PaymentTransaction, type TimelineSource } from '../entities/index.ts';

export type TimelineFields = {
  transactionId: string;
  source: TimelineSource;
  summary: string;
  received?: Record<string, unknown> | null;
  answer?: Record<string, unknown> | null;
  stateBefore: string;
  stateAfter: string;
  at: Date;
};

/**
 * The one way a line joins a payment's timeline: persisted in the caller's unit of work (its
 * transaction commits it with the change it describes); the summary cut to the column's 500.
 */
export function addTimelineEntry(em: EntityManager, fields: TimelineFields): void {
  em.persist(
    em.create(PaymentTimelineEntry, {
      id: randomUUID(),
      ...fields,
      summary: fields.summary.slice(0, 500),
      received: fields.received ?? null,
      answer: fields.answer ?? null,
    }),
  );
}

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
  await em.transactional(async (tx) => {
    const transaction = await tx.findOne(PaymentTransaction, { id: transactionId }, { refresh: true });
    if (!transaction) return;
    const state = transaction.state;
    addTimelineEntry(tx, {
      transactionId,
      source,
      summary,
      stateBefore: state,
      stateAfter: state,
      at: new Date(),
    });
  });
}
