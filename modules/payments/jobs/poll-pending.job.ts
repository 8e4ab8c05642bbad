import { z } from 'zod';
import { defineJob } from '../../platform/queues/index.ts';
import type { Poller } from '../reconcile/poller.ts';
import { PAYMENTS_QUEUE } from './reconcile.job.ts';

/** The repeatable sweep of pending payments (STYLE rule 10: schedules in code). */
export const pollPendingJob = (poller: Poller, everyMs: number, clock: () => Date) =>
  defineJob({
    queue: PAYMENTS_QUEUE,
    name: 'poll-pending',
    schema: z.object({}).loose(),
    retry: { attempts: 1, backoff: { type: 'fixed', delay: 1_000 } },
    every: everyMs,
    handle: () => poller.pollDue(clock()),
  });
