import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../../platform/errors/index.ts';
import type { Redis } from '../../platform/queues/index.ts';
import { MESSAGES } from '../newsletter.schemas.ts';

export type SubscribeLimitOptions = {
  redis: Redis;
  keyPrefix: string;
  points: number;
  windowSeconds: number;
};

function limiter(options: SubscribeLimitOptions, name: string, points: number): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix: `${options.keyPrefix}:${name}`,
    points,
    duration: options.windowSeconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points, duration: options.windowSeconds }),
  });
}

/**
 * Subscribe requests per client address, and per email address (a third as many), counted in
 * Redis. The second stops one script from flooding a stranger's inbox with links from many IPs.
 */
export class SubscribeRateLimit {
  readonly #byClient: RateLimiterRedis;
  readonly #byAddress: RateLimiterRedis;

  constructor(options: SubscribeLimitOptions) {
    this.#byClient = limiter(options, 'client', options.points);
    this.#byAddress = limiter(options, 'address', Math.max(1, Math.ceil(options.points / 3)));
  }

  async consume(client: string, email: string): Promise<void> {
    await this.#take(this.#byClient, client, MESSAGES.tooManyFromClient);
    // Counted under a hash: Redis keys are no place for subscribers' addresses.
    const address = createHash('sha256').update(email).digest('base64url');
    await this.#take(this.#byAddress, address, MESSAGES.tooManyForAddress);
  }

  async #take(limit: RateLimiterRedis, key: string, message: string): Promise<void> {
    try {
      await limit.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        throw new RateLimitedError(rejection.msBeforeNext / 1000, message);
      throw rejection;
    }
  }
}
