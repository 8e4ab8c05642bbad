import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENTITIES } from '../../modules/entities.ts';
import { createOrm, type MikroORM } from '../../modules/platform/db/index.ts';
import {
  createEventDispatch,
  type DomainEvent,
  defineEvent,
  defineHandler,
  EVENT_HANDLERS_QUEUE,
  type EventDefinition,
  OUTBOX_RETENTION_MS,
  OutboxRelay,
  pruneCompleted,
  publish,
  redeliverIncomplete,
} from '../../modules/platform/events/index.ts';
import { createQueueConnection } from '../../modules/platform/queues/index.ts';
import { eventually, startTestWorker, testConfig, testLogger } from '../support/harness.ts';

const noteSchema = z.object({ noteId: z.string(), text: z.string() });
const noteWritten = defineEvent('test.note_written', noteSchema);
/** Its own event, so handlers of other tests do not subscribe to what the sweep test re-delivers. */
const noteLost = defineEvent('test.note_lost', noteSchema);

/** A subscriber with an idempotent effect: it records each event id once, and counts calls. */
function recordingHandler(
  name: string,
  failFirst = 0,
  event: EventDefinition<string, typeof noteSchema> = noteWritten,
) {
  const seen = new Map<string, number>();
  let calls = 0;
  const received: { id: string; at: number; payload: unknown }[] = [];
  const handler = defineHandler({
    name,
    event,
    async handle(event) {
      calls += 1;
      if (calls <= failFirst) throw new Error('transient failure');
      seen.set(event.id, (seen.get(event.id) ?? 0) + 1);
      received.push({ id: event.id, at: Date.now(), payload: event.payload });
    },
  });
  return { handler, seen, received, calls: () => calls };
}

