import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/**
 * The IPN store: one row per tracking id and notification type. A duplicate (Pesapal resends
 * until it is acknowledged) increments `receivedCount` instead of adding a row.
 */
export const PaymentNotificationSchema = table(
  'PaymentNotification',
  'payment_notification',
  {
    id: p.uuid().primary(),
    orderTrackingId: p.string().length(100),
    merchantReference: p.string().length(50).nullable(),
    notificationType: p.string().length(20),
    method: p.string().length(10),
    receivedCount: p.integer().default(1),
    firstReceivedAt: p.datetime(),
    lastReceivedAt: p.datetime(),
  },
  {
    uniques: [
      {
        name: 'payment_notification_tracking_type_unique',
        properties: ['orderTrackingId', 'notificationType'],
      },
    ],
  },
);

export class PaymentNotification extends PaymentNotificationSchema.class {}
PaymentNotificationSchema.setClass(PaymentNotification);
