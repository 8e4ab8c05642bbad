import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../platform/errors/index.ts';
import type { Redis } from '../platform/queues/index.ts';

export type AttemptLimiterOptions = {
  redis: Redis;
  keyPrefix: string;
  points: number;
  windowSeconds: number;
};

/**
 * Counts sign-in and sign-up attempts per client address in Redis, so every API instance
 * shares one count. If Redis is unreachable an in-process limiter stands in rather than
 * letting attempts through unlimited.
 */
export class AttemptLimiter {
  readonly #limiter: RateLimiterRedis;

  constructor(options: AttemptLimiterOptions) {
    this.#limiter = new RateLimiterRedis({
      storeClient: options.redis,
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: options.windowSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points: options.points, duration: options.windowSeconds }),
    });
  }

  /** Spends one attempt for this key; throws a 429 with Retry-After once they are used up. */
  async consume(key: string): Promise<void> {
    try {
      await this.#limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new RateLimitedError(seconds, `Too many attempts. Please try again in ${seconds} seconds.`);
    }
  }
}
