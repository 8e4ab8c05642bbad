// The payments module's door: Pesapal checkout, IPN, reconciliation, poll and the transaction
// views. Orders are reached through `OrderPort`, payments' own port that the composition root
// fills from the shop; payments imports no other module (the shop depends on payments, not back).
import type { EntityManager, MikroORM } from '../platform/db/index.ts';
import { publish } from '../platform/events/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Enqueue, Redis } from '../platform/queues/index.ts';
import { rateLimit } from '../platform/rate-limit/index.ts';
import { CheckoutService } from './checkout/checkout.service.ts';
import {
  PaymentNotificationSchema,
  PaymentRecoveryRequestSchema,
  PaymentRefundSchema,
  PaymentTimelineEntrySchema,
  PaymentTransactionSchema,
} from './entities/index.ts';
import { onRefundRequested } from './handlers/send-refund.handler.ts';
import { ipnRoutes } from './ipn/ipn.routes.ts';
import { ReconcileGate } from './ipn/reconcile-gate.ts';
import { pollPendingJob } from './jobs/poll-pending.job.ts';
import { reconcileJob } from './jobs/reconcile.job.ts';
import { recoverOrderJob, recoverOrderJobId } from './jobs/recover-order.job.ts';
import { recoverySweepJob } from './jobs/recovery-sweep.job.ts';
import type { OrderPort } from './orders-port.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { paymentsSummary } from './payments.summary.ts';
import { paymentsWatch } from './payments.watch.ts';
import type { PesapalClient } from './pesapal/pesapal-client.ts';
import { Poller } from './reconcile/poller.ts';
import { Reconciler } from './reconcile/reconciler.ts';
import { RefundsService } from './refunds/refunds.service.ts';
import { CancelService } from './transactions/cancel.service.ts';
import { RecoveryService } from './transactions/recovery.service.ts';
import { transactionsRoutes } from './transactions/transactions.routes.ts';
import { TransactionsService } from './transactions/transactions.service.ts';
import { TransactionsAdmin } from './transactions/transactions-admin.ts';

export type { OrderPort, OrderRequest, OrderView, PayableOrder, Payer } from './orders-port.ts';
export {
  isFinal,
  next,
  PAYMENT_STATES,
  type PaymentEvent,
  type PaymentState,
  type PesapalStatusCode,
  type RefusalReason,
  type TransitionResult,
  targetOf,
} from './payment-state.ts';
export {
  PAYMENTS_EVENTS,
  refundRequested,
  type TransactionChange,
  transactionCompleted,
  transactionFailed,
  transactionRefunded,
  transactionReversed,
} from './payments.events.ts';
export { PAYMENT_MESSAGES, trackingIdSchema } from './payments.schemas.ts';
export type { PaymentFacts, PaymentsWatch, PendingAfterReturn } from './payments.watch.ts';
export * from './pesapal/pesapal.schemas.ts';
export { PesapalClient, type PesapalClientOptions } from './pesapal/pesapal-client.ts';
export { PESAPAL_BASE_URLS, PESAPAL_ENVS, type PesapalEnv, pesapalBaseUrl } from './pesapal/pesapal-env.ts';
export { PesapalError, type PesapalErrorKind } from './pesapal/pesapal-error.ts';
export { pesapalClientFromConfig } from './pesapal/pesapal-from-config.ts';
export * from './pesapal/pesapal-requests.schemas.ts';
export {
  type PaymentForAccounts,
  type PaymentOfOrder,
  paymentOf,
  paymentsOfOrders,
} from './transactions/payment-of.ts';
export { noteOnTimeline } from './transactions/timeline-note.ts';

/** Every entity of the payments module, for the ORM and migrations. */
export const paymentsEntities = [
  PaymentTransactionSchema,
  PaymentNotificationSchema,
  PaymentTimelineEntrySchema,
  PaymentRecoveryRequestSchema,
  PaymentRefundSchema,
];

export type PaymentsModuleDeps = {
  orm: MikroORM;
  redis: Redis;
  redisPrefix: string;
  enqueue: Enqueue;
  orders: OrderPort;
  /** Undefined when no Pesapal keys are set: checkout answers 503, COD still works. */
  pesapal: PesapalClient | undefined;
  publicUrl: string;
  /** PESAPAL_IPN_URL; default `<publicUrl>/api/pesapal/ipn`. */
  ipnUrl?: string;
  pollEveryMs: number;
  rateLimit: { points: number; windowSeconds: number };
  log: Logger;
  /** An admin account's name (Pesapal's refund `username`, the timeline). */
  adminName: (id: string) => Promise<string>;
  clock?: () => Date;
};

