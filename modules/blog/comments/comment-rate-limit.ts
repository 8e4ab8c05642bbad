import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../../platform/errors/index.ts';
import type { Redis } from '../../platform/queues/index.ts';

export type CommentLimitOptions = { redis: Redis; keyPrefix: string; points: number; windowSeconds: number };

/**
 * Comments per client address, counted in Redis so every API instance shares the count; while
 * Redis is away an in-memory count of this instance stands in.
 */
export class CommentRateLimit {
  readonly #limiter: RateLimiterRedis;

  constructor(options: CommentLimitOptions) {
    this.#limiter = new RateLimiterRedis({
      storeClient: options.redis,
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: options.windowSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points: options.points, duration: options.windowSeconds }),
    });
  }

  async consume(client: string): Promise<void> {
    try {
      await this.#limiter.consume(client);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new RateLimitedError(seconds, `Too many comments. Please try again in ${seconds} seconds.`);
      }
      throw rejection;
    }
  }
}
