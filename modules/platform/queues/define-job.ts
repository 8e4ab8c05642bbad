import type { JobsOptions } from 'bullmq';
import { z } from 'zod';
import type { Logger } from '../logging/index.ts';

/** A BullMQ queue: one worker per queue in the worker process, running this many jobs at once. */
export type QueueSpec = { readonly name: string; readonly concurrency: number };

/** How often a failed job is tried and how long it waits between tries. */
export type RetryPolicy = Required<Pick<JobsOptions, 'attempts' | 'backoff'>>;

export type JobContext = {
  log: Logger;
  attempt: number;
  /** The BullMQ job id: the idempotency key of a one-off job enqueued with `jobId`. */
  jobId: string | undefined;
  /** Reports progress on the BullMQ job (shown by the queue dashboard). */
  progress?: (value: Record<string, number | string>) => Promise<void>;
};

/**
 * One job per file: its queue (name and concurrency), name, payload schema, retry policy and
 * handler. The worker derives its queues from the jobs the modules declare.
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  readonly queue: QueueSpec;
  readonly name: string;
  readonly schema: S;
  readonly retry: RetryPolicy;
  /** Repeat every N ms, registered by the worker as a job scheduler (STYLE rule 10). */
  readonly every?: number;
  handle(data: z.output<S>, context: JobContext): Promise<unknown>;
};

export function defineJob<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
  if (!/^[a-z][a-z0-9._-]*$/.test(job.queue.name)) throw new Error(`Bad queue name "${job.queue.name}"`);
  if (!Number.isInteger(job.queue.concurrency) || job.queue.concurrency < 1) {
    throw new Error(`Queue ${job.queue.name} needs a concurrency of at least 1`);
  }
  return Object.freeze(job);
}

/** A repeatable sweep: the scheduler sends it no payload. */
export type SweepDefinition = Omit<
  JobDefinition<typeof SWEEP_PAYLOAD>,
  'schema' | 'retry' | 'every' | 'handle'
> & {
  readonly every: number;
  /** Tried once unless told: the next run comes soon enough. */
  readonly retry?: RetryPolicy;
  handle(data: unknown, context: JobContext): Promise<unknown>;
};

/** What the scheduler sends a repeatable job: nothing it needs. */
const SWEEP_PAYLOAD = z.object({}).loose();
/** A sweep's usual retry: one try, the next run being the retry. */
const SWEEP_RETRY: RetryPolicy = { attempts: 1, backoff: { type: 'fixed', delay: 1_000 } };

/** A repeatable job (STYLE rule 10: schedules in code) with an empty payload. */
export function defineSweep(sweep: SweepDefinition): JobDefinition<typeof SWEEP_PAYLOAD> {
  return defineJob({ ...sweep, schema: SWEEP_PAYLOAD, retry: sweep.retry ?? SWEEP_RETRY });
}

/** Every (queue, job) pair once; throws on a duplicate job or on jobs disagreeing about a queue. */
export function queuesOf(
  jobs: readonly JobDefinition[],
): Map<string, { spec: QueueSpec; jobs: Map<string, JobDefinition> }> {
  const queues = new Map<string, { spec: QueueSpec; jobs: Map<string, JobDefinition> }>();
  for (const job of jobs) {
    const entry = queues.get(job.queue.name) ?? { spec: job.queue, jobs: new Map<string, JobDefinition>() };
    if (entry.spec.concurrency !== job.queue.concurrency) {
      throw new Error(
        `Jobs on queue ${job.queue.name} disagree on its concurrency (${entry.spec.concurrency} and ${job.queue.concurrency})`,
      );
    }
    if (entry.jobs.has(job.name)) throw new Error(`Two jobs named ${job.queue.name}/${job.name}`);
    entry.jobs.set(job.name, job);
    queues.set(job.queue.name, entry);
  }
  return queues;
}

/** The usual retry policy: eight tries, exponential backoff from one second (about four minutes). */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 8, backoff: { type: 'exponential', delay: 1_000 } };

/** Failed jobs are kept for inspection; completed ones long enough to deduplicate re-adds. */
export const JOB_RETENTION: JobsOptions = {
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 14 * 24 * 3600 },
};

/** A job's BullMQ options: its retry policy plus the retention every job shares. */
export const jobOptions = (job: Pick<JobDefinition, 'retry'>): JobsOptions => ({
  ...JOB_RETENTION,
  ...job.retry,
});
