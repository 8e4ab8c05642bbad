import { Redis } from 'ioredis';

export { Redis };

/**
 * A Redis client for BullMQ (workers need `maxRetriesPerRequest: null` so blocking
 * commands wait out a Redis restart instead of failing the job).
 */
export function createQueueConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
}

/**
 * A Redis client for adding jobs from request paths: `enqueue` rejects at once while Redis is
 * away (BullMQ's "failing fast" pattern) instead of holding the request until it returns.
 */
export function createProducerConnection(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/**
 * A Redis client for request paths: commands fail fast while Redis is away, so an
 * HTTP request answers 503 instead of hanging.
 */
export function createFastFailRedis(url: string): Redis {
  return new Redis(url, {
    // Commands issued in the same tick by concurrent requests share one socket write.
    enableAutoPipelining: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/** Resolves when the client is ready, or after the timeout (the caller carries on degraded). */
export function whenReady(redis: Redis, timeoutMs = 3_000): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
