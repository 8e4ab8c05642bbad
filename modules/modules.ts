import { createAnalyticsModule } from './analytics/index.ts';
import type { Config } from './platform/config/index.ts';
import type { MikroORM } from './platform/db/index.ts';
import type { EventHandler } from './platform/events/index.ts';
import type { ApiRouter } from './platform/http/index.ts';
import type { Logger } from './platform/logging/index.ts';
import type { JobDefinition, Redis } from './platform/queues/index.ts';

/** What every module hands the composition roots. */
export type ModuleParts = {
  routes: ApiRouter[];
  jobs: JobDefinition[];
  handlers: EventHandler[];
};

export type ModuleDeps = { config: Config; orm: MikroORM; redis: Redis; log: Logger };

/**
 * Wires every domain module from the shared dependencies. Used by both composition roots:
 * the API mounts the routes, the worker runs the jobs and event handlers.
 */
export function createModules({ config, orm, redis, log }: ModuleDeps) {
  const analytics = createAnalyticsModule({
    em: orm.em,
    redis,
    redisPrefix: config.redisPrefix,
    timeZone: config.siteTimeZone,
    rollupEveryMs: config.analyticsRollupEveryMs,
    rollupBatchSize: config.analyticsRollupBatch,
    log: log.child({ module: 'analytics' }),
  });
  const parts: ModuleParts[] = [analytics];
  return {
    analytics,
    routes: parts.flatMap((part) => part.routes),
    jobs: parts.flatMap((part) => part.jobs),
    handlers: parts.flatMap((part) => part.handlers),
  };
}
