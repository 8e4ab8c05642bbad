import { createAnalyticsModule } from '../analytics/index.ts';
import type { Kernel } from './kernel.ts';

/** Page views and their rollups: needs no other module. */
export function wireAnalytics({ config, orm, redis, logFor }: Kernel) {
  return createAnalyticsModule({
    em: orm.em,
    redis,
    redisPrefix: config.redisPrefix,
    timeZone: config.siteTimeZone,
    publicUrl: config.publicUrl,
    rollupEveryMs: config.analyticsRollupEveryMs,
    rollupBatchSize: config.analyticsRollupBatch,
    log: logFor('analytics'),
  });
}
