import { z } from 'zod';
import { DEFAULT_RETRY, defineJob, defineSweep } from '../../platform/queues/index.ts';
import type { AlertsService } from '../problems/alerts.service.ts';

export const OPERATIONS_QUEUE = { name: 'operations', concurrency: 1 } as const;

/** How often the worker looks for problems (a stalled outbox is noticed within a minute of five). */
export const DETECT_EVERY_MS = 60_000;

/** The repeatable sweep that opens, touches and resolves problems and queues their emails. */
export const detectProblemsJob = (alerts: AlertsService, everyMs = DETECT_EVERY_MS) =>
  defineSweep({
    queue: OPERATIONS_QUEUE,
    name: 'detect-problems',
    every: everyMs,
    handle: () => alerts.detect(),
  });

/** One problem's alert email (job id `alert__<problemId>`). */
export const alertEmailJob = (alerts: AlertsService) =>
  defineJob({
    queue: OPERATIONS_QUEUE,
    name: 'alert-email',
    schema: z.object({ problemId: z.uuid() }),
    retry: DEFAULT_RETRY,
    handle: ({ problemId }) => alerts.sendAlert(problemId),
  });

/** The day's digest of open problems (job id `alert-digest__<date>`). */
export const alertDigestJob = (alerts: AlertsService) =>
  defineJob({
    queue: OPERATIONS_QUEUE,
    name: 'alert-digest',
    schema: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
    retry: DEFAULT_RETRY,
    handle: ({ date }) => alerts.sendDigest(date),
  });
