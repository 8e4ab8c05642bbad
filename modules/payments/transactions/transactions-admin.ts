import type { FilterQuery } from '@mikro-orm/core';
import { type EntityManager, escapeLike } from '../../platform/db/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors/index.ts';
import { PaymentTransaction } from '../entities/index.ts';
import { toMajor } from '../money.ts';
import type { OrderPort } from '../orders-port.ts';
import { next, type PaymentEvent } from '../payment-state.ts';
import { PAYMENT_MESSAGES, type TransactionsQuery } from '../payments.schemas.ts';
import type { Reconciler } from '../reconcile/reconciler.ts';
import { REFUND_JOIN_SQL, REVENUE_SQL } from '../revenue.ts';

type Deps = {
  /** The request's scope (the ORM's context resolves it). */
  em: EntityManager;
  /** The shop's orders: buyer search, re-issuing a download, the buyer's email and the receipt. */
  orders: Pick<
    OrderPort,
    'ordersMatching' | 'reissueDownload' | 'orderDetails' | 'changeEmail' | 'resendReceipt'
  >;
  reconciler: Reconciler;
  adminName: (id: string) => Promise<string>;
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
   * The owner corrects the buyer's mistyped email; every later email goes to the new address.
   * The timeline records who changed it from what to what.
   */
  async changeEmail(id: string, email: string, adminId: string): Promise<PaymentTransaction> {
    const transaction = await this.#transaction(id);
    const changed = await this.#deps.orders.changeEmail(transaction.orderId, email);
    if (!changed) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
    if (changed.from !== changed.to) {
      const name = await this.#name(adminId);
      await this.#note(
        transaction,
        { adminId, action: 'change_email' },
        `Buyer's email corrected by ${name}: ${changed.from} → ${changed.to}`,
      );
    }
    return transaction;
  }

  /** The owner sends a paid order's receipt again (to the address the order now has). */
  async resendReceipt(id: string, adminId: string): Promise<PaymentTransaction> {
    const transaction = await this.#transaction(id);
    if (transaction.state !== 'completed' && transaction.state !== 'partially_refunded')
      throw new ConflictError(PAYMENT_MESSAGES.resendNotPaid, 'not_completed');
    await this.#deps.orders.resendReceipt(transaction.orderId, transaction.orderTrackingId ?? null);
    const order = await this.#deps.orders.orderDetails(transaction.orderId);
    const name = await this.#name(adminId);
    await this.#note(
      transaction,
      { adminId, action: 'resend_receipt' },
      `Receipt resent to ${order?.customer.email ?? 'the buyer'} by ${name}`,
    );
    return transaction;
  }

  async #transaction(id: string): Promise<PaymentTransaction> {
    const transaction = await this.#deps.em.findOne(PaymentTransaction, { id }, { refresh: true });
    if (!transaction) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
    return transaction;
  }

  async #name(adminId: string): Promise<string> {
    return (await this.#deps.adminName(adminId)).slice(0, 100) || 'admin';
  }

  async #note(
    transaction: PaymentTransaction,
    received: Record<string, unknown>,
    summary: string,
  ): Promise<void> {
    await this.#deps.em.transactional(async (em) => {
      this.#deps.reconciler.noteIn(em, transaction, { source: 'admin', received }, { summary });
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
    await this.#note(
      transaction,
      { adminId, action: 'reissue_download', fileIndex },
      `Download re-issued by the admin: ${name} (file ${fileIndex + 1} of ${files.length})`,
    );
    return transaction;
  }
}
