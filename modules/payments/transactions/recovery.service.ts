import { randomUUID } from 'node:crypto';
import { type EntityManager, escapeLike } from '../../platform/db/index.ts';
import type { Logger } from '../../platform/logging/index.ts';
import { PaymentRecoveryRequest, PaymentTransaction } from '../entities/index.ts';
import type { OrderPort } from '../orders-port.ts';
import { PesapalError, type PesapalErrorKind } from '../pesapal/pesapal-error.ts';
import type { Reconciler } from '../reconcile/reconciler.ts';

/** Most of one buyer's pending payments re-asked when their code is not known yet. */
const MAX_PENDING_RECHECKED = 5;
/** A request still here this long after it was made lost its job (Redis wiped): queue it again. */
export const RECOVERY_REQUEUE_AFTER_MS = 2 * 60_000;
/** A request still here a day later has failed every try: it is dropped (and logged). */
export const RECOVERY_GIVE_UP_AFTER_MS = 24 * 3_600_000;
const SWEEP_BATCH = 100;
/** Failures where Pesapal gave no answer of its own: worth asking again later. */
const UNANSWERED: ReadonlySet<PesapalErrorKind> = new Set(['network', 'timeout', 'http']);

export type RecoveryDeps = {
  /** The request's or the job's scope (the ORM's context resolves it). */
  em: EntityManager;
  orders: OrderPort;
  reconciler: Reconciler;
  /** Queues the `recover-order` job of a request; the same tag twice adds one job. */
  later: (requestId: string, tag: string) => Promise<void>;
  clock: () => Date;
  log: Logger;
};

/**
 * "I paid but got nothing": a buyer gives their email and the M-Pesa confirmation code or the
 * order reference. The request is recorded and answered at once, the same work whoever asks;
 * the worker then re-asks Pesapal about the buyer's payments (fulfilled if due, by the usual
 * event) and sends a completed order's receipt again. So neither the answer nor its timing
 * tells a stranger anything about anyone's orders.
 */
export class RecoveryService {
  readonly #deps: RecoveryDeps;

  constructor(deps: RecoveryDeps) {
    this.#deps = deps;
  }

  /** The HTTP path: one insert and one enqueue, nothing that depends on who the email is. */
  async request(email: string, reference: string): Promise<void> {
    const id = randomUUID();
    await this.#deps.em.execute(
      'insert into payment_recovery_request (id, email, reference, requested_at) values (?, ?, ?, ?)',
      [id, email.trim().toLowerCase(), reference.trim(), this.#deps.clock()],
    );
    try {
      await this.#deps.later(id, 'first');
    } catch (error) {
      // The row is the work: the sweep queues it once Redis is back.
      this.#deps.log.warn({ err: error, requestId: id }, 'recover-order job not queued; the sweep will');
    }
  }

  /**
   * The worker's part for one request; safe to run twice: a request already handled is gone,
   * and a second run in parallel only re-asks Pesapal (the resent receipt has its own key).
   */
  async run(requestId: string): Promise<'recovered' | 'gone'> {
    const { em } = this.#deps;
    const request = await em.findOne(PaymentRecoveryRequest, { id: requestId });
    if (!request) return 'gone';
    await this.#recover(request.email, request.reference);
    await em.nativeDelete(PaymentRecoveryRequest, { id: requestId });
    return 'recovered';
  }

  /** Re-queues requests whose job was lost (a Redis wipe) or failed, and drops those a day old. */
  async sweep(now: Date): Promise<{ requeued: number; dropped: number }> {
    // A sweep, started by the schedule or by hand with no request or job scope: its own fork.
    const em = this.#deps.em.fork();
    const dropped = await em.nativeDelete(PaymentRecoveryRequest, {
      requestedAt: { $lt: new Date(now.getTime() - RECOVERY_GIVE_UP_AFTER_MS) },
    });
    if (dropped > 0) this.#deps.log.warn({ dropped }, 'recovery requests dropped after a day of failures');
    const stale = await em.find(
      PaymentRecoveryRequest,
      { requestedAt: { $lt: new Date(now.getTime() - RECOVERY_REQUEUE_AFTER_MS) } },
      { orderBy: { requestedAt: 'asc' }, limit: SWEEP_BATCH, fields: ['id'] },
    );
    // A new tag per period: a request whose first job failed for good is tried again, and one
    // whose job is merely slow gets at most one more per period (running twice is safe).
    const tag = `sweep-${Math.floor(now.getTime() / RECOVERY_REQUEUE_AFTER_MS)}`;
    for (const request of stale) await this.#deps.later(request.id, tag);
    return { requeued: stale.length, dropped };
  }

  async #recover(email: string, reference: string): Promise<void> {
    const address = email.trim().toLowerCase();
    let transaction = await this.#find(reference);
    // A confirmation code is only known once Pesapal was asked: re-ask this buyer's pending ones.
    if (!transaction) {
      await this.#recheckPending(address);
      transaction = await this.#find(reference);
    }
    if (!transaction) return;
    const order = await this.#deps.orders.orderDetails(transaction.orderId);
    if (order?.customer.email !== address) return;
    const current = await this.#refresh(transaction);
    if (current.state === 'completed')
      await this.#deps.orders.resendReceipt(order.id, current.orderTrackingId ?? null);
  }

  #find(reference: string): Promise<PaymentTransaction | null> {
    const like = escapeLike(reference.trim());
    return this.#deps.em.findOne(PaymentTransaction, {
      $or: [
        { merchantReference: { $ilike: like } },
        { orderTrackingId: { $ilike: like } },
        { confirmationCode: { $ilike: like } },
      ],
    });
  }

  async #recheckPending(address: string): Promise<void> {
    const orderIds = await this.#deps.orders.ordersMatching(address);
    if (orderIds.length === 0) return;
    const pending = await this.#deps.em.find(
      PaymentTransaction,
      { orderId: { $in: orderIds }, state: 'pending', orderTrackingId: { $ne: null } },
      { orderBy: { createdAt: 'desc' }, limit: MAX_PENDING_RECHECKED },
    );
    for (const transaction of pending) await this.#refresh(transaction);
  }

  async #refresh(transaction: PaymentTransaction): Promise<PaymentTransaction> {
    const trackingId = transaction.orderTrackingId;
    if (!trackingId || (transaction.state !== 'pending' && transaction.state !== 'completed'))
      return transaction;
    try {
      return (
        (await this.#deps.reconciler.reconcile(trackingId, {
          source: 'confirm',
          received: { recovery: true },
        })) ?? transaction
      );
    } catch (error) {
      // Pesapal did not answer: the job fails and BullMQ tries again (the request row stays, so
      // the sweep queues it once more if every try fails). An answer it gave stands as it is.
      if (!(error instanceof PesapalError) || UNANSWERED.has(error.kind)) throw error;
      return transaction;
    }
  }
}
