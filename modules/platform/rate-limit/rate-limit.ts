import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors/index.ts';
import type { Redis } from '../queues/index.ts';

export type RateLimitOptions = {
  /** The shared Redis connection (the request path's, which fails fast while Redis is away). */
  redis: Redis;
  /** The instance's key prefix (REDIS_PREFIX). */
  prefix: string;
  /** What is counted, under the prefix: the keys are `<prefix>:<name>:<key>`. */
  name: string;
  points: number;
  windowSeconds: number;
  /** The 429's message, or a function of the seconds left to wait; RateLimitedError's own without. */
  message?: string | ((seconds: number) => string);
};

/** One counter: `consume(key)` spends a point for that key (a client address, a hashed email). */
export type RateLimit = { consume(key: string): Promise<void> };

/**
 * Counts calls per key in Redis, so every API instance shares one count, and refuses them with
 * a 429 and Retry-After once `points` are spent within `windowSeconds`.
 *
 * Every call is also counted in this process's memory, all the time, by one long-lived limiter:
 * while Redis is unreachable those counts decide, so a client that had used up its points stays
 * limited through the outage instead of starting afresh (rate-limiter-flexible's insurance
 * limiter only counts from the moment Redis fails).
 */
export function rateLimit(options: RateLimitOptions): RateLimit {
  const { points, windowSeconds: duration } = options;
  const shared = new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix: `${options.prefix}:${options.name}`,
    points,
    duration,
    // Not ready: reject at once (and fall back below) rather than wait.
    rejectIfRedisNotReady: true,
  });
  const local = new RateLimiterMemory({ points, duration });

  const limited = (rejection: RateLimiterRes): RateLimitedError => {
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    const message = typeof options.message === 'function' ? options.message(seconds) : options.message;
    return new RateLimitedError(seconds, message);
  };

  /** Redis unreachable: this process's counts decide. */
  const consumeLocally = async (key: string): Promise<void> => {
    try {
      await local.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw limited(rejection);
      throw rejection;
    }
  };

  return {
    async consume(key) {
      try {
        await shared.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) return consumeLocally(key);
        await local.penalty(key, 1);
        throw limited(rejection);
      }
      // Redis decided; the local count keeps up with it for the next outage.
      await local.penalty(key, 1);
    },
  };
}
