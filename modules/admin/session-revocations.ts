import { ServiceUnavailableError } from '../platform/errors/index.ts';
import type { Redis } from '../platform/queues/index.ts';

export const SESSION_STORE_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again in a moment.';

/**
 * The deny-list of signed-out tokens, by token id, in Redis. An entry lives exactly as long
 * as its token would have, so the list never outgrows the sessions still running.
 *
 * Redis unreachable: both checking and revoking fail closed with a 503. A guarded call
 * cannot tell a signed-out token from a live one without the list, so it is refused rather
 * than let a stolen, signed-out token back in.
 */
export class SessionRevocations {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.#redis = redis;
    this.#prefix = keyPrefix;
  }

  /** Refuses the token id until `expiresAt` (epoch seconds), when the token dies anyway. */
  async revoke(tokenId: string, expiresAt: number): Promise<void> {
    if (expiresAt <= Math.floor(Date.now() / 1000)) return;
    await this.#call(() => this.#redis.set(this.#key(tokenId), '1', 'EXAT', expiresAt));
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    return (await this.#call(() => this.#redis.exists(this.#key(tokenId)))) > 0;
  }

  #key(tokenId: string): string {
    return `${this.#prefix}:${tokenId}`;
  }

  async #call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      // The client logs the connection problem itself; the caller gets a clear 503.
      throw new ServiceUnavailableError(SESSION_STORE_UNAVAILABLE, 'session_store_unavailable');
    }
  }
}
