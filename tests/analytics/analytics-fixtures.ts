import type { TestApi } from '../support/harness.ts';

/** Empties the view stream, the minute's seen views and the rollup tables so each test counts from zero. */
export async function resetAnalytics(api: Pick<TestApi, 'orm' | 'redis' | 'config'>): Promise<void> {
  const stream = `${api.config.redisPrefix}:analytics:views`;
  const seen = await api.redis.keys(`${stream}:seen:*`);
  await api.redis.del(stream, ...seen);
  await api.orm.em
    .fork()
    .execute('truncate page_view_daily, visitor_daily, page_view_recent, analytics_rollup_checkpoint');
}
