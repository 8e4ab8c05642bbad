import { transactionReversed } from '../../payments/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import { reversalEmail } from '../emails/receipt.email.ts';
import { orderDetails } from '../orders/order-reads.ts';
import type { OrderMailDeps } from './on-transaction-completed.handler.ts';

/**
 * A reversed payment: unused downloads are revoked and the owner is told, once per order
 * (`reversal:<orderId>:<address>`). The dashboard's flag reads the payments' state, not this.
 */
export const onTransactionReversed = (deps: OrderMailDeps & { ownerEmails: () => Promise<string[]> }) =>
  defineHandler({
    name: 'shop.revoke_downloads',
    event: transactionReversed,
    async handle({ payload }) {
      const { revoked } = await deps.fulfilment.reverse(payload.orderId);
      const order = await orderDetails(deps.em, payload.orderId);
      if (!order) return;
      for (const to of await deps.ownerEmails()) {
        const message = reversalEmail({ to, order, revoked, publicUrl: deps.publicUrl });
        await deps.mailer.deliver(`reversal:${order.id}:${to}`, message);
      }
    },
  });