describe('domain events through the outbox', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await createOrm({ databaseUrl: testConfig().databaseUrl, entities: ENTITIES, poolMax: 4 });
  });
  afterAll(() => orm.close());

  async function commitEvent(
    text: string,
    { rollback = false, event = noteWritten as EventDefinition<string, typeof noteSchema> } = {},
  ) {
    let id = '';
    await orm.em
      .fork()
      .transactional(async (em) => {
        id = await publish(em, event, { noteId: `n-${text}`, text });
        if (rollback) throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => {
        if (!rollback) throw error;
      });
    return id;
  }

  it('refuses to publish outside a transaction', async () => {
    await expect(publish(orm.em.fork(), noteWritten, { noteId: 'x', text: 'x' })).rejects.toThrow(
      /inside em.transactional/,
    );
  });

  it('refuses a payload that does not match the event schema', async () => {
    await expect(
      orm.em
        .fork()
        .transactional((em) =>
          publish(em, noteWritten, { noteId: 1 } as unknown as { noteId: string; text: string }),
        ),
    ).rejects.toThrow();
  });

  it('delivers a committed event to every subscriber, and a rolled-back one never', async () => {
    const a = recordingHandler('test.record_a');
    const b = recordingHandler('test.record_b');
    const worker = await startTestWorker({ extraHandlers: [a.handler, b.handler] });
    try {
      const id = await commitEvent('hello');
      const ghost = await commitEvent('ghost', { rollback: true });
      await eventually(
        async () => (a.seen.has(id) && b.seen.has(id) ? true : undefined),
        30_000,
        'both handlers',
      );
      expect(a.received[0]?.payload).toEqual({ noteId: 'n-hello', text: 'hello' });
      // The rolled-back event left no row for the relay to send, so nothing can deliver it later.
      expect(a.seen.has(ghost)).toBe(false);
      const ghostRows = await orm.em
        .fork()
        .execute<{ count: string }[]>('select count(*) from outbox_event where id = ?', [ghost]);
      expect(ghostRows[0]?.count).toBe('0');
      const [row] = await orm.em
        .fork()
        .execute<{ sent_at: Date | null }[]>('select sent_at from outbox_event where id = ?', [id]);
      expect(row?.sent_at).not.toBeNull();
    } finally {
      await worker.stop();
    }
  });

  const handlerRuns = async (eventId: string) =>
    (
      await orm.em
        .fork()
        .execute<{ handler: string }[]>(
          'select handler from event_handler_run where event_id = ? order by handler',
          [eventId],
        )
    ).map((row) => row.handler);

  it('records one run per handler, and a second delivery does not re-run a finished handler', async () => {
    const a = recordingHandler('test.once_a');
    const b = recordingHandler('test.once_b');
    const worker = await startTestWorker({ extraHandlers: [a.handler, b.handler] });
    try {
      const id = await commitEvent('once');
      await eventually(async () => ((await handlerRuns(id)).length === 2 ? true : undefined), 30_000, 'runs');
      expect(await handlerRuns(id)).toEqual(['test.once_a', 'test.once_b']);

      // As if the job came again under another id (Redis lost the first one): it finds the run.
      const queue = worker.queues.get(EVENT_HANDLERS_QUEUE.name);
      const event: DomainEvent = {
        id,
        name: noteWritten.name,
        occurredAt: new Date().toISOString(),
        payload: { noteId: 'n-once', text: 'once' },
      };
      const again = await queue.add('test.once_a', event, { jobId: `again__${id}` });
      const outcome = await eventually(
        async () =>
          (await again.isCompleted()) ? (await queue.getJob(`again__${id}`))?.returnvalue : undefined,
        30_000,
        'the second delivery',
      );
      expect(outcome).toBe('already_done');
      expect(a.calls()).toBe(1);
      expect(b.calls()).toBe(1);
      expect(await handlerRuns(id)).toEqual(['test.once_a', 'test.once_b']);
    } finally {
      await worker.stop();
    }
  });

  it('re-delivers a sent event whose handler jobs were lost, to the handlers that had not finished', async () => {
    const id = await commitEvent('lost', { event: noteLost });
    // Relayed a minute ago, then Redis lost the jobs: handler b had finished, a had not.
    await orm.em
      .fork()
      .execute(`update outbox_event set sent_at = now() - interval '1 minute' where id = ?`, [id]);
    await orm.em
      .fork()
      .execute(
        `insert into event_handler_run (event_id, handler, completed_at) values (?, 'test.lost_b', now())`,
        [id],
      );
    const a = recordingHandler('test.lost_a', 0, noteLost);
    const b = recordingHandler('test.lost_b', 0, noteLost);
    const worker = await startTestWorker({
      extraHandlers: [a.handler, b.handler],
      overrides: { OUTBOX_SWEEP_EVERY_MS: '200', OUTBOX_REDELIVER_AFTER_MS: '500' },
    });
    try {
      await eventually(
        async () => {
          const [row] = await orm.em
            .fork()
            .execute<{ completed_at: Date | null }[]>('select completed_at from outbox_event where id = ?', [
              id,
            ]);
          return row?.completed_at ? true : undefined;
        },
        30_000,
        'the event to be complete',
      );
      expect(a.seen.get(id)).toBe(1);
      expect(a.calls()).toBe(1);
      expect(b.calls()).toBe(0);
      expect(await handlerRuns(id)).toEqual(['test.lost_a', 'test.lost_b']);
    } finally {
      await worker.stop();
    }
  });

  it('counts an event nobody listens to as complete, and prunes complete events in bounded batches', async () => {
    const config = testConfig();
    const redis = createQueueConnection(config.redisUrl);
    const queue = new Queue<DomainEvent>(EVENT_HANDLERS_QUEUE.name, {
      connection: redis,
      prefix: config.redisPrefix,
    });
    try {
      const lonely = await commitEvent('nobody', { event: noteLost });
      await orm.em
        .fork()
        .execute(`update outbox_event set sent_at = now() - interval '2 hours' where id = ?`, [lonely]);
      const dispatch = createEventDispatch({ handlers: [], handlerQueue: queue, em: orm.em });
      const result = await redeliverIncomplete({ em: orm.em, dispatch, olderThanMs: 3_600_000 });
      expect(result).toEqual({ checked: 1, completed: 1, redelivered: 0 });
      expect(await queue.count()).toBe(0);

      const old = [await commitEvent('old-1'), await commitEvent('old-2'), await commitEvent('old-3')];
      const recent = await commitEvent('recent');
      const em = orm.em.fork();
      await em.execute(
        `update outbox_event set sent_at = now() - interval '8 days', completed_at = now() - interval '8 days'
         where id = any(?::uuid[])`,
        [`{${old.join(',')}}`],
      );
      await em.execute(
        `update outbox_event set sent_at = now() - interval '1 day', completed_at = now() - interval '1 day' where id = ?`,
        [recent],
      );
      for (const id of [...old, recent]) {
        await em.execute(
          `insert into event_handler_run (event_id, handler, completed_at) values (?, 'test.pruned', now())`,
          [id],
        );
      }
      const prune = () => pruneCompleted({ em: orm.em, olderThanMs: OUTBOX_RETENTION_MS, limit: 2 });
      expect(await prune()).toBe(2);
      expect(await prune()).toBe(1);
      expect(await prune()).toBe(0);
      const left = await em.execute<{ id: string }[]>(
        'select id from outbox_event where id = any(?::uuid[])',
        [`{${[...old, recent].join(',')}}`],
      );
      expect(left.map((row) => row.id)).toEqual([recent]);
      const runsLeft = await em.execute<{ event_id: string }[]>(
        `select event_id from event_handler_run where handler = 'test.pruned'`,
      );
      expect(runsLeft.map((row) => row.event_id)).toEqual([recent]);
    } finally {
      await queue.close();
      redis.disconnect();
    }
  });

  it('retries a failing handler without re-running the one that succeeded', async () => {
    const flaky = recordingHandler('test.flaky', 2);
    const steady = recordingHandler('test.steady');
    const worker = await startTestWorker({ extraHandlers: [flaky.handler, steady.handler] });
    try {
      const id = await commitEvent('retry');
      await eventually(
        async () => (flaky.seen.get(id) === 1 ? true : undefined),
        30_000,
        'the flaky handler to succeed',
      );
      expect(flaky.calls()).toBe(3);
      expect(steady.seen.get(id)).toBe(1);
      expect(steady.calls()).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('keeps events while Redis is unreachable and delivers them once it is back', async () => {
    const config = testConfig();
    const deadRedis = createQueueConnection('redis://127.0.0.1:1');
    deadRedis.on('error', () => undefined);
    const deadQueue = new Queue<DomainEvent>('events', { connection: deadRedis, prefix: config.redisPrefix });
    deadQueue.on('error', () => undefined);
    const downRelay = new OutboxRelay({
      orm,
      queue: deadQueue,
      redis: deadRedis,
      databaseUrl: config.databaseUrl,
      log: testLogger('relay'),
    });

    const id = await commitEvent('while-down');
    expect(await downRelay.drain()).toBe(0);
    const [pending] = await orm.em
      .fork()
      .execute<{ sent_at: Date | null }[]>('select sent_at from outbox_event where id = ?', [id]);
    expect(pending?.sent_at).toBeNull();
    await downRelay.stop();
    await deadQueue.close().catch(() => undefined);
    deadRedis.disconnect();

    const late = recordingHandler('test.late');
    const worker = await startTestWorker({ extraHandlers: [late.handler] });
    try {
      await eventually(
        async () => (late.seen.get(id) === 1 ? true : undefined),
        30_000,
        'delivery after Redis returns',
      );
    } finally {
      await worker.stop();
    }
  });

  it('makes one job of a row relayed twice', async () => {
    const config = testConfig();
    const redis = createQueueConnection(config.redisUrl);
    const queue = new Queue<DomainEvent>('events', { connection: redis, prefix: config.redisPrefix });
    try {
      // The relay skips a pass while its Redis client is still connecting; wait until it is ready.
      await queue.waitUntilReady();
      const id = await commitEvent('twice');
      const relay = new OutboxRelay({
        orm,
        queue,
        redis,
        databaseUrl: config.databaseUrl,
        log: testLogger('relay'),
      });
      expect(await relay.drain()).toBeGreaterThanOrEqual(1);
      // Simulate a crash between "added to the queue" and "marked sent": the row is relayed again.
      await orm.em.fork().execute('update outbox_event set sent_at = null where id = ?', [id]);
      expect(await relay.drain()).toBeGreaterThanOrEqual(1);
      const job = await queue.getJob(id);
      expect(job?.id).toBe(id);
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'completed');
      const all = await queue.getJobs(['waiting', 'prioritized', 'delayed', 'active', 'completed']);
      expect(all.filter((j) => j.id === id)).toHaveLength(1);
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      await relay.stop();
    } finally {
      await queue.close();
      redis.disconnect();
    }
  });
});
