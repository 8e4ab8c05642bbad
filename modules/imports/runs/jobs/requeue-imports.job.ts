import { defineSweep } from '../../../platform/queues/index.ts';
import type { ImportRunsService } from '../import-runs.service.ts';
import { IMPORTS_QUEUE } from './run-import.job.ts';

/**
 * `imports.requeue`, every 5 minutes (and so soon after the worker starts): queues again the runs
 * left `queued` or `running` for 10 minutes, whose job a Redis wipe or a killed worker lost. The
 * state is in Postgres, so nothing is lost with Redis.
 */
export const requeueImportsJob = (runs: ImportRunsService) =>
  defineSweep({
    queue: IMPORTS_QUEUE,
    name: 'imports.requeue',
    every: 5 * 60_000,
    handle: async () => ({ requeued: await runs.requeueStale() }),
  });
