import type { EntityManager } from '../../platform/db/index.ts';
import type { EventDefinition, Publish } from '../../platform/events/index.ts';
import type { Logger } from '../../platform/logging/index.ts';
import { PaymentTransaction, type TimelineSource } from '../entities/index.ts';
import { toMinorUnits } from '../money.ts';
import { next, type PaymentEvent, type PaymentState } from '../payment-state.ts';
import {
  type transactionChangeSchema,
  transactionCompleted,
  transactionFailed,
  transactionRefunded,
  transactionReversed,
} from '../payments.events.ts';
import type { TransactionStatus } from '../pesapal/pesapal.schemas.ts';
import type { PesapalClient } from '../pesapal/pesapal-client.ts';
import { addTimelineEntry } from '../transactions/timeline-note.ts';

export type ReconcileDeps = {
  /** The caller's scope (request, job or poll sweep); each change is one transaction from it. */
  em: EntityManager;
  pesapal: () => PesapalClient | undefined;
  publish: Publish;
  clock: () => Date;
  log: Logger;
};

/** What one arrival brought, for the timeline. */
export type Arrival = { source: TimelineSource; received?: Record<string, unknown> };

const EVENT_OF: Partial<Record<PaymentState, EventDefinition<string, typeof transactionChangeSchema>>> = {
  completed: transactionCompleted,
  failed: transactionFailed,
  expired: transactionFailed,
  cancelled: transactionFailed,
  reversed: transactionReversed,
  refunded: transactionRefunded,
  partially_refunded: transactionRefunded,
};

/**
 * The one way a payment's state changes, whatever brought the news (IPN job, callback page,
 * confirm call, poll, admin): ask `next()`, then in one transaction update the row guarded by the
 * state it was read in, write the timeline entry, and publish the event of a real transition.
 */
export class Reconciler {
  readonly #deps: ReconcileDeps;

  constructor(deps: ReconcileDeps) {
    this.#deps = deps;
  }

