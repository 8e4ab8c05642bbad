import { type Job, type Queue, UnrecoverableError, Worker } from 'bullmq';
import { resolveJwtSecret } from '../modules/admin/index.ts';
import { ENTITIES } from '../modules/entities.ts';
import { createModules } from '../modules/modules.ts';
import type { Config } from '../modules/platform/config/index.ts';
import { createOrm, type MikroORM, withEntityManagerScope } from '../modules/platform/db/index.ts';
import {
  createEventDispatch,
  type DomainEvent,
  EVENT_HANDLERS_QUEUE,
  EVENTS_QUEUE,
  type EventHandler,
  eventFanOutJob,
  eventHandlerJobs,
  OutboxRelay,
  outboxPruneJob,
  outboxSweepJob,
} from '../modules/platform/events/index.ts';
import type { Logger } from '../modules/platform/logging/index.ts';
import {
  createQueueConnection,
  type Enqueue,
  type JobDefinition,
  QueueSet,
  queuesOf,
  type Redis,
  ScheduleKeeper,
} from '../modules/platform/queues/index.ts';

export type WorkerRuntimeOptions = {
  config: Config;
  logger: Logger;
  /** Extra subscribers, for tests that exercise the event pipeline with their own events. */
  extraHandlers?: EventHandler[];
  /** Extra jobs, for tests that exercise the queues with their own jobs. */
  extraJobs?: JobDefinition[];
};

export type WorkerRuntime = {
  orm: MikroORM;
  redis: Redis;
  /** The queues this worker adds to and runs, by name. */
  queues: QueueSet;
  relay: OutboxRelay;
  schedules: ScheduleKeeper;
  enqueue: Enqueue;
  /** Every job this worker runs (the kernel's, the modules', the extra ones). */
  jobs: readonly JobDefinition[];
  /** Every event handler it dispatches to. */
  handlers: readonly EventHandler[];
  stop(): Promise<void>;
};

/** How often the worker checks that Redis still holds every job scheduler. */
const SCHEDULE_CHECK_MS = 5_000;

/**
 * The worker's composition: the kernel's jobs (event fan-out, one job per event handler, the
 * outbox sweep and prune) and the modules' jobs; one BullMQ worker per queue those jobs declare;
 * the outbox relay; the schedules, kept registered. `stop` drains gracefully.
 */
export async function startWorkerRuntime(options: WorkerRuntimeOptions): Promise<WorkerRuntime> {
  const { config, logger } = options;
  const orm = await createOrm({ databaseUrl: config.databaseUrl, entities: ENTITIES, poolMax: 10 });
  const redis = createQueueConnection(config.redisUrl);
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  const prefix = config.redisPrefix;
  const queues = new QueueSet({ connection: redis, prefix });

  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const modules = createModules({ config, orm, redis, log: logger, jwtSecret, enqueue: queues.enqueue });
  const handlers = [...modules.handlers, ...(options.extraHandlers ?? [])];
  const dispatch = createEventDispatch({
    handlers,
    handlerQueue: queues.get(EVENT_HANDLERS_QUEUE.name) as Queue<DomainEvent>,
    em: orm.em,
  });
  const relay = new OutboxRelay({
    orm,
    queue: queues.get(EVENTS_QUEUE.name) as Queue<DomainEvent>,
    redis,
    databaseUrl: config.databaseUrl,
    log: logger.child({ component: 'outbox-relay' }),
  });
  const jobs: JobDefinition[] = [
    eventFanOutJob(dispatch),
    ...eventHandlerJobs(dispatch),
    outboxSweepJob({
      em: orm.em,
      relay,
      dispatch,
      everyMs: config.outboxSweepEveryMs,
      redeliverAfterMs: config.outboxRedeliverAfterMs,
    }),
    outboxPruneJob({ em: orm.em }),
    ...modules.jobs,
    ...(options.extraJobs ?? []),
  ];

  const workers = [...queuesOf(jobs).values()].map(({ spec, jobs: byName }) => {
    const worker = new Worker(
      spec.name,
      (job: Job) => {
        // Neither a job nobody defines nor data its schema refuses gets better with retries.
        const definition = byName.get(job.name);
        if (!definition) throw new UnrecoverableError(`No job named ${spec.name}/${job.name}`);
        const parsed = definition.schema.safeParse(job.data);
        if (!parsed.success) {
          throw new UnrecoverableError(
            `Data of ${spec.name}/${job.name} is invalid: ${parsed.error.message}`,
          );
        }
        const data = parsed.data;
        // Every job runs in its own ORM context, like a request does.
        return withEntityManagerScope(orm, () =>
          definition.handle(data, {
            log: logger.child({ job: job.name, jobId: job.id }),
            attempt: job.attemptsMade + 1,
            jobId: job.id,
            progress: (value) => job.updateProgress(value),
          }),
        );
      },
      { connection: redis, prefix, concurrency: spec.concurrency, autorun: true },
    );
    worker.on('failed', (job, error) =>
      logger.warn(
        { queue: spec.name, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade, err: error },
        'job failed',
      ),
    );
    worker.on('error', (error) => logger.warn({ queue: spec.name, err: error }, 'worker error'));
    return worker;
  });

  const schedules = new ScheduleKeeper({
    queues,
    jobs,
    connection: redis,
    checkEveryMs: SCHEDULE_CHECK_MS,
    log: logger.child({ component: 'schedules' }),
  });
  await schedules.start();
  await relay.start();
  if (!config.smtpUrl) logger.warn('SMTP_URL is not set: email jobs will fail and retry until it is');
  logger.info(
    {
      queues: workers.map((worker) => worker.name),
      jobs: jobs.map((job) => `${job.queue.name}/${job.name}`),
    },
    'worker started',
  );

  return {
    orm,
    redis,
    queues,
    relay,
    schedules,
    enqueue: queues.enqueue,
    jobs,
    handlers,
    async stop() {
      await schedules.stop();
      await relay.stop();
      await Promise.all(workers.map((worker) => worker.close()));
      await queues.close();
      await modules.operations.close();
      modules.closeCaches();
      modules.mailer.close();
      redis.disconnect();
      await orm.close();
    },
  };
}
