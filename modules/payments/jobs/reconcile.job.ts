import { z } from 'zod';
import { defineJob } from '../../platform/queues/index.ts';
import { TIMELINE_SOURCES } from '../entities/index.ts';
import type { Reconciler } from '../reconcile/reconciler.ts';

export const PAYMENTS_QUEUE = { name: 'payments', concurrency: 4 } as const;

export const reconcileSchema = z.object({
  trackingId: z.string().min(1).max(100),
  source: z.enum(TIMELINE_SOURCES),
  received: z.record(z.string(), z.unknown()).optional(),
});

/** Bursts of IPNs within this window share one job (the notification table counts them all). */
const COLLAPSE_WINDOW_MS = 5_000;

/**
 * Asks Pesapal for the status after an IPN. Pesapal down: the job retries with backoff (and the
 * poll is there behind it). Running it twice only adds a "stays" line to the timeline.
 */
export const reconcileJob = (reconciler: Reconciler) =>
  defineJob({
    queue: PAYMENTS_QUEUE,
    name: 'reconcile',
    schema: reconcileSchema,
    retry: { attempts: 6, backoff: { type: 'exponential', delay: 2_000 } },
    handle: async ({ trackingId, source, received }) => {
      const transaction = await reconciler.reconcile(trackingId, { source, received });
      return { state: transaction?.state ?? 'unknown' };
    },
  });

/**
 * One job per tracking id per few seconds: twenty copies of one IPN collapse into one status
 * call, while a later IPN (a reversal days after) still gets its own job. BullMQ refuses ':'.
 */
export const reconcileJobId = (trackingId: string, now: Date) =>
  `reconcile__${trackingId.replace(/[^A-Za-z0-9-]/g, '_')}__${Math.floor(now.getTime() / COLLAPSE_WINDOW_MS)}`;
