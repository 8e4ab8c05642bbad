import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors/index.ts';
import type { Publish } from '../../platform/events/index.ts';
import type { Logger } from '../../platform/logging/index.ts';
import { PaymentRefund, PaymentTransaction } from '../entities/index.ts';
import { toMajor, toMinorUnits } from '../money.ts';
import { refundRequested } from '../payments.events.ts';
import { PAYMENT_MESSAGES } from '../payments.schemas.ts';
import type { PesapalClient } from '../pesapal/pesapal-client.ts';
import type { Reconciler } from '../reconcile/reconciler.ts';
import { decideRefund, formatMoney, refundAskOf } from './refund-rules.ts';

type Deps = {
  em: EntityManager;
  reconciler: Reconciler;
  pesapal: () => PesapalClient | undefined;
  publish: Publish;
  clock: () => Date;
  log: Logger;
  /** The admin's name as Pesapal's `username` and the timeline show it. */
  adminName: (id: string) => Promise<string>;
};

export type RefundAskInput = { amount?: number; reason: string };

/**
 * Refunds, exactly once per payment. The owner's request writes the refund row, a timeline entry
 * and `payments.refund_requested` in one transaction under the payment's row lock (a double click
 * waits, then finds the refund in progress); the worker's `payments.send_refund` then sends
 * RefundRequest and records Pesapal's answer. A cash-on-delivery payment is refunded by hand: the
 * request is the refund.
 */
export class RefundsService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** The refund on a payment, if any (the transaction view shows it). */
  forTransaction(transactionId: string): Promise<PaymentRefund | null> {
    return this.#deps.em.findOne(PaymentRefund, { transactionId }, { refresh: true });
  }

  async request(transactionId: string, input: RefundAskInput, adminId: string): Promise<PaymentTransaction> {
    const name = (await this.#deps.adminName(adminId)).slice(0, 100) || 'admin';
    const now = this.#deps.clock();
    await this.#deps.em.transactional(async (em) => {
      const locked = await em.execute<{ id: string }[]>(
        'select id from payment_transaction where id = ? for update',
        [transactionId],
      );
      if (locked.length === 0) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
      const transaction = await em.findOneOrFail(
        PaymentTransaction,
        { id: transactionId },
        { refresh: true },
      );
      const existing = await em.findOne(PaymentRefund, { transactionId }, { refresh: true });
      const cod = !transaction.orderTrackingId;
      const decision = decideRefund(
        refundAskOf(
          transaction,
          existing,
          input.amount === undefined ? undefined : toMinorUnits(input.amount),
        ),
      );
      if (!decision.ok) {
        throw decision.status === 400
          ? new BadRequestError(decision.message, decision.code)
          : new ConflictError(decision.message, decision.code);
      }
      const money = formatMoney(decision.amountMinor, transaction.currency);
      const how = decision.full ? 'in full' : 'in part';
      const fields = {
        amountMinor: decision.amountMinor,
        currency: transaction.currency,
        full: decision.full,
        reason: input.reason,
        method: cod ? ('manual' as const) : ('pesapal' as const),
        status: cod ? ('accepted' as const) : ('requested' as const),
        requestedById: adminId,
        requestedByName: name,
        attempts: 0,
        message: null,
        requestedAt: now,
        decidedAt: cod ? now : null,
      };
      // A refused refund may be asked again: the same row starts over.
      const refund = existing
        ? Object.assign(existing, fields)
        : em.create(PaymentRefund, { id: randomUUID(), transactionId, ...fields });
      em.persist(refund);
      const received = { adminId, action: 'refund', amountMinor: decision.amountMinor, full: decision.full };
      if (cod) {
        await this.#deps.reconciler.applyIn(
          em,
          transaction,
          { type: 'refund_accepted', full: decision.full },
          { source: 'admin', received },
          {
            summary: `Refunded by hand by ${name}: ${money} (${how}). Reason: ${input.reason}`,
            payload: { refundedMinor: decision.amountMinor },
          },
        );
        return;
      }
      this.#deps.reconciler.noteIn(
        em,
        transaction,
        { source: 'admin', received },
        {
          summary: `Refund of ${money} (${how}) asked by ${name}. Reason: ${input.reason}`,
        },
      );
      await this.#deps.publish(em, refundRequested, { refundId: refund.id, transactionId });
    });
    return this.#deps.em.findOneOrFail(PaymentTransaction, { id: transactionId }, { refresh: true });
  }

  /**
   * Sends a requested refund to Pesapal and records the answer (the `payments.send_refund`
   * handler; safe to run twice). `sending` is committed before the call: a run that finds it
   * already set follows a run that may have reached Pesapal, so Pesapal's "already requested"
   * refusal then means the first request got through. Pesapal unreachable: throws, and the job
   * retries with the refund still `sending`.
   */
  async send(refundId: string): Promise<void> {
    const claim = await this.#deps.em.transactional(async (em) => {
      const [row] = await em.execute<{ status: string }[]>(
        'select status from payment_refund where id = ? for update',
        [refundId],
      );
      if (!row || (row.status !== 'requested' && row.status !== 'sending')) return undefined;
      await em.execute("update payment_refund set status = 'sending', attempts = attempts + 1 where id = ?", [
        refundId,
      ]);
      return { again: row.status === 'sending' };
    });
    if (!claim) return;
    const refund = await this.#deps.em.findOneOrFail(PaymentRefund, { id: refundId }, { refresh: true });
    const transaction = await this.#deps.em.findOneOrFail(
      PaymentTransaction,
      { id: refund.transactionId },
      { refresh: true },
    );
    const client = this.#deps.pesapal();
    if (!client) throw new Error('Pesapal is not configured: the refund waits until it is');
    const answer = await client.refundRequest({
      confirmation_code: transaction.confirmationCode ?? '',
      amount: toMajor(refund.amountMinor),
      username: refund.requestedByName,
      remarks: refund.reason,
    });
    const accepted = answer.accepted || (claim.again && /already/i.test(answer.message));
    const money = formatMoney(refund.amountMinor, refund.currency);
    const now = this.#deps.clock();
    await this.#deps.em.transactional(async (em) => {
      const decided = await em.nativeUpdate(
        PaymentRefund,
        { id: refundId, status: 'sending' },
        { status: accepted ? 'accepted' : 'refused', message: answer.message || null, decidedAt: now },
      );
      // Another run recorded an answer first.
      if (decided === 0) return;
      const arrival = { source: 'refund' as const, received: { refundId, attempt: refund.attempts } };
      const said = answer.message ? `: "${answer.message}"` : '';
      if (accepted) {
        await this.#deps.reconciler.applyIn(
          em,
          transaction,
          { type: 'refund_accepted', full: refund.full },
          arrival,
          {
            answer,
            summary: `Pesapal received the refund of ${money}${said}${answer.accepted ? '' : ' (the first request got through)'}`,
            payload: { refundedMinor: refund.amountMinor },
          },
        );
      } else {
        this.#deps.reconciler.noteIn(em, transaction, arrival, {
          answer,
          summary: `Pesapal refused the refund of ${money}${said}`,
        });
      }
    });
    this.#deps.log.info({ refundId, transactionId: transaction.id, accepted }, 'refund answered');
  }
}
