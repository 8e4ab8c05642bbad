import { ApiRouter, PUBLIC, PUBLIC_ADMIN_SEES_ALL, parse, sendPrivate } from '../platform/http/index.ts';
import type { RateLimit } from '../platform/rate-limit/index.ts';
import type { CheckoutService } from './checkout/checkout.service.ts';
import { toMajor } from './money.ts';
import {
  confirmPaymentBodySchema,
  idempotencyKeySchema,
  PAYMENT_MESSAGES,
  recoverOrderBodySchema,
  submitOrderBodySchema,
  trackingIdSchema,
} from './payments.schemas.ts';
import type { CancelService } from './transactions/cancel.service.ts';
import type { RecoveryService } from './transactions/recovery.service.ts';
import { paymentStatusOf, STATUS_DESCRIPTION } from './transactions/transaction.presenter.ts';
import type { TransactionsService } from './transactions/transactions.service.ts';

type Deps = {
  checkout: CheckoutService;
  transactions: TransactionsService;
  recovery: RecoveryService;
  cancels: CancelService;
  /** Calls per client address, counted per lane. */
  limit: Record<'checkout' | 'status' | 'recover', RateLimit>;
};

// A partial refund leaves the order paid (its downloads stay): the callback page shows it as paid.
const STATUS_CODE: Record<string, number> = { completed: 1, partially_refunded: 1, failed: 2, reversed: 3 };

/**
 * The visitor's payment calls (public-site.md). Nothing the browser says about a payment is
 * believed: status and amount come from the reconciled record, which only GetTransactionStatus moves.
 */
export function paymentsRoutes({ checkout, transactions, recovery, cancels, limit }: Deps): ApiRouter {
  return (
    new ApiRouter('/api/pesapal')
      .post('/submit-order', PUBLIC, async (ctx) => {
        await limit.checkout.consume(ctx.ip);
        const body = parse(submitOrderBodySchema, ctx.request.body ?? {});
        const key = parse(idempotencyKeySchema, ctx.get('idempotency-key') || undefined);
        const answer = await checkout.submit(body, key);
        if (answer.kind === 'cod') {
          sendPrivate(ctx, {
            order: { merchant_reference: answer.merchantReference, status: 'pending', payment_method: 'cod' },
          });
          return;
        }
        sendPrivate(ctx, {
          redirect_url: answer.redirectUrl,
          order_tracking_id: answer.trackingId,
          merchant_reference: answer.merchantReference,
        });
      })
      .get('/transaction-status/:trackingId', PUBLIC, async (ctx) => {
        await limit.status.consume(ctx.ip);
        const trackingId = parse(trackingIdSchema, ctx.params.trackingId);
        const { transaction, fresh } = await transactions.refreshed(trackingId, {
          source: 'callback',
          received: { OrderTrackingId: trackingId },
        });
        if (!fresh && transaction.state === 'pending') {
          ctx.set('Cache-Control', 'private, no-store');
          ctx.body = { success: false, payment_status_description: 'Pending', status_code: 0 };
          return;
        }
        sendPrivate(ctx, {
          payment_status_description: STATUS_DESCRIPTION[transaction.state] ?? 'Pending',
          payment_status: paymentStatusOf(transaction.state),
          status_code: STATUS_CODE[transaction.state] ?? 0,
          payment_method: transaction.paymentMethod || null,
          confirmation_code: transaction.confirmationCode ?? null,
          amount: toMajor(transaction.amountMinor),
          currency: transaction.currency,
          merchant_reference: transaction.merchantReference,
        });
      })
      .post('/confirm-payment', PUBLIC, async (ctx) => {
        await limit.status.consume(ctx.ip);
        const body = parse(confirmPaymentBodySchema, ctx.request.body ?? {});
        const { transaction } = await transactions.refreshed(body.trackingId, {
          source: 'confirm',
          // What the page claimed, kept for the timeline; it decides nothing.
          received: { trackingId: body.trackingId, paymentStatus: String(body.paymentStatus ?? '') },
        });
        sendPrivate(ctx, { transaction: await transactions.view(transaction, false) });
      })
      .post('/recover-order', PUBLIC, async (ctx) => {
        await limit.recover.consume(ctx.ip);
        const body = parse(recoverOrderBodySchema, ctx.request.body ?? {});
        // Recorded and queued, the same work whoever asks: neither the words nor the time of the
        // answer tell who has orders (the worker re-asks Pesapal and emails).
        await recovery.request(body.email, body.reference);
        sendPrivate(ctx, { message: PAYMENT_MESSAGES.recovery });
      })
      .get('/transaction/:trackingId', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
        if (!ctx.state.seesAll) await limit.status.consume(ctx.ip);
        const trackingId = parse(trackingIdSchema, ctx.params.trackingId);
        const transaction = await transactions.byTrackingId(trackingId);
        sendPrivate(ctx, { transaction: await transactions.view(transaction, ctx.state.seesAll) });
      })
      // The buyer gives up on a pending payment from its page: CancelOrder, so the M-Pesa prompt
      // answered later cannot take money for an order they abandoned. The tracking id is the
      // order page's own key, as for its view and downloads.
      .post('/transaction/:trackingId/cancel', PUBLIC, async (ctx) => {
        await limit.status.consume(ctx.ip);
        const trackingId = parse(trackingIdSchema, ctx.params.trackingId);
        const transaction = await cancels.cancel({ trackingId }, { kind: 'buyer' });
        sendPrivate(ctx, { transaction: await transactions.view(transaction, false) });
      })
  );
}
