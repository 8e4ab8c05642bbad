import type { TestApi } from '../support/harness.ts';

/** Empties the view stream and the rollup tables so each test counts from zero. */
export async function resetAnalytics(api: Pick<TestApi, 'orm' | 'redis' | 'config'>): Promise<void> {
  await api.redis.del(`${api.config.redisPrefix}:analytics:views`);
  await api.orm.em
    .fork()
    .execute('truncate page_view_daily, visitor_daily, page_view_recent, analytics_rollup_checkpoint');
}
