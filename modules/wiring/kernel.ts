import { problemReporter } from '../operations/index.ts';
import { PublicCache } from '../platform/cache/index.ts';
import type { Config } from '../platform/config/index.ts';
import type { MikroORM } from '../platform/db/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Enqueue, Redis } from '../platform/queues/index.ts';
import { createObjectStore } from '../platform/storage/index.ts';
import { UploadStorage } from '../platform/uploads/index.ts';

export type ModuleDeps = {
  config: Config;
  orm: MikroORM;
  redis: Redis;
  log: Logger;
  /** From `resolveJwtSecret` (async, so the composition roots resolve it first). */
  jwtSecret: string;
  /** Starts a one-off job (an email, a webhook to process, a post to publish at a time). */
  enqueue: Enqueue;
};

/** What every wiring function is given: the composition roots' dependencies and the kernel's parts. */
export type Kernel = ModuleDeps & {
  /** The module's own child logger. */
  logFor: (module: string) => Logger;
  /** A rate limit from its two config values. */
  perWindow: (points: number, windowSeconds: number) => { points: number; windowSeconds: number };
  caches: ReturnType<typeof publicCaches>;
  storage: UploadStorage;
};

/**
 * `GET /api/images` answers are cached per set of pictures asked together (a page's grid, a
 * post's featured image): keys anyone can make up, so the most recently asked are kept. An
 * answer is about 400 bytes per picture (20 KB at most), so at worst 20 MB; a site's pages ask
 * a few hundred sets.
 */
const IMAGE_FACTS_ANSWERS_KEPT = 1_000;

/** The kernel's parts every module may be given: loggers, rate limits, public caches, uploads. */
export function wireKernel(deps: ModuleDeps): Kernel {
  const { config, orm, log, enqueue } = deps;
  const logFor = (module: string) => log.child({ module });
  const caches = publicCaches(deps);
  // A write the disk or bucket refuses is an open problem for the owner (issue 20), as well as
  // the uploader's error.
  const reportProblem = problemReporter({ orm, log: logFor('operations') });
  const storage = new UploadStorage({
    store: createObjectStore(config, logFor('storage')),
    // One problem however many writes fail (no subject): the key that failed is only in the detail.
    onWriteRefused: (error, key) =>
      void reportProblem(
        'storage_write_refused',
        `${error.name} writing ${key}: ${error.message}`.slice(0, 500),
      ),
    publicPrefix: '/uploads',
    log: logFor('uploads'),
    variants: { em: orm.em, enqueue, cache: caches.for('images', IMAGE_FACTS_ANSWERS_KEPT) },
  });
  return {
    ...deps,
    logFor,
    perWindow: (points, windowSeconds) => ({ points, windowSeconds }),
    caches,
    storage,
  };
}

/** One public cache per module that serves cached answers, each with its own version in Redis. */
function publicCaches({ config, redis, log }: Pick<ModuleDeps, 'config' | 'redis' | 'log'>) {
  const made: PublicCache[] = [];
  return {
    for(namespace: string, maxEntries?: number): PublicCache {
      const cache = new PublicCache({
        redis,
        redisUrl: config.redisUrl,
        prefix: config.redisPrefix,
        namespace,
        log: log.child({ module: namespace, component: 'public-cache' }),
        maxEntries,
      });
      made.push(cache);
      return cache;
    },
    /** Every namespace's cache: the server-rendered pages key on all their versions. */
    all: made as readonly PublicCache[],
    /** Ends every cache's Redis subscriber (on shutdown). */
    close(): void {
      for (const cache of made) cache.close();
    },
  };
}
