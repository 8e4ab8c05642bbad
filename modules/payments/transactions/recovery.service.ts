import type { EntityManager } from '../../platform/db/index.ts';
import { PaymentTransaction } from '../entities/index.ts';
import type { ShopOrders } from '../payments-deps.ts';
import { PesapalError } from '../pesapal/pesapal-error.ts';
import type { Reconciler } from '../reconcile/reconciler.ts';

/** Most of one buyer's pending payments re-asked when their code is not known yet. */
const MAX_PENDING_RECHECKED = 5;

const exactly = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * "I paid but got nothing": a buyer gives their email and the M-Pesa confirmation code or the
 * order reference. Their payments are re-asked from Pesapal (fulfilled if due, by the usual
 * event), and a completed order's receipt is sent again. The caller answers the same whatever
 * happened here, so the call tells a stranger nothing about anyone's orders.
 */
export class RecoveryService {
  readonly #deps: { em: EntityManager; shop: ShopOrders; reconciler: Reconciler };

  constructor(deps: { em: EntityManager; shop: ShopOrders; reconciler: Reconciler }) {
    this.#deps = deps;
  }

  async recover(email: string, reference: string): Promise<void> {
    const address = email.trim().toLowerCase();
    let transaction = await this.#find(reference);
    // A confirmation code is only known once Pesapal was asked: re-ask this buyer's pending ones.
    if (!transaction) {
      await this.#recheckPending(address);
      transaction = await this.#find(reference);
    }
    if (!transaction) return;
    const order = await this.#deps.shop.orderDetails(transaction.orderId);
    if (order?.customer.email !== address) return;
    const current = await this.#refresh(transaction);
    if (current.state === 'completed')
      await this.#deps.shop.resendReceipt(order.id, current.orderTrackingId ?? null);
  }

  #find(reference: string): Promise<PaymentTransaction | null> {
    const like = exactly(reference.trim());
    return this.#deps.em.fork().findOne(PaymentTransaction, {
      $or: [
        { merchantReference: { $ilike: like } },
        { orderTrackingId: { $ilike: like } },
        { confirmationCode: { $ilike: like } },
      ],
    });
  }

  async #recheckPending(address: string): Promise<void> {
    const orderIds = await this.#deps.shop.ordersMatching(address);
    if (orderIds.length === 0) return;
    const pending = await this.#deps.em
      .fork()
      .find(
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
      if (!(error instanceof PesapalError)) throw error;
      return transaction;
    }
  }
}