  /**
   * Asks Pesapal for the status of `trackingId` and applies it. Undefined for a tracking id that
   * is not ours; throws a PesapalError when Pesapal cannot answer (the caller decides: a job
   * retries, the callback page shows pending).
   */
  async reconcile(trackingId: string, arrival: Arrival): Promise<PaymentTransaction | undefined> {
    // Re-read even if this scope holds it: another path may have moved it since.
    const transaction = await this.#deps.em.findOne(
      PaymentTransaction,
      { orderTrackingId: trackingId },
      { refresh: true },
    );
    const client = this.#deps.pesapal();
    if (!transaction || !client) return transaction ?? undefined;
    const status = await client.transactionStatus(trackingId);
    const mismatch = status.status_code === 1 ? mismatchOf(transaction, status) : undefined;
    // A "completed" that does not match the order is not our money: the payment fails, noted.
    const event: PaymentEvent = { type: 'pesapal_status', statusCode: mismatch ? 2 : status.status_code };
    return this.apply(transaction, event, arrival, {
      answer: status as unknown as Record<string, unknown>,
      note: mismatch,
      details: mismatch
        ? { statusCode: status.status_code }
        : {
            statusCode: status.status_code,
            paymentMethod: status.payment_method || transaction.paymentMethod,
            confirmationCode: status.confirmation_code || transaction.confirmationCode,
            paymentAccount: status.payment_account || transaction.paymentAccount,
          },
    });
  }

  /** Applies one event to a transaction read earlier; answers the transaction as it now is. */
  async apply(
    transaction: PaymentTransaction,
    event: PaymentEvent,
    arrival: Arrival,
    extra: ApplyExtra = {},
  ): Promise<PaymentTransaction> {
    const moved = await this.#deps.em.transactional((em) =>
      this.applyIn(em, transaction, event, arrival, extra),
    );
    if (moved)
      this.#deps.log.info({ transactionId: transaction.id, from: transaction.state, event }, 'payment moved');
    const fresh = await this.#deps.em.findOne(PaymentTransaction, { id: transaction.id }, { refresh: true });
    return fresh ?? transaction;
  }

  /**
   * The same inside the caller's transaction (a refund's or a cancel's own rows commit with the
   * move): the update guarded by the state it was read in, the timeline entry, the event. True
   * when the payment moved.
   */
  async applyIn(
    em: EntityManager,
    transaction: PaymentTransaction,
    event: PaymentEvent,
    arrival: Arrival,
    extra: ApplyExtra = {},
  ): Promise<boolean> {
    const before = transaction.state;
    const result = next(before, event);
    const now = this.#deps.clock();
    const changes = { ...(result.ok ? extra.details : {}), lastCheckedAt: now, updatedAt: now };
    if (result.ok && result.changed) {
      const updated = await em.nativeUpdate(
        PaymentTransaction,
        { id: transaction.id, state: before },
        { ...changes, state: result.to },
      );
      // Another path moved it first and wrote its own entry: nothing to add.
      if (updated === 0) return false;
      const definition = EVENT_OF[result.to];
      if (definition) {
        await this.#deps.publish(em, definition, {
          transactionId: transaction.id,
          orderId: transaction.orderId,
          merchantReference: transaction.merchantReference,
          trackingId: transaction.orderTrackingId ?? null,
          state: result.to,
          occurredAt: now.toISOString(),
          amountMinor: transaction.amountMinor,
          currency: transaction.currency,
          attribution: transaction.attribution ?? null,
          ...extra.payload,
        });
      }
    } else {
      await em.nativeUpdate(PaymentTransaction, { id: transaction.id }, changes);
    }
    const quiet = arrival.source === 'poll' && result.ok && !result.changed && !extra.note;
    if (!quiet) {
      addTimelineEntry(em, {
        transactionId: transaction.id,
        source: arrival.source,
        summary: extra.summary ?? summaryOf(event, result, extra.note),
        received: arrival.received,
        answer: extra.answer,
        stateBefore: before,
        stateAfter: result.ok ? result.to : before,
        at: now,
      });
    }
    return result.ok && result.changed;
  }

  /** A timeline entry for a step that moves nothing (a refund asked, a refusal), in the caller's transaction. */
  noteIn(em: EntityManager, transaction: PaymentTransaction, arrival: Arrival, note: NoteExtra): void {
    addTimelineEntry(em, {
      transactionId: transaction.id,
      source: arrival.source,
      summary: note.summary,
      received: arrival.received,
      answer: note.answer,
      stateBefore: transaction.state,
      stateAfter: transaction.state,
      at: this.#deps.clock(),
    });
  }
}

export type NoteExtra = { summary: string; answer?: Record<string, unknown> };

/** What a move carries besides its event: Pesapal's answer, a note, changed columns, event fields. */
export type ApplyExtra = {
  answer?: Record<string, unknown>;
  note?: string;
  /** The timeline's line, when the caller words it better than "<event>; <from> → <to>". */
  summary?: string;
  details?: Partial<PaymentTransaction>;
  /** Added to the published event (a refund's amount). */
  payload?: { refundedMinor?: number };
};

function mismatchOf(transaction: PaymentTransaction, status: TransactionStatus): string | undefined {
  const problems = [
    toMinorUnits(status.amount) !== transaction.amountMinor
      ? `amount ${status.amount} instead of ${transaction.amountMinor / 100}`
      : undefined,
    status.currency.toUpperCase() !== transaction.currency ? `currency ${status.currency}` : undefined,
    status.merchant_reference !== transaction.merchantReference
      ? `merchant reference ${status.merchant_reference}`
      : undefined,
  ].filter((problem): problem is string => problem !== undefined);
  return problems.length > 0
    ? `Pesapal's answer does not match the order: ${problems.join(', ')}`
    : undefined;
}

function summaryOf(event: PaymentEvent, result: ReturnType<typeof next>, note: string | undefined): string {
  const what =
    event.type === 'pesapal_status' ? `Pesapal status ${event.statusCode}` : event.type.replaceAll('_', ' ');
  const outcome = result.ok
    ? result.changed
      ? `${result.from} → ${result.to}`
      : `stays ${result.from}`
    : `refused: ${result.message}`;
  return [what, outcome, note].filter(Boolean).join('; ');
}
