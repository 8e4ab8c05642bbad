import type { EntityManager } from '../../platform/db/index.ts';
import { PaymentTransaction } from '../entities/index.ts';
import type { PaymentState } from '../payment-state.ts';

/** What another module may know of a payment: which order it pays and where it stands. */
export type PaymentOfOrder = { orderId: string; state: PaymentState };

/** The payment with this Pesapal tracking id, read in the caller's scope; undefined if none. */
export async function paymentOf(em: EntityManager, trackingId: string): Promise<PaymentOfOrder | undefined> {
  const transaction = await em.findOne(PaymentTransaction, { orderTrackingId: trackingId });
  return transaction ? { orderId: transaction.orderId, state: transaction.state } : undefined;
}

/** A payment as the orders' accounting needs it: where it stands, how it was paid, what went back. */
export type PaymentForAccounts = { state: PaymentState; method: string; refundedMinor: number };

/** The payments of these orders (one query), by order id; orders without one are absent. */
export async function paymentsOfOrders(
  em: EntityManager,
  orderIds: readonly string[],
): Promise<Map<string, PaymentForAccounts>> {
  if (orderIds.length === 0) return new Map();
  const rows = await em.execute<
    { order_id: string; state: PaymentState; method: string; refunded: string }[]
  >(
    `select t.order_id, t.state, t.payment_method as method, coalesce(r.amount_minor, 0)::text as refunded
     from payment_transaction t
     left join payment_refund r on r.transaction_id = t.id and r.status = 'accepted'
     where t.order_id in (?)`,
    [orderIds],
  );
  return new Map(
    rows.map((row) => [
      row.order_id,
      { state: row.state, method: row.method, refundedMinor: Number(row.refunded) },
    ]),
  );
}
