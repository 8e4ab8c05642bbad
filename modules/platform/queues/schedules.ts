import type { Logger } from '../logging/index.ts';
import type { Redis } from './connection.ts';
import type { JobDefinition } from './define-job.ts';
import type { QueueSet } from './enqueue.ts';

export type ScheduleKeeperOptions = {
  queues: QueueSet;
  /** Every job; those with `every` get a job scheduler named after the job. */
  jobs: readonly JobDefinition[];
  /** The connection the queues use: its `ready` after a reconnect re-registers everything. */
  connection: Redis;
  /** How often to check that every scheduler still exists in Redis. */
  checkEveryMs: number;
  log: Logger;
};

/**
 * Keeps the repeatable jobs registered. Schedulers live only in Redis, so a Redis that comes
 * back empty (restarted without persistence, failed over, flushed) would silently stop every
 * schedule: they are upserted at start, again whenever the connection is ready after a
 * reconnect, and any found missing by a periodic check (a flush does not drop connections).
 */
export class ScheduleKeeper {
  readonly #options: ScheduleKeeperOptions;
  readonly #scheduled: JobDefinition[];
  #timer: NodeJS.Timeout | undefined;
  #checking: Promise<void> | undefined;
  #stopped = false;
  readonly #onReady = () => {
    this.#options.log.info('redis connection is back: registering the job schedulers again');
    void this.#guard(() => this.registerAll());
  };

  constructor(options: ScheduleKeeperOptions) {
    this.#options = options;
    this.#scheduled = options.jobs.filter((job) => job.every !== undefined);
  }

  /** Registers every scheduler, then keeps watching. */
  async start(): Promise<void> {
    await this.registerAll();
    this.#options.connection.on('ready', this.#onReady);
    this.#arm();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#options.connection.off('ready', this.#onReady);
    await this.#checking?.catch(() => undefined);
  }

  /** Upserts every scheduler (idempotent: an existing one keeps its id and its next run). */
  async registerAll(): Promise<void> {
    for (const job of this.#scheduled) await this.#register(job);
  }

  /** Re-registers the schedulers missing from Redis; returns their names. */
  async restoreMissing(): Promise<string[]> {
    const restored: string[] = [];
    for (const job of this.#scheduled) {
      const existing = await this.#options.queues.get(job.queue.name).getJobScheduler(job.name);
      if (existing) continue;
      await this.#register(job);
      restored.push(job.name);
    }
    if (restored.length > 0) {
      this.#options.log.warn({ restored }, 'job schedulers were missing from Redis; registered them again');
    }
    return restored;
  }

  #register(job: JobDefinition): Promise<unknown> {
    return this.#options.queues
      .get(job.queue.name)
      .upsertJobScheduler(
        job.name,
        { every: job.every },
        { name: job.name, data: {}, opts: { ...job.retry, removeOnComplete: true, removeOnFail: 100 } },
      );
  }

  #arm(): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      const check =
        this.#options.connection.status === 'ready' ? () => this.restoreMissing() : async () => {};
      void this.#guard(check).finally(() => this.#arm());
    }, this.#options.checkEveryMs);
    this.#timer.unref();
  }

  /** One check or registration at a time; a failure is logged and the next tick tries again. */
  #guard(work: () => Promise<unknown>): Promise<void> {
    const previous = this.#checking ?? Promise.resolve();
    const next = previous
      .then(() => (this.#stopped ? undefined : work()))
      .then(
        () => undefined,
        (error: unknown) => this.#options.log.warn({ err: error }, 'job schedulers could not be checked'),
      );
    this.#checking = next;
    return next;
  }
}
