import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../platform/errors/index.ts';
import type { Redis } from '../platform/queues/index.ts';

export type AttemptLimiterOptions = {
  redis: Redis;
  keyPrefix: string;
  points: number;
  windowSeconds: number;
};

function limited(rejection: RateLimiterRes): RateLimitedError {
  const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  return new RateLimitedError(seconds, `Too many attempts. Please try again in ${seconds} seconds.`);
}

/**
 * Counts sign-in and sign-up attempts per client address in Redis, so every API instance
 * shares one count. Every attempt is also counted in this process's memory, all the time,
 * by one long-lived limiter: while Redis is unreachable those counts decide, so a client
 * that had used up its attempts stays limited through the outage instead of starting afresh
 * (rate-limiter-flexible's insurance limiter only counts from the moment Redis fails).
 */
export class AttemptLimiter {
  readonly #shared: RateLimiterRedis;
  readonly #local: RateLimiterMemory;

  constructor(options: AttemptLimiterOptions) {
    this.#shared = new RateLimiterRedis({
      storeClient: options.redis,
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: options.windowSeconds,
      // Not ready: reject at once (and fall back below) rather than wait.
      rejectIfRedisNotReady: true,
    });
    this.#local = new RateLimiterMemory({ points: options.points, duration: options.windowSeconds });
  }

  /** Spends one attempt for this key; throws a 429 with Retry-After once they are used up. */
  async consume(key: string): Promise<void> {
    try {
      await this.#shared.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return this.#consumeLocally(key);
      await this.#local.penalty(key, 1);
      throw limited(rejection);
    }
    // Redis decided; the local count keeps up with it for the next outage.
    await this.#local.penalty(key, 1);
  }

  /** Redis unreachable: this process's counts decide. */
  async #consumeLocally(key: string): Promise<void> {
    try {
      await this.#local.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw limited(rejection);
      throw rejection;
    }
  }
}
