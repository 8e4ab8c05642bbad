import type { EntityManager } from '../platform/db/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Redis } from '../platform/queues/index.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { AnalyticsService } from './analytics.service.ts';
import { pageViewsRollupJob } from './jobs/page-views-rollup.job.ts';
import { DailySalt } from './visitor.ts';

export type { AnalyticsStats, DailyStat, PageStat, RecentView } from './analytics.schemas.ts';
export { statsQuerySchema } from './analytics.schemas.ts';
export type { AnalyticsService } from './analytics.service.ts';
export { analyticsEntities } from './entities/index.ts';

export type AnalyticsModuleDeps = {
  em: EntityManager;
  redis: Redis;
  redisPrefix: string;
  timeZone: string;
  rollupEveryMs: number;
  rollupBatchSize: number;
  log: Logger;
};

/**
 * Page-view analytics: the public track endpoint, the rollup job and the stats query.
 * Views are counted per path per day and unique visitors per day, without cookies.
 */
export function createAnalyticsModule(deps: AnalyticsModuleDeps) {
  const service = new AnalyticsService({
    em: deps.em,
    redis: deps.redis,
    salt: new DailySalt(deps.redis, deps.redisPrefix, deps.timeZone),
    streamKey: `${deps.redisPrefix}:analytics:views`,
    timeZone: deps.timeZone,
    log: deps.log,
  });
  return {
    service,
    routes: [analyticsRoutes(service)],
    jobs: [pageViewsRollupJob(service, { everyMs: deps.rollupEveryMs, batchSize: deps.rollupBatchSize })],
    handlers: [],
  };
}

export type AnalyticsModule = ReturnType<typeof createAnalyticsModule>;
