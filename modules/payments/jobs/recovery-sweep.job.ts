import { defineSweep } from '../../platform/queues/index.ts';
import type { RecoveryService } from '../transactions/recovery.service.ts';
import { PAYMENTS_QUEUE } from './reconcile.job.ts';

/** How often recovery requests whose job was lost (Redis wiped) are looked for. */
export const RECOVERY_SWEEP_EVERY_MS = 60_000;

/** The repeatable sweep behind `recover-order` (STYLE rule 10: schedules in code). */
export const recoverySweepJob = (recovery: RecoveryService, clock: () => Date) =>
  defineSweep({
    queue: PAYMENTS_QUEUE,
    name: 'recovery-sweep',
    every: RECOVERY_SWEEP_EVERY_MS,
    handle: () => recovery.sweep(clock()),
  });
