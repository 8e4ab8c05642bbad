import { Queue } from 'bullmq';
import type { z } from 'zod';
import type { Redis } from './connection.ts';
import { type JobDefinition, jobOptions } from './define-job.ts';

export type EnqueueOptions = {
  /**
   * Idempotency key: while a job with this id exists (waiting, delayed, running, or kept after
   * completion), enqueuing it again adds nothing. BullMQ refuses ':' in ids; use '__'.
   */
  jobId?: string;
  /** Run no sooner than this many milliseconds from now. */
  delay?: number;
};

/**
 * Starts a one-off job with data, validated against the job's schema before it is added.
 * Resolves with the job id. The job must be one the worker runs (a module's `jobs`).
 */
export type Enqueue = <S extends z.ZodType>(
  job: JobDefinition<S>,
  data: z.input<S>,
  options?: EnqueueOptions,
) => Promise<string>;

/**
 * The queues a process adds jobs to, opened on first use on one connection. Both composition
 * roots own one: the API's fails fast while Redis is away, the worker's waits it out.
 */
export class QueueSet {
  readonly #connection: Redis;
  readonly #prefix: string;
  readonly #queues = new Map<string, Queue>();

  constructor(options: { connection: Redis; prefix: string }) {
    this.#connection = options.connection;
    this.#prefix = options.prefix;
  }

  get(name: string): Queue {
    let queue = this.#queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.#connection, prefix: this.#prefix });
      // Connection trouble is reported by the connection's owner; an add still rejects.
      queue.on('error', () => undefined);
      this.#queues.set(name, queue);
    }
    return queue;
  }

  /** Bound, so it can be handed to modules as a plain function. */
  readonly enqueue: Enqueue = async (job, data, options = {}) => {
    if (options.jobId?.includes(':')) throw new Error(`Job id "${options.jobId}" must not contain ':'`);
    const payload = job.schema.parse(data);
    const added = await this.get(job.queue.name).add(job.name, payload, {
      ...jobOptions(job),
      jobId: options.jobId,
      delay: options.delay,
    });
    if (!added.id) throw new Error(`BullMQ gave no id to ${job.queue.name}/${job.name}`);
    return added.id;
  };

  async close(): Promise<void> {
    await Promise.all([...this.#queues.values()].map((queue) => queue.close()));
    this.#queues.clear();
  }
}
