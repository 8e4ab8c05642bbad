import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../platform/errors/index.ts';
import type { Redis } from '../platform/queues/index.ts';

export type PaymentsLimitOptions = { redis: Redis; keyPrefix: string; points: number; windowSeconds: number };

/**
 * Calls per client address, counted in Redis per lane (checkout, status lookups): a script
 * cannot open thousands of Pesapal orders or walk tracking ids. The IPN and downloads are not
 * limited (Pesapal's retries and a buyer's resumes must never be refused).
 */
export class PaymentsRateLimit {
  readonly #limiters = new Map<string, RateLimiterRedis>();
  readonly #options: PaymentsLimitOptions;

  constructor(options: PaymentsLimitOptions) {
    this.#options = options;
  }

  async consume(lane: 'checkout' | 'status' | 'recover', client: string): Promise<void> {
    try {
      await this.#limiter(lane).consume(client);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitedError(rejection.msBeforeNext / 1000);
      throw rejection;
    }
  }

  #limiter(lane: string): RateLimiterRedis {
    const existing = this.#limiters.get(lane);
    if (existing) return existing;
    const { points, windowSeconds } = this.#options;
    const limiter = new RateLimiterRedis({
      storeClient: this.#options.redis,
      keyPrefix: `${this.#options.keyPrefix}:${lane}`,
      points,
      duration: windowSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points, duration: windowSeconds }),
    });
    this.#limiters.set(lane, limiter);
    return limiter;
  }
}
