import { z } from 'zod';
import { defineJob } from '../../platform/queues/index.ts';
import type { RecoveryService } from '../transactions/recovery.service.ts';
import { PAYMENTS_QUEUE } from './reconcile.job.ts';

export const recoverOrderSchema = z.object({ requestId: z.uuid() });

/** The job id of a request's job: one per request and tag ('first', or the sweep's period). */
export const recoverOrderJobId = (requestId: string, tag: string) => `recover-order__${requestId}__${tag}`;

/**
 * "I paid but got nothing", off the HTTP path: re-asks Pesapal about the buyer's payments and
 * resends a completed order's receipt. The request row in Postgres is the state: a run after it
 * was handled finds nothing to do, and the `recovery-sweep` re-queues one whose job was lost.
 */
export const recoverOrderJob = (recovery: RecoveryService) =>
  defineJob({
    queue: PAYMENTS_QUEUE,
    name: 'recover-order',
    schema: recoverOrderSchema,
    retry: { attempts: 6, backoff: { type: 'exponential', delay: 2_000 } },
    handle: async ({ requestId }) => ({ outcome: await recovery.run(requestId) }),
  });
