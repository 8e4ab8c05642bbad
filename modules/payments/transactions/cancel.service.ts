import type { EntityManager } from '../../platform/db/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors/index.ts';
import { PaymentTransaction } from '../entities/index.ts';
import type { PaymentState } from '../payment-state.ts';
import { PAYMENT_MESSAGES } from '../payments.schemas.ts';
import type { PesapalClient } from '../pesapal/pesapal-client.ts';
import type { Arrival, Reconciler } from '../reconcile/reconciler.ts';

type Deps = {
  em: EntityManager;
  reconciler: Reconciler;
  pesapal: () => PesapalClient | undefined;
  adminName: (id: string) => Promise<string>;
};

/** Who cancels: the owner (pending, failed or expired orders) or the buyer (a pending one). */
export type Canceller = { kind: 'admin'; adminId: string } | { kind: 'buyer' };

const OWNER_MAY_CANCEL: readonly PaymentState[] = ['pending', 'failed', 'expired'];

/**
 * Cancels an order at Pesapal (CancelOrder) so nobody can pay it any more, at most once: the
 * payment's row lock is held across the call, so a second click waits and then finds it
 * cancelled (answered as it stands, no second call). A cash-on-delivery order has no Pesapal
 * order: the owner's cancel is the state change alone.
 */
export class CancelService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async cancel(where: { id: string } | { trackingId: string }, by: Canceller): Promise<PaymentTransaction> {
    const name =
      by.kind === 'admin' ? (await this.#deps.adminName(by.adminId)).slice(0, 100) || 'admin' : 'the buyer';
    const refusal = await this.#deps.em.transactional(async (em) => {
      const [locked] = await em.execute<{ id: string }[]>(
        `select id from payment_transaction where ${'id' in where ? 'id' : 'order_tracking_id'} = ? for update`,
        ['id' in where ? where.id : where.trackingId],
      );
      if (!locked) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
      const transaction = await em.findOneOrFail(PaymentTransaction, { id: locked.id }, { refresh: true });
      if (transaction.state === 'cancelled') return undefined;
      const allowed: readonly PaymentState[] = by.kind === 'buyer' ? ['pending'] : OWNER_MAY_CANCEL;
      const cod = !transaction.orderTrackingId;
      if (!allowed.includes(transaction.state) || (cod && transaction.state !== 'pending')) {
        throw new ConflictError(
          by.kind === 'buyer' ? PAYMENT_MESSAGES.buyerCannotCancel : PAYMENT_MESSAGES.cannotCancel,
          'not_cancellable',
        );
      }
      const arrival: Arrival = {
        source: by.kind === 'admin' ? 'admin' : 'buyer',
        received: by.kind === 'admin' ? { adminId: by.adminId, action: 'cancel' } : { action: 'cancel' },
      };
      if (cod) {
        await this.#deps.reconciler.applyIn(em, transaction, { type: 'cod_cancel' }, arrival, {
          summary: `Cancelled by ${name} (cash on delivery)`,
        });
        return undefined;
      }
      const client = this.#deps.pesapal();
      if (!client) throw new ConflictError(PAYMENT_MESSAGES.unavailable, 'pesapal_unavailable');
      const answer = await client.cancelOrder(transaction.orderTrackingId ?? '');
      const said = answer.message ? `: "${answer.message}"` : '';
      if (!answer.accepted) {
        this.#deps.reconciler.noteIn(em, transaction, arrival, {
          answer,
          summary: `Pesapal refused to cancel the order for ${name}${said}`,
        });
        return answer.message || PAYMENT_MESSAGES.cannotCancel;
      }
      await this.#deps.reconciler.applyIn(em, transaction, { type: 'order_cancelled' }, arrival, {
        answer,
        summary: `Cancelled at Pesapal by ${name}${said}`,
      });
      return undefined;
    });
    // Outside the transaction, so the refusal's timeline entry stays.
    if (refusal) throw new ConflictError(refusal, 'cancel_refused');
    const filter = 'id' in where ? { id: where.id } : { orderTrackingId: where.trackingId };
    return this.#deps.em.findOneOrFail(PaymentTransaction, filter, { refresh: true });
  }
}
