import { type Job, Queue, Worker } from 'bullmq';
import { resolveJwtSecret } from '../modules/admin/index.ts';
import { ENTITIES } from '../modules/entities.ts';
import { createModules } from '../modules/modules.ts';
import type { Config } from '../modules/platform/config/index.ts';
import { createOrm, type MikroORM, withEntityManagerScope } from '../modules/platform/db/index.ts';
import {
  createEventDispatch,
  type DomainEvent,
  type EventHandler,
  OutboxRelay,
} from '../modules/platform/events/index.ts';
import type { Logger } from '../modules/platform/logging/index.ts';
import {
  createQueueConnection,
  type JobDefinition,
  QUEUES,
  type QueueName,
  type Redis,
} from '../modules/platform/queues/index.ts';

const OUTBOX_SWEEP = 'outbox-sweep';

export type WorkerRuntimeOptions = {
  config: Config;
  logger: Logger;
  /** Extra subscribers, for tests that exercise the event pipeline with their own events. */
  extraHandlers?: EventHandler[];
};

export type WorkerRuntime = {
  orm: MikroORM;
  redis: Redis;
  queues: Record<QueueName, Queue>;
  relay: OutboxRelay;
  stop(): Promise<void>;
};

/**
 * The worker's composition: queues, one BullMQ worker per queue, the event fan-out,
 * the outbox relay and the schedules every module declared. `stop` drains gracefully.
 */
export async function startWorkerRuntime(options: WorkerRuntimeOptions): Promise<WorkerRuntime> {
  const { config, logger } = options;
  const orm = await createOrm({ databaseUrl: config.databaseUrl, entities: ENTITIES, poolMax: 10 });
  const redis = createQueueConnection(config.redisUrl);
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  const prefix = config.redisPrefix;

  const queues = Object.fromEntries(
    Object.values(QUEUES).map(({ name }) => [name, new Queue(name, { connection: redis, prefix })]),
  ) as Record<QueueName, Queue>;
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const modules = createModules({ config, orm, redis, log: logger, jwtSecret });
  const dispatch = createEventDispatch({
    handlers: [...modules.handlers, ...(options.extraHandlers ?? [])],
    handlerQueue: queues['event-handlers'] as Queue<DomainEvent>,
  });
  const relay = new OutboxRelay({
    orm,
    queue: queues.events as Queue<DomainEvent>,
    redis,
    databaseUrl: config.databaseUrl,
    log: logger.child({ component: 'outbox-relay' }),
  });

  const jobsByQueue = new Map<QueueName, Map<string, JobDefinition>>();
  for (const job of modules.jobs) {
    const byName = jobsByQueue.get(job.queue) ?? new Map<string, JobDefinition>();
    if (byName.has(job.name)) throw new Error(`Two jobs named ${job.queue}/${job.name}`);
    byName.set(job.name, job);
    jobsByQueue.set(job.queue, byName);
  }

  // Every job runs in its own ORM context, like a request does.
  const inContext = <T>(fn: () => Promise<T>) => withEntityManagerScope(orm, fn);

  const processors: Record<QueueName, (job: Job) => Promise<unknown>> = {
    events: (job) => inContext(() => dispatch.fanOut(job.data as DomainEvent)),
    'event-handlers': (job) => inContext(() => dispatch.run(job.name, job.data as DomainEvent)),
    analytics: (job) => runDefinedJob('analytics', job),
    maintenance: (job) => (job.name === OUTBOX_SWEEP ? relay.drain() : runDefinedJob('maintenance', job)),
  };

  function runDefinedJob(queue: QueueName, job: Job): Promise<unknown> {
    const definition = jobsByQueue.get(queue)?.get(job.name);
    if (!definition) throw new Error(`No job named ${queue}/${job.name}`);
    const data = definition.schema.parse(job.data);
    return inContext(() =>
      definition.handle(data, {
        log: logger.child({ job: job.name, jobId: job.id }),
        attempt: job.attemptsMade + 1,
      }),
    );
  }

  const workers = Object.values(QUEUES).map(
    ({ name, concurrency }) =>
      new Worker(name, processors[name], { connection: redis, prefix, concurrency, autorun: true }),
  );
  for (const worker of workers) {
    worker.on('failed', (job, error) =>
      logger.warn(
        { queue: worker.name, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade, err: error },
        'job failed',
      ),
    );
    worker.on('error', (error) => logger.warn({ queue: worker.name, err: error }, 'worker error'));
  }

  await queues.maintenance.upsertJobScheduler(
    OUTBOX_SWEEP,
    { every: config.outboxSweepEveryMs },
    { name: OUTBOX_SWEEP, opts: { removeOnComplete: true, removeOnFail: 100 } },
  );
  for (const job of modules.jobs) {
    if (job.every === undefined) continue;
    await queues[job.queue].upsertJobScheduler(
      job.name,
      { every: job.every },
      { name: job.name, data: {}, opts: { ...job.options, removeOnComplete: true, removeOnFail: 100 } },
    );
  }
  await relay.start();
  logger.info({ handlers: dispatch.handlerNames(), jobs: modules.jobs.map((j) => j.name) }, 'worker started');

  return {
    orm,
    redis,
    queues,
    relay,
    async stop() {
      await relay.stop();
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all(Object.values(queues).map((queue) => queue.close()));
      await modules.content.close();
      redis.disconnect();
      await orm.close();
    },
  };
}
