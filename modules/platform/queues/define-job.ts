import type { JobsOptions } from 'bullmq';
import type { z } from 'zod';
import type { Logger } from '../logging/index.ts';

/** The queues of the system; each has its own BullMQ worker and concurrency. */
export const QUEUES = {
  /** Outbox rows relayed to Redis: one job per event, id = outbox id. */
  events: { name: 'events', concurrency: 4 },
  /** One job per (event, subscribed handler). */
  eventHandlers: { name: 'event-handlers', concurrency: 4 },
  /** Page-view rollups; one at a time, they share a checkpoint. */
  analytics: { name: 'analytics', concurrency: 1 },
  /** Platform housekeeping such as the outbox sweep. */
  maintenance: { name: 'maintenance', concurrency: 1 },
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

export type JobContext = { log: Logger; attempt: number };

/** One job per file: its queue, name, payload schema, retry options and handler. */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  readonly queue: QueueName;
  readonly name: string;
  readonly schema: S;
  readonly options: JobsOptions;
  /** Repeat every N ms, registered by the worker as a job scheduler (STYLE rule 10). */
  readonly every?: number;
  handle(data: z.output<S>, context: JobContext): Promise<unknown>;
};

export function defineJob<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
  return Object.freeze(job);
}

/** Failed jobs are kept for inspection; completed ones long enough to deduplicate re-adds. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 14 * 24 * 3600 },
};
