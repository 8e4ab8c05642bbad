import { transactionCompleted } from '../../payments/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { saleAlertEmail } from '../emails/sale-alert.email.ts';
import { orderDetails } from '../orders/order-reads.ts';
import { readShopSettings } from '../settings/shop-settings.ts';

/**
 * The owner hears of each sale when the setting says `each` (the default): one email per order
 * and address (`sale:<orderId>:<address>`), so a second run sends nothing more.
 */
export const onSaleAlert = (deps: {
  em: EntityManager;
  mailer: Pick<Mailer, 'deliver'>;
  publicUrl: string;
  ownerEmails: () => Promise<string[]>;
}) =>
  defineHandler({
    name: 'shop.alert_sale',
    event: transactionCompleted,
    async handle({ payload }) {
      if ((await readShopSettings(deps.em)).sale_alerts !== 'each') return;
      const order = await orderDetails(deps.em, payload.orderId);
      if (!order) return;
      for (const to of await deps.ownerEmails()) {
        await deps.mailer.deliver(
          `sale:${order.id}:${to}`,
          saleAlertEmail({ to, order, publicUrl: deps.publicUrl }),
        );
      }
    },
  });
