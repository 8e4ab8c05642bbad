import { defineSweep } from '../../platform/queues/index.ts';
import type { AnalyticsService } from '../analytics.service.ts';

/** Counts queued page views into Postgres, batch after batch, until the stream is drained. */
export function pageViewsRollupJob(
  service: AnalyticsService,
  options: { everyMs: number; batchSize: number },
) {
  return defineSweep({
    // One at a time: rollups share a checkpoint row.
    queue: { name: 'analytics', concurrency: 1 },
    name: 'page-views-rollup',
    retry: { attempts: 3, backoff: { type: 'exponential', delay: 1_000 } },
    every: options.everyMs,
    async handle(_data, { log }) {
      let total = 0;
      for (let counted = -1; counted !== 0; ) {
        counted = await service.rollup(options.batchSize);
        total += counted;
      }
      if (total > 0) log.debug({ total }, 'page views counted');
      return { counted: total };
    },
  });
}
