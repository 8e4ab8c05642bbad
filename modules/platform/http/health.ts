import type { MikroORM } from '../db/index.ts';
import type { Redis } from '../queues/index.ts';
import { ApiRouter, PUBLIC } from './api-router.ts';

const PROBE_TIMEOUT_MS = 1_500;

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
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
