import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findFreePort } from '../../infra/services/net.ts';
import { ping } from '../../infra/services/redis.ts';
import { skillChanged } from '../../modules/content/index.ts';
import { defineHandler, EVENT_HANDLERS_QUEUE } from '../../modules/platform/events/index.ts';
import {
  createQueueConnection,
  defineJob,
  QueueSet,
  Redis,
  ScheduleKeeper,
} from '../../modules/platform/queues/index.ts';
import { bearer, createAccount, type TestAccount } from '../support/accounts.ts';
import {
  BROWSER_UA,
  eventually,
  startTestApi,
  startTestWorker,
  type TestApi,
  testLogger,
} from '../support/harness.ts';

type Worker = Awaited<ReturnType<typeof startTestWorker>>;

/** A Redis of our own: FLUSHALL on the shared one would wipe other runs' queues. */
async function startThrowawayRedis(): Promise<{ url: string; port: number; child: ChildProcess }> {
  const port = await findFreePort(0);
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await eventually(async () => ((await ping('127.0.0.1', port)) ? true : undefined), 30_000, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, port, child };
}

/** Counts calls per event id, beside the search module's own handler. */
function countingHandler() {
  const calls = new Map<string, number>();
  const handler = defineHandler({
    name: 'test.count_skill_changes',
    event: skillChanged,
    async handle(event) {
      calls.set(event.id, (calls.get(event.id) ?? 0) + 1);
    },
  });
  return { handler, calls };
}

