import { z } from 'zod';
import { defineJob } from '../../platform/queues/index.ts';
import { TIMELINE_SOURCES } from '../entities/index.ts';
import type { ReconcileGate } from '../ipn/reconcile-gate.ts';
import type { Reconciler } from '../reconcile/reconciler.ts';

export const PAYMENTS_QUEUE = { name: 'payments', concurrency: 4 } as const;

export const reconcileSchema = z.object({
  trackingId: z.string().min(1).max(100),
  source: z.enum(TIMELINE_SOURCES),
  received: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Asks Pesapal for the status after an IPN (one job per burst, see ReconcileGate). Pesapal down: the job retries with backoff (and the
 * poll is there behind it). Running it twice only adds a "stays" line to the timeline.
 */
export const reconcileJob = (reconciler: Reconciler, gate: ReconcileGate) =>
  defineJob({
    queue: PAYMENTS_QUEUE,
    name: 'reconcile',
    schema: reconcileSchema,
    retry: { attempts: 6, backoff: { type: 'exponential', delay: 2_000 } },
    handle: async ({ trackingId, source, received }) => {
      // Opened before asking Pesapal: news arriving from now on gets a job of its own.
      await gate.release(trackingId);
      const transaction = await reconciler.reconcile(trackingId, { source, received });
      return { state: transaction?.state ?? 'unknown' };
    },
  });
