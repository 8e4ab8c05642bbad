import type { EntityManager } from '../../db/index.ts';
import { defineSweep } from '../../queues/index.ts';
import { pruneCompleted } from '../outbox-maintenance.ts';
import { MAINTENANCE_QUEUE } from './event-queues.ts';

/** Complete events (and their handler runs) are kept this long, for inspection. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 3600 * 1000;
const BATCH = 1_000;
/** At most this many batches per run; the next run carries on. */
const MAX_BATCHES = 20;

/** Deletes complete events older than the retention window, in bounded batches, hourly. */
export function outboxPruneJob(deps: { em: EntityManager }) {
  return defineSweep({
    queue: MAINTENANCE_QUEUE,
    name: 'outbox-prune',
    retry: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
    every: 3_600_000,
    async handle() {
      let pruned = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const count = await pruneCompleted({ em: deps.em, olderThanMs: OUTBOX_RETENTION_MS, limit: BATCH });
        pruned += count;
        if (count < BATCH) break;
      }
      return { pruned };
    },
  });
}