describe('Redis loses all its data while the API and the worker run', () => {
  let redisServer: Awaited<ReturnType<typeof startThrowawayRedis>>;
  let redis: Redis;
  let api: TestApi;
  let worker: Worker;
  let admin: TestAccount;
  const counter = countingHandler();

  beforeAll(async () => {
    redisServer = await startThrowawayRedis();
    redis = new Redis(redisServer.url);
    const overrides = { REDIS_URL: redisServer.url };
    api = await startTestApi(overrides);
    worker = await startTestWorker({
      extraHandlers: [counter.handler],
      overrides: {
        ...overrides,
        OUTBOX_SWEEP_EVERY_MS: '250',
        OUTBOX_REDELIVER_AFTER_MS: '1000',
        ANALYTICS_ROLLUP_EVERY_MS: '250',
      },
    });
    admin = await createAccount(api);
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.stop();
    redis?.disconnect();
    if (redisServer && redisServer.child.exitCode === null) {
      const exited = new Promise((resolve) => redisServer.child.once('exit', resolve));
      redisServer.child.kill('SIGTERM');
      await exited;
    }
  });

  const createSkill = async (name: string) => {
    const body = new FormData();
    body.set('name', name);
    body.set('category', 'Resilience');
    const answer = await api.request('/api/skills', { method: 'POST', headers: bearer(admin.token), body });
    expect(answer.status).toBe(201);
    return (answer.json.skill as { id: string }).id;
  };
  const eventOf = async (skillId: string) => {
    const [row] = await api.orm.em
      .fork()
      .execute<{ id: string }[]>(
        `select id from outbox_event where name = ? and payload->>'id' = ? and payload->>'action' = 'created'`,
        [skillChanged.name, skillId],
      );
    if (!row) throw new Error(`no event for skill ${skillId}`);
    return row.id;
  };
  const outboxRow = async (eventId: string) => {
    const [row] = await api.orm.em
      .fork()
      .execute<{ sent_at: Date | null; completed_at: Date | null }[]>(
        'select sent_at, completed_at from outbox_event where id = ?',
        [eventId],
      );
    return row;
  };
  const handlerRuns = async (eventId: string) =>
    (
      await api.orm.em
        .fork()
        .execute<{ handler: string }[]>(
          'select handler from event_handler_run where event_id = ? order by handler',
          [eventId],
        )
    ).map((row) => row.handler);
  const indexed = async (name: string) => {
    const answer = await api.request(`/api/search?q=${encodeURIComponent(name)}`);
    return (answer.json.results as { skills: { id: string }[] }).skills.map((hit) => hit.id);
  };
  // Paths the SPA routes, each new: one visitor's repeat of a path within a minute is not counted.
  let sent = 0;
  const sendViews = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      sent += 1;
      const answer = await api.request('/api/analytics/track', {
        method: 'POST',
        json: { page_path: `/blog/wipe-${sent}` },
        headers: { 'user-agent': BROWSER_UA },
      });
      expect(answer.status).toBeLessThan(300);
    }
  };
  const countedViews = async () => (await api.modules.analytics.service.stats()).totalViews;
  const BOTH = ['search.index_skill_changed', 'test.count_skill_changes'];

  it('runs every event handler exactly once and brings the schedules back by itself', async () => {
    const prefix = api.config.redisPrefix;
    // Handled before the wipe.
    const before = `Fortran${randomUUID().slice(0, 6)}`;
    const beforeId = await createSkill(before);
    const beforeEvent = await eventOf(beforeId);
    await eventually(
      async () => ((await handlerRuns(beforeEvent)).length === 2 ? true : undefined),
      30_000,
      'runs',
    );
    await sendViews(10);
    await eventually(
      async () => ((await countedViews()) === 10 ? true : undefined),
      30_000,
      '10 counted views',
    );

    // Relayed and fanned out, but the handler jobs wait in a paused queue when Redis is wiped.
    const handlers = new Queue(EVENT_HANDLERS_QUEUE.name, { connection: redis, prefix });
    await handlers.pause();
    const lost = `Cobol${randomUUID().slice(0, 6)}`;
    const lostId = await createSkill(lost);
    const lostEvent = await eventOf(lostId);
    await eventually(
      async () => {
        const jobs = await Promise.all(BOTH.map((name) => handlers.getJob(`${lostEvent}__${name}`)));
        return jobs.every(Boolean) && (await outboxRow(lostEvent))?.sent_at ? true : undefined;
      },
      30_000,
      'the handler jobs to be queued',
    );
    await handlers.close();
    expect(await redis.flushall()).toBe('OK');
    expect(await redis.dbsize()).toBe(0);

    // Nothing restarted: views sent now are counted once the rollup schedule is back.
    await sendViews(7);
    await eventually(
      async () => ((await indexed(lost)).includes(lostId) ? true : undefined),
      30_000,
      'indexing',
    );
    await eventually(
      async () =>
        (await outboxRow(lostEvent))?.completed_at && (await outboxRow(beforeEvent))?.completed_at
          ? true
          : undefined,
      30_000,
      'both events complete',
    );
    await eventually(
      async () => ((await countedViews()) === 17 ? true : undefined),
      30_000,
      '17 counted views',
    );
    expect(await redis.exists(`${prefix}:analytics:repeat:page-views-rollup`)).toBe(1);
    expect(await redis.exists(`${prefix}:maintenance:repeat:outbox-sweep`)).toBe(1);

    expect(await handlerRuns(beforeEvent)).toEqual(BOTH);
    expect(await handlerRuns(lostEvent)).toEqual(BOTH);
    expect(await indexed(before)).toEqual([beforeId]);
    expect(await indexed(lost)).toEqual([lostId]);
    // Once the handler queue is idle, each handler ran exactly once per event.
    const queue = worker.queues.get(EVENT_HANDLERS_QUEUE.name);
    await eventually(
      async () => {
        const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
        return Object.values(counts).every((n) => n === 0) ? true : undefined;
      },
      30_000,
      'an idle handler queue',
    );
    expect(counter.calls.get(beforeEvent)).toBe(1);
    expect(counter.calls.get(lostEvent)).toBe(1);
    expect(await countedViews()).toBe(17);
  }, 180_000);

  it('registers the schedules again when its connection is ready after a reconnect', async () => {
    const connection = createQueueConnection(redisServer.url);
    connection.on('error', () => undefined);
    const queues = new QueueSet({ connection, prefix: `${api.config.redisPrefix}-keeper` });
    const tick = defineJob({
      queue: { name: 'test-schedules', concurrency: 1 },
      name: 'test.tick',
      schema: z.object({}),
      retry: { attempts: 1, backoff: 0 },
      every: 60_000,
      handle: async () => undefined,
    });
    // Periodic check off: only the reconnect can bring the scheduler back.
    const keeper = new ScheduleKeeper({
      queues,
      jobs: [tick],
      connection,
      checkEveryMs: 3_600_000,
      log: testLogger('keeper'),
    });
    try {
      await keeper.start();
      const queue = queues.get('test-schedules');
      expect(await queue.getJobScheduler('test.tick')).toBeDefined();
      await queue.removeJobScheduler('test.tick');
      expect(await queue.getJobScheduler('test.tick')).toBeUndefined();
      const clientId = await connection.client('ID');
      await redis.client('KILL', 'ID', String(clientId));
      await eventually(
        async () => ((await queue.getJobScheduler('test.tick')) ? true : undefined),
        30_000,
        'the scheduler',
      );
      expect(await connection.client('ID')).not.toBe(clientId);
    } finally {
      await keeper.stop();
      await queues.close();
      connection.disconnect();
    }
  });
});
