import { defineSweep } from '../../platform/queues/index.ts';
import type { Poller } from '../reconcile/poller.ts';
import { PAYMENTS_QUEUE } from './reconcile.job.ts';

/** The repeatable sweep of pending payments (STYLE rule 10: schedules in code). */
export const pollPendingJob = (poller: Poller, everyMs: number, clock: () => Date) =>
  defineSweep({
    queue: PAYMENTS_QUEUE,
    name: 'poll-pending',
    every: everyMs,
    handle: () => poller.pollDue(clock()),
  });
