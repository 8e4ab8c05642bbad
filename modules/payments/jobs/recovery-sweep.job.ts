import { z } from 'zod';
import { defineJob } from '../../platform/queues/index.ts';
import type { RecoveryService } from '../transactions/recovery.service.ts';
import { PAYMENTS_QUEUE } from './reconcile.job.ts';

/** How often recovery requests whose job was lost (Redis wiped) are looked for. */
export const RECOVERY_SWEEP_EVERY_MS = 60_000;

/** The repeatable sweep behind `recover-order` (STYLE rule 10: schedules in code). */
export const recoverySweepJob = (recovery: RecoveryService, clock: () => Date) =>
  defineJob({
    queue: PAYMENTS_QUEUE,
    name: 'recovery-sweep',
    schema: z.object({}).loose(),
    retry: { attempts: 1, backoff: { type: 'fixed', delay: 1_000 } },
    every: RECOVERY_SWEEP_EVERY_MS,
    handle: () => recovery.sweep(clock()),
  });
