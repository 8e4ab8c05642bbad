import { transactionCompleted } from '../../payments/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { receiptEmail } from '../emails/receipt.email.ts';
import type { Fulfilment } from '../orders/fulfilment.ts';
import { orderDetails } from '../orders/order-reads.ts';

export type OrderMailDeps = {
  em: EntityManager;
  fulfilment: Fulfilment;
  mailer: Pick<Mailer, 'deliver'>;
  publicUrl: string;
  siteName: () => Promise<string>;
};

/**
 * Fulfilment, exactly once per order: the order is completed and its downloads granted (guarded
 * updates), then the receipt goes out under the key `receipt:<orderId>`, so a second run (a
 * retry, a duplicated event) sends nothing more.
 */
export const onTransactionCompleted = (deps: OrderMailDeps) =>
  defineHandler({
    name: 'shop.fulfil_order',
    event: transactionCompleted,
    async handle({ payload }) {
      await deps.fulfilment.fulfil(payload.orderId);
      const order = await orderDetails(deps.em, payload.orderId);
      if (!order) return;
      const message = receiptEmail({
        order,
        trackingId: payload.trackingId,
        publicUrl: deps.publicUrl,
        siteName: await deps.siteName(),
      });
      await deps.mailer.deliver(`receipt:${order.id}`, message);
    },
  });
