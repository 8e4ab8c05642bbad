import type { EntityManager } from '../../platform/db/index.ts';
import { type ApiHandler, ApiRouter, PUBLIC } from '../../platform/http/index.ts';
import type { Logger } from '../../platform/logging/index.ts';
import { ipnAcknowledgement, pesapalNotificationSchema } from '../pesapal/pesapal-requests.schemas.ts';
import { notificationInput } from './notification-input.ts';
import { recordNotification } from './notifications.ts';

type Deps = {
  em: EntityManager;
  /** Starts the reconcile job of a tracking id (collapsed per tracking id). */
  reconcileLater: (trackingId: string, received: Record<string, unknown>) => Promise<void>;
  log: Logger;
};

/**
 * Pesapal's IPN, GET (query) or POST (JSON or form body, whatever its Content-Type), keys in any
 * case: verify the tracking id is ours, record it, enqueue the status check, and answer in
 * Pesapal's acknowledgement format (STYLE rule 11). Unknown ids and failures are acknowledged with status 500 (§7).
 */
export function ipnRoutes(deps: Deps): ApiRouter {
  const handler: ApiHandler = async (ctx) => {
    const input = await notificationInput(ctx);
    const parsed = pesapalNotificationSchema.safeParse(input);
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = { success: false, error: 'OrderTrackingId is required', code: 'validation_failed' };
      return;
    }
    const notification = parsed.data;
    let status: 200 | 500 = 500;
    try {
      if (await recordNotification(deps.em, notification, ctx.method)) {
        await deps.reconcileLater(notification.OrderTrackingId, { ...notification, method: ctx.method });
        status = 200;
      }
    } catch (error) {
      deps.log.warn(
        { err: error, trackingId: notification.OrderTrackingId },
        'IPN not processed; Pesapal will resend',
      );
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 200;
    ctx.body = ipnAcknowledgement(notification, status);
  };
  // The body is read by `notificationInput` whatever its Content-Type says (a form labelled JSON
  // is still an IPN), so no parser runs before it.
  return new ApiRouter('/api/pesapal')
    .get('/ipn', PUBLIC, handler)
    .post('/ipn', PUBLIC, { body: 'none' }, handler);
}
