import type { EntityManager } from '../../platform/db/index.ts';
import { NotFoundError } from '../../platform/errors/index.ts';
import { PaymentRefund, PaymentTimelineEntry, PaymentTransaction } from '../entities/index.ts';
import type { OrderPort } from '../orders-port.ts';
import { PAYMENT_MESSAGES } from '../payments.schemas.ts';
import { PesapalError } from '../pesapal/pesapal-error.ts';
import type { Arrival, Reconciler } from '../reconcile/reconciler.ts';
import { presentTransaction } from './transaction.presenter.ts';

type Deps = {
  /** The request's scope (the ORM's context resolves it). */
  em: EntityManager;
  orders: OrderPort;
  reconciler: Reconciler;
};

/** Reads of transactions for the callback page, the visitor's view and downloads. */
export class TransactionsService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async byTrackingId(trackingId: string): Promise<PaymentTransaction> {
    const transaction = await this.#deps.em.findOne(PaymentTransaction, { orderTrackingId: trackingId });
    if (!transaction) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
    return transaction;
  }

  /**
   * Re-asks Pesapal and answers the reconciled record. Pesapal unreachable: the record as it is
   * (the page shows pending and the poll finishes the job); `fresh` says which it was.
   */
  async refreshed(
    trackingId: string,
    arrival: Arrival,
  ): Promise<{ transaction: PaymentTransaction; fresh: boolean }> {
    const known = await this.byTrackingId(trackingId);
    // Only pending can move, and completed can still be reversed; a final answer needs no call.
    if (known.state !== 'pending' && known.state !== 'completed') return { transaction: known, fresh: true };
    try {
      const transaction = await this.#deps.reconciler.reconcile(trackingId, arrival);
      return { transaction: transaction ?? known, fresh: true };
    } catch (error) {
      if (!(error instanceof PesapalError)) throw error;
      return { transaction: known, fresh: false };
    }
  }

  /** The transaction view; with buyer details and timeline for an admin. */
  async view(transaction: PaymentTransaction, admin: boolean) {
    const order = await this.#deps.orders.orderDetails(transaction.orderId);
    const refund = await this.#deps.em.findOne(
      PaymentRefund,
      { transactionId: transaction.id },
      { refresh: true },
    );
    if (!admin) return presentTransaction(transaction, order, undefined, refund);
    const timeline = await this.#deps.em.find(
      PaymentTimelineEntry,
      { transactionId: transaction.id },
      { orderBy: { at: 'asc', id: 'asc' } },
    );
    return presentTransaction(transaction, order, { timeline }, refund);
  }
}