/**
 * Payments: checkout's Pesapal order, the IPN store, one reconciler every path goes through
 * (IPN job, callback, confirm, poll, admin) and the transaction view.
 * Refunds (RefundRequest, sent by the worker) and cancellations (CancelOrder).
 * Publishes `payments.transaction_completed`, `_failed`, `_reversed`, `_refunded` and
 * `payments.refund_requested` (its own worker sends the refund). See README.md.
 */
export function createPaymentsModule(deps: PaymentsModuleDeps) {
  const clock = deps.clock ?? (() => new Date());
  // The ORM's root manager resolves to the scope of the request or job that calls (request-scope.ts):
  // services use that scope and open their transactions from it.
  const em: EntityManager = deps.orm.em;
  const origin = deps.publicUrl.replace(/\/+$/, '');
  const log = deps.log;
  const reconciler = new Reconciler({ em, pesapal: () => deps.pesapal, publish, clock, log });
  const poller = new Poller({ orm: deps.orm, reconciler, log });
  const checkout = new CheckoutService({
    em,
    orders: deps.orders,
    pesapal: () => deps.pesapal,
    ipnUrl: deps.ipnUrl ?? `${origin}/api/pesapal/ipn`,
    callbackUrl: `${origin}/payment/callback`,
    clock,
  });
  const transactions = new TransactionsService({ em, orders: deps.orders, reconciler });
  const refunds = new RefundsService({
    em,
    reconciler,
    pesapal: () => deps.pesapal,
    publish,
    clock,
    log,
    adminName: deps.adminName,
  });
  const cancels = new CancelService({
    em,
    reconciler,
    pesapal: () => deps.pesapal,
    adminName: deps.adminName,
  });
  const admin = new TransactionsAdmin({
    em,
    reconciler,
    orders: deps.orders,
    adminName: deps.adminName,
  });
  // Calls per client address, per lane: a script cannot open thousands of Pesapal orders or
  // walk tracking ids. The IPN and downloads are not limited (Pesapal's retries and a buyer's
  // resumes must never be refused).
  const laneLimit = (lane: string) =>
    rateLimit({
      redis: deps.redis,
      prefix: deps.redisPrefix,
      name: `payments:limit:${lane}`,
      ...deps.rateLimit,
    });
  const limit = {
    checkout: laneLimit('checkout'),
    status: laneLimit('status'),
    recover: laneLimit('recover'),
  };
  const gate = new ReconcileGate(deps.redis, deps.redisPrefix);
  const reconcile = reconcileJob(reconciler, gate);
  const reconcileLater = async (trackingId: string, received: Record<string, unknown>) => {
    if (!(await gate.claim(trackingId))) return;
    try {
      await deps.enqueue(reconcile, { trackingId, source: 'ipn', received });
    } catch (error) {
      await gate.release(trackingId);
      throw error;
    }
  };
  const recovery = new RecoveryService({
    em,
    orders: deps.orders,
    reconciler,
    later: async (requestId, tag) => {
      await deps.enqueue(recoverOrder, { requestId }, { jobId: recoverOrderJobId(requestId, tag) });
    },
    clock,
    log,
  });
  const recoverOrder = recoverOrderJob(recovery);
  return {
    reconciler,
    poller,
    recovery,
    transactions,
    admin,
    routes: [
      paymentsRoutes({
        checkout,
        transactions,
        recovery,
        cancels,
        limit,
      }),
      ipnRoutes({ em, reconcileLater, log }),
      transactionsRoutes(admin, transactions, { refunds, cancels }),
    ],
    jobs: [
      reconcile,
      pollPendingJob(poller, deps.pollEveryMs, clock),
      recoverOrder,
      recoverySweepJob(recovery, clock),
    ],
    refunds,
    cancels,
    handlers: [onRefundRequested(refunds)],
    /** Revenue, stuck and reversed payments for the admin dashboard. */
    summary: () => paymentsSummary(em),
    /** Counts by state and payments pending an hour after the buyer's return, for operators. */
    watch: paymentsWatch(em, deps.pollEveryMs),
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
