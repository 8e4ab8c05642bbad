import type { EntityManager } from '../platform/db/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Redis } from '../platform/queues/index.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { AnalyticsService } from './analytics.service.ts';
import {
  onSaleConfirmed,
  onSaleRefunded,
  onSaleReversed,
  onSignUpConfirmed,
} from './conversions/conversion-handlers.ts';
import { CountryLookup } from './countries.ts';
import { pageViewsRollupJob } from './jobs/page-views-rollup.job.ts';
import { DailyViewCounter, type ViewCounter, type ViewCounts } from './views/daily-view-counter.ts';
import { DailySalt } from './visitor.ts';

export type { AnalyticsStats, DailyStat, PageStat, RecentView } from './analytics.schemas.ts';
export { statsQuerySchema } from './analytics.schemas.ts';
export type { AnalyticsService } from './analytics.service.ts';
/** What analytics keeps and for how long, for the privacy page (modules/pages); also the salt's and visit's below. */
export { VISITOR_STATE_KEPT_MS } from './analytics.service.ts';
export { COUNTRY_DATABASE } from './countries.ts';
/** The site's calendar days (YYYY-MM-DD in its time zone), for tools that reckon in them. */
export { addDays, dayOf, endOfDay } from './day.ts';
export { analyticsEntities } from './entities/index.ts';
export {
  type CountViews,
  VIEW_COUNT_FRESH_MS,
  type ViewClient,
  type ViewCounter,
  type ViewCounts,
} from './views/daily-view-counter.ts';
export { SALT_KEPT_AFTER_ITS_DAY_MS } from './visitor.ts';
export { VISIT_IDLE_MS } from './visits.ts';

export type AnalyticsModuleDeps = {
  em: EntityManager;
  redis: Redis;
  redisPrefix: string;
  timeZone: string;
  /** The site's public address: a referrer on its host is a move within the site. */
  publicUrl: string;
  rollupEveryMs: number;
  rollupBatchSize: number;
  log: Logger;
};

/**
 * Page-view analytics: the public track endpoint, the rollup job and the stats query.
 * Views are counted per path per day and unique visitors per day, without cookies. Also the
 * "once per visitor per day" counters of other modules' items (`countViews`: a post's views, a
 * product's), on the same cookieless visitor hash.
 */
export function createAnalyticsModule(deps: AnalyticsModuleDeps) {
  const service = new AnalyticsService({
    em: deps.em,
    redis: deps.redis,
    salt: new DailySalt(deps.redis, deps.redisPrefix, deps.timeZone),
    streamKey: `${deps.redisPrefix}:analytics:views`,
    timeZone: deps.timeZone,
    siteHost: new URL(deps.publicUrl).host,
    countries: () => CountryLookup.open(),
    log: deps.log,
  });
  const visitorOf = service.visitorOf.bind(service);
  const conversionDeps = { em: deps.em, siteHost: new URL(deps.publicUrl).host, timeZone: deps.timeZone };
  return {
    service,
    /**
     * A counter over a module's own counts (its `views` column): a visitor counts once per item
     * per day, a bot never. Given to blog and shop by the composition root.
     */
    countViews: (counts: ViewCounts): ViewCounter =>
      new DailyViewCounter({ ...counts, redis: deps.redis, keyPrefix: deps.redisPrefix, visitorOf }),
    routes: [analyticsRoutes(service)],
    jobs: [pageViewsRollupJob(service, { everyMs: deps.rollupEveryMs, batchSize: deps.rollupBatchSize })],
    handlers: [
      onSaleConfirmed(conversionDeps),
      onSaleReversed(conversionDeps),
      onSaleRefunded(conversionDeps),
      onSignUpConfirmed(conversionDeps),
    ],
  };
}

export type AnalyticsModule = ReturnType<typeof createAnalyticsModule>;
