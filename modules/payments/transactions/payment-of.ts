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
