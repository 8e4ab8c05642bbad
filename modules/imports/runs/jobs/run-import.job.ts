import { z } from 'zod';
import { defineJob, type RetryPolicy } from '../../../platform/queues/index.ts';
import type { ImportRunsService } from '../import-runs.service.ts';

/** One import at a time: each is one long transaction and fetches images; two would only compete. */
export const IMPORTS_QUEUE = { name: 'imports', concurrency: 1 } as const;

/** Three tries a minute apart for what is not the file's fault (the database away, the store). */
export const RUN_IMPORT_RETRY: RetryPolicy = { attempts: 3, backoff: { type: 'fixed', delay: 60_000 } };

export const runImportSchema = z.object({ runId: z.uuid() });

/**
 * `imports.run`: runs one queued import (see ImportRunsService.execute). Safe to run twice: an
 * ended run is left alone, one found `running` is run again. A malformed file fails the run at
 * once; another error is retried, and recorded as the run's failure on the last try.
 */
export const runImportJob = (runs: ImportRunsService) =>
  defineJob({
    queue: IMPORTS_QUEUE,
    name: 'imports.run',
    schema: runImportSchema,
    retry: RUN_IMPORT_RETRY,
    handle: async ({ runId }, { attempt, log }) => ({
      status: await runs.execute(runId, { lastTry: attempt >= RUN_IMPORT_RETRY.attempts }, log),
    }),
  });
