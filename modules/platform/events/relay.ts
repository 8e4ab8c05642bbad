import type { Queue } from 'bullmq';
import pg from 'pg';
import type { MikroORM } from '../db/index.ts';
import type { Logger } from '../logging/index.ts';
import { jobOptions, type Redis } from '../queues/index.ts';
import type { DomainEvent } from './define-event.ts';
import { FAN_OUT_JOB, FAN_OUT_RETRY } from './jobs/event-queues.ts';
import { OUTBOX_CHANNEL } from './publish.ts';

const BATCH = 200;
/** A relay pass never holds its row locks longer than this waiting for Redis. */
const QUEUE_TIMEOUT_MS = 5_000;

type OutboxRow = { id: string; name: string; payload: Record<string, unknown>; occurred_at: Date | string };

export type OutboxRelayOptions = {
  orm: MikroORM;
  queue: Queue<DomainEvent>;
  /** The queue's Redis client: while it is not ready, passes are skipped rather than left hanging. */
  redis: Redis;
  databaseUrl: string;
  log: Logger;
};

/**
 * Moves committed outbox rows onto the `events` queue as `fan-out` jobs (job id = outbox id, so
 * relaying a row twice still makes one job) and marks them sent. It wakes on Postgres NOTIFY, which
 * fires at commit, and a scheduled sweep catches anything missed (Redis or the listener down).
 */
export class OutboxRelay {
  readonly #options: OutboxRelayOptions;
  #listener: pg.Client | undefined;
  #draining: Promise<number> | undefined;
  #again = false;
  #stopped = false;
  #reconnectTimer: NodeJS.Timeout | undefined;

  constructor(options: OutboxRelayOptions) {
    this.#options = options;
  }

  async start(): Promise<void> {
    await this.#listen();
    void this.drain();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#reconnectTimer);
    await this.#listener?.end().catch(() => undefined);
    await this.#draining?.catch(() => undefined);
  }

  /** Relays every unsent row; concurrent calls coalesce into one more pass. Returns rows relayed. */
  drain(): Promise<number> {
    if (this.#draining) {
      this.#again = true;
      return this.#draining;
    }
    this.#draining = this.#drainLoop().finally(() => {
      this.#draining = undefined;
    });
    return this.#draining;
  }

  async #drainLoop(): Promise<number> {
    let total = 0;
    do {
      this.#again = false;
      let relayed: number;
      do {
        relayed = await this.#relayBatch();
        total += relayed;
      } while (relayed === BATCH && !this.#stopped);
    } while (this.#again && !this.#stopped);
    return total;
  }

  async #relayBatch(): Promise<number> {
    const { orm, queue, log, redis } = this.#options;
    if (redis.status !== 'ready') return 0;
    try {
      return await orm.em.fork().transactional(async (em) => {
        const rows = await em.execute<OutboxRow[]>(
          `select id, name, payload, occurred_at from outbox_event where sent_at is null
           order by occurred_at limit ${BATCH} for update skip locked`,
        );
        if (rows.length === 0) return 0;
        await withTimeout(
          queue.addBulk(
            rows.map((row) => ({
              name: FAN_OUT_JOB,
              data: {
                id: row.id,
                name: row.name,
                occurredAt: new Date(row.occurred_at).toISOString(),
                payload: row.payload,
              },
              opts: { ...jobOptions({ retry: FAN_OUT_RETRY }), jobId: row.id },
            })),
          ),
          QUEUE_TIMEOUT_MS,
        );
        await em.execute(
          `update outbox_event set sent_at = now(), relay_attempts = relay_attempts + 1 where id = any(?::uuid[])`,
          [`{${rows.map((row) => row.id).join(',')}}`],
        );
        return rows.length;
      });
    } catch (error) {
      log.warn({ err: error }, 'outbox relay could not deliver; rows stay unsent and will be retried');
      return 0;
    }
  }

  async #listen(): Promise<void> {
    const { databaseUrl, log } = this.#options;
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', () => void this.drain());
    client.on('error', (error) => {
      log.warn({ err: error }, 'outbox listener lost its connection; reconnecting');
      this.#scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
      this.#listener = client;
    } catch (error) {
      log.warn({ err: error }, 'outbox listener could not connect; retrying');
      await client.end().catch(() => undefined);
      this.#scheduleReconnect();
    }
  }

  #scheduleReconnect(): void {
    if (this.#stopped || this.#reconnectTimer) return;
    const previous = this.#listener;
    this.#listener = undefined;
    void previous?.end().catch(() => undefined);
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = undefined;
      void this.#listen().then(() => this.drain());
    }, 1_000);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`queue did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
