import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import { PaymentTransaction } from '../entities/index.ts';
import type { PesapalNotification } from '../pesapal/pesapal-requests.schemas.ts';

/**
 * Records an IPN (deduplicated per tracking id and type: a repeat increments its counter) and
 * answers whether the tracking id is one of ours. Unknown ids are not stored: anyone can call
 * the IPN URL, and the table must not fill with strangers' guesses.
 */
export async function recordNotification(
  em: EntityManager,
  notification: PesapalNotification,
  method: string,
): Promise<boolean> {
  const ours = await em.count(PaymentTransaction, { orderTrackingId: notification.OrderTrackingId });
  if (ours === 0) return false;
  await em.execute(
    `insert into payment_notification (id, order_tracking_id, merchant_reference, notification_type, method,
       received_count, first_received_at, last_received_at)
     values (?, ?, ?, ?, ?, 1, now(), now())
     on conflict (order_tracking_id, notification_type)
     do update set received_count = payment_notification.received_count + 1, last_received_at = now()`,
    [
      randomUUID(),
      notification.OrderTrackingId,
      notification.OrderMerchantReference ?? null,
      notification.OrderNotificationType ?? 'IPNCHANGE',
      method.slice(0, 10),
    ],
  );
  return true;
}
