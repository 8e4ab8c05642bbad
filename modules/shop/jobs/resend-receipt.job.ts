import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { EntityManager } from '../../platform/db/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { DEFAULT_RETRY, defineJob } from '../../platform/queues/index.ts';
import { receiptEmail } from '../emails/receipt.email.ts';
import { orderDetails } from '../orders/order-reads.ts';

export const SHOP_QUEUE = { name: 'shop', concurrency: 2 } as const;

export const resendReceiptSchema = z.object({
  orderId: z.uuid(),
  trackingId: z.string().max(100).nullable(),
  /** The mail's idempotency key: one resend per order per hour, however often it is asked. */
  key: z.string().max(200),
});

/**
 * Sends a paid order's receipt again ("I paid but got nothing"); only a completed order gets one.
 * It is queued once the payment is completed, so an order still pending is one whose fulfilment
 * (its own event handler) has not run yet: the job throws and BullMQ tries again with backoff,
 * instead of dropping the resend the buyer asked for.
 */
export const resendReceiptJob = (deps: {
  em: EntityManager;
  mailer: Pick<Mailer, 'deliver'>;
  publicUrl: string;
  siteName: () => Promise<string>;
}) =>
  defineJob({
    queue: SHOP_QUEUE,
    name: 'resend-receipt',
    schema: resendReceiptSchema,
    retry: DEFAULT_RETRY,
    handle: async ({ orderId, trackingId, key }) => {
      const order = await orderDetails(deps.em, orderId);
      if (order?.status === 'pending') throw new Error(`order ${orderId} is paid but not fulfilled yet`);
      // A partial refund keeps the order's downloads, so its receipt still stands.
      if (order?.status !== 'completed' && order?.status !== 'partially_refunded') return { sent: false };
      const message = receiptEmail({
        order,
        trackingId,
        publicUrl: deps.publicUrl,
        siteName: await deps.siteName(),
      });
      return { sent: (await deps.mailer.deliver(key, message)) === 'sent' };
    },
  });

/**
 * `receipt-resend:<orderId>:<hour>:<address hash>`: one resend per order, address and hour, so a
 * receipt asked again after the owner corrected the buyer's email reaches the new address.
 * BullMQ job ids may not hold ':'.
 */
export function resendKeys(orderId: string, now: Date, email: string) {
  const hour = Math.floor(now.getTime() / 3600_000);
  const to = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16);
  return {
    key: `receipt-resend:${orderId}:${hour}:${to}`,
    jobId: `receipt-resend__${orderId}__${hour}__${to}`,
  };
}
