import { noteOnTimeline, transactionRefunded } from '../../payments/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import { refundEmail } from '../emails/refund.email.ts';
import { orderDetails } from '../orders/order-reads.ts';
import type { OrderMailDeps } from './on-transaction-completed.handler.ts';

/**
 * A refunded payment: the order follows; a full refund revokes every download not yet used (a
 * partial one keeps them); the buyer is told once (`refund:<orderId>`). Each step that did
 * something is written on the payment's timeline, so a second run adds nothing.
 */
export const onTransactionRefunded = (deps: OrderMailDeps) =>
  defineHandler({
    name: 'shop.refund_order',
    event: transactionRefunded,
    async handle({ payload }) {
      const full = payload.state === 'refunded';
      const { revoked } = await deps.fulfilment.refund(payload.orderId, full);
      if (revoked > 0) {
        await noteOnTimeline(deps.em, payload.transactionId, 'shop', `${revoked} unused download(s) revoked`);
      }
      const order = await orderDetails(deps.em, payload.orderId);
      if (!order) return;
      const message = refundEmail({
        order,
        trackingId: payload.trackingId,
        refundedMinor: payload.refundedMinor ?? payload.amountMinor ?? order.totalMinor,
        full,
        publicUrl: deps.publicUrl,
        siteName: await deps.siteName(),
      });
      const sent = await deps.mailer.deliver(`refund:${order.id}`, message);
      if (sent === 'sent') {
        await noteOnTimeline(
          deps.em,
          payload.transactionId,
          'shop',
          `Refund email sent to ${order.customer.email}`,
        );
      }
    },
  });
