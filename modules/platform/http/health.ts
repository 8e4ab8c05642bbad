import type { MikroORM } from '../db/index.ts';
import type { Redis } from '../queues/index.ts';
import { ApiRouter, PUBLIC } from './api-router.ts';

const PROBE_TIMEOUT_MS = 1_500;

export type Probe = 'up' | 'down';

/** Runs a check with a time limit: 'up' when it resolves in time, 'down' when it throws or hangs. */
export async function probe(check: () => Promise<unknown>): Promise<Probe> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health/ready`: whether this instance can serve, for an orchestrator's readiness
 * check: 200 when the database, Redis and the upload store (when one is given: the integrator
 * passes the real store, whose `check` reads the bucket or the folder) all answer, else 503
 * naming what is down. `/api/health` stays the load balancer's cheap check.
 */
export function readinessRoutes(deps: {
  orm: MikroORM;
  redis: Redis;
  store?: { check(): Promise<void> };
}): ApiRouter {
  const store = deps.store;
  const probeAll = () =>
    Promise.all([
      probe(() => deps.orm.em.fork().execute('select 1')),
      probe(() => deps.redis.ping()),
      store ? probe(() => store.check()) : Promise.resolve('none' as const),
    ]);
  // Requests that arrive while a round of probes runs share it: a flood of readiness checks
  // (it is public) costs the database, Redis and the bucket one probe each at a time.
  let running: ReturnType<typeof probeAll> | undefined;
  return new ApiRouter('/api').get('/health/ready', PUBLIC, { db: false }, async (ctx) => {
    running ??= probeAll().finally(() => {
      running = undefined;
    });
    const [db, redis, storeState] = await running;
    const ok = db === 'up' && redis === 'up' && storeState !== 'down';
    ctx.status = ok ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: ok ? 'ready' : 'not_ready', db, redis, store: storeState };
  });
}

/** `GET /api/health`: 200 when Postgres and Redis answer, else 503 naming what is down. */
export function healthRoutes(deps: { orm: MikroORM; redis: Redis }): ApiRouter {
  return new ApiRouter('/api').get('/health', PUBLIC, async (ctx) => {
    const [db, redis] = await Promise.all([
      probe(() => deps.orm.em.fork().execute('select 1')),
      probe(() => deps.redis.ping()),
    ]);
    const ok = db === 'up' && redis === 'up';
    ctx.status = ok ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: ok ? 'ok' : 'error', db, redis };
  });
}
