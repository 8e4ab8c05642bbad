import { randomUUID } from 'node:crypto';
import type { FilterQuery } from '@mikro-orm/core';
import { type EntityManager, escapeLike } from '../../platform/db/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors/index.ts';
import { PaymentTimelineEntry, PaymentTransaction } from '../entities/index.ts';
import { toMajor } from '../money.ts';
import type { OrderPort } from '../orders-port.ts';
import { next, type PaymentEvent } from '../payment-state.ts';
import { PAYMENT_MESSAGES, type TransactionsQuery } from '../payments.schemas.ts';
import type { Reconciler } from '../reconcile/reconciler.ts';
import { REFUND_JOIN_SQL, REVENUE_SQL } from '../revenue.ts';

type Deps = {
  /** The request's scope (the ORM's context resolves it). */
  em: EntityManager;
  reconciler: Reconciler;
  /** The shop's orders: buyer search and re-issuing a download. */
  orders: Pick<OrderPort, 'ordersMatching' | 'reissueDownload' | 'orderDetails'>;
};

/** The back office's transactions: the filtered list, the global stats, and the COD actions. */
export class TransactionsAdmin {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** One page of the transactions matching the filters, newest first, and how many match in all. */
  async list(query: TransactionsQuery): Promise<{ rows: PaymentTransaction[]; total: number }> {
    const where: FilterQuery<PaymentTransaction>[] = [];
    if (query.status && query.status !== 'all') where.push({ state: query.status });
    if (query.start_date) where.push({ createdAt: { $gte: new Date(`${query.start_date}T00:00:00Z`) } });
    if (query.end_date) {
      const end = new Date(`${query.end_date}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      where.push({ createdAt: { $lt: end } });
    }
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      const orderIds = await this.#deps.orders.ordersMatching(query.search);
      where.push({
        $or: [
          { merchantReference: { $ilike: like } },
          { orderTrackingId: { $ilike: like } },
          { confirmationCode: { $ilike: like } },
          ...(orderIds.length > 0 ? [{ orderId: { $in: orderIds } }] : []),
        ],
      });
    }
    const [rows, total] = await this.#deps.em.findAndCount(
      PaymentTransaction,
      where.length > 0 ? { $and: where } : {},
      {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      },
    );
    return { rows, total };
  }

  /** Global, unfiltered: what the tiles show whatever the filters. */
  async stats() {
    const [row] = await this.#deps.em.execute<
      { total: number; completed: number; pending: number; revenue: string }[]
    >(
      `select count(*)::int as total,
         count(*) filter (where t.state = 'completed')::int as completed,
         count(*) filter (where t.state = 'pending')::int as pending,
         ${REVENUE_SQL}::text as revenue
       from payment_transaction t ${REFUND_JOIN_SQL}`,
    );
    return {
      total_transactions: row?.total ?? 0,
      completed_transactions: row?.completed ?? 0,
      pending_transactions: row?.pending ?? 0,
      total_revenue: toMajor(Number(row?.revenue ?? 0)),
    };
  }

  /**
   * The admin confirms the cash of a COD order (then it is fulfilled like any paid order, by the
   * same handler). 409 for a Pesapal payment or a state that cannot move.
   */
  async markPaid(id: string, adminId: string): Promise<PaymentTransaction> {
    const transaction = await this.#deps.em.findOne(PaymentTransaction, { id });
    if (!transaction) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
    if (transaction.orderTrackingId) throw new ConflictError(PAYMENT_MESSAGES.notCod, 'not_cod');
    const event: PaymentEvent = { type: 'cod_mark_paid' };
    const result = next(transaction.state, event);
    if (!result.ok) throw new ConflictError(result.message, 'invalid_transition');
    return this.#deps.reconciler.apply(transaction, event, {
      source: 'admin',
      received: { adminId, action: 'mark_paid' },
    });
  }

  /**
   * The owner re-issues one file of a paid order (the buyer's copy broke): its grant is unused
   * again, and the order's timeline says who did it and when. 409 unless the payment is completed.
   */
  async reissueDownload(id: string, fileIndex: number, adminId: string): Promise<PaymentTransaction> {
    const transaction = await this.#deps.em.findOne(PaymentTransaction, { id });
    if (!transaction) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
    if (transaction.state !== 'completed')
      throw new ConflictError(PAYMENT_MESSAGES.reissueNotPaid, 'not_completed');
    const outcome = await this.#deps.orders.reissueDownload(transaction.orderId, fileIndex);
    if (outcome === 'missing') throw new NotFoundError(PAYMENT_MESSAGES.fileMissing);
    if (outcome === 'revoked') throw new ConflictError(PAYMENT_MESSAGES.reissueRevoked, 'revoked');
    const order = await this.#deps.orders.orderDetails(transaction.orderId);
    const files = order?.files ?? [];
    const name = files.find((file) => file.index === fileIndex)?.name ?? 'a file';
    await this.#deps.em.transactional(async (em) => {
      em.persist(
        em.create(PaymentTimelineEntry, {
          id: randomUUID(),
          transactionId: transaction.id,
          source: 'admin',
          summary:
            `Download re-issued by the admin: ${name} (file ${fileIndex + 1} of ${files.length})`.slice(
              0,
              500,
            ),
          received: { adminId, action: 'reissue_download', fileIndex },
          answer: null,
          stateBefore: transaction.state,
          stateAfter: transaction.state,
        }),
      );
    });
    return transaction;
  }
}
