import { problemReporter } from '../operations/index.ts';
import { PublicCache } from '../platform/cache/index.ts';
import type { Config } from '../platform/config/index.ts';
import type { MikroORM } from '../platform/db/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Enqueue, Redis } from '../platform/queues/index.ts';
import { createObjectStore } from '../platform/storage/index.ts';
import { type StoredImageListener, UploadStorage } from '../platform/uploads/index.ts';

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
  /** Who hears of each raster image the store writes or deletes (media, once it is made). */
  images: { listen(listener: StoredImageListener): void };
};

/** The kernel's parts every module may be given: loggers, rate limits, public caches, uploads. */
export function wireKernel(deps: ModuleDeps): Kernel {
  const { config, orm, log } = deps;
  const logFor = (module: string) => log.child({ module });
  const caches = publicCaches(deps);
  // A write the disk or bucket refuses is an open problem for the owner (issue 20), as well as
  // the uploader's error.
  const reportProblem = problemReporter({ orm, log: logFor('operations') });
  // The upload store tells media of each raster image it writes or deletes; media, made next
  // (wireMedia), reads the originals and writes their variants through the store.
  let listener: StoredImageListener | undefined;
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
    images: {
      stored: async (name, size) => listener?.stored(name, size),
      removed: async (name) => listener?.removed(name),
    },
  });
  return {
    ...deps,
    logFor,
    perWindow: (points, windowSeconds) => ({ points, windowSeconds }),
    caches,
    storage,
    images: {
      listen: (media) => {
        listener = media;
      },
    },
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
