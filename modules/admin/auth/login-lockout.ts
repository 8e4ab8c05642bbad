import { createHash } from 'node:crypto';
import { AppError, ServiceUnavailableError } from '../../platform/errors/index.ts';
import type { Redis } from '../../platform/queues/index.ts';

export const SESSION_STORE_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again in a moment.';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
const LOCK_MS = LOCK_MINUTES * 60_000;

export const LOCKED_MESSAGE = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** The same answer whether or not the email belongs to an account. */
export class SignInLockedError extends AppError {
  constructor(msRemaining: number) {
    const seconds = Math.max(1, Math.ceil(msRemaining / 1000));
    super(429, 'sign_in_locked', LOCKED_MESSAGE(Math.max(1, Math.ceil(seconds / 60))), {
      'Retry-After': String(seconds),
    });
  }
}

// One attempt, atomically, before its password is checked: numbered within a window starting at
// the first attempt. Counting first means a burst of concurrent guesses gets no more checks than
// the limit: past it, an attempt is refused unchecked. The account's set of clients lets an
// unlock find every pair.
const ATTEMPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
redis.call('SADD', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return {count, redis.call('PTTL', KEYS[1])}`;

export type LockState = { locked: false } | { locked: true; msRemaining: number };

/**
 * Sign-in attempts per (email, client address) since the last right one, in Redis with expiry,
 * counted before each check. Five wrong passwords from one client lock that client out of that
 * email for 15 minutes, however many it sends at once; other clients,
 * the owner's among them, are not affected, so nobody can lock the owner out from afar.
 * Keyed by the email as typed (hashed), so unknown emails lock exactly like known ones.
 *
 * Redis unreachable: every method throws a 503 (sign-in fails closed). Without the counts
 * guessing would be unbounded per account, and without Redis no session could be checked
 * anyway (the token deny-list lives there too).
 */
export class LoginLockout {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.#redis = redis;
    this.#prefix = keyPrefix;
  }

  /**
   * Counts a sign-in attempt before its password is checked. Locked: the pair used its
   * MAX_FAILED_LOGINS attempts (check nothing). Otherwise the attempt's number, for recordFailure.
   */
  async attempt(email: string, client: string): Promise<LockState & { number: number }> {
    const [count, pttl] = await this.#call(
      () =>
        this.#redis.eval(
          ATTEMPT,
          2,
          this.#pairKey(email, client),
          this.#clientsKey(email),
          MAX_FAILED_LOGINS,
          LOCK_MS,
          client,
        ) as Promise<[number, number]>,
    );
    if (count > MAX_FAILED_LOGINS) return { locked: true, msRemaining: Math.max(pttl, 1), number: count };
    return { locked: false, number: count };
  }

  /**
   * Attempt `number` was a wrong password: the one that used the last allowed attempt locks the
   * pair for the lock period, from now.
   */
  async recordFailure(email: string, client: string, number: number): Promise<LockState> {
    if (number < MAX_FAILED_LOGINS) return { locked: false };
    await this.#call(() => this.#redis.pexpire(this.#pairKey(email, client), LOCK_MS));
    return { locked: true, msRemaining: LOCK_MS };
  }

  /** A right password from this client: its count starts again. */
  async clear(email: string, client: string): Promise<void> {
    await this.#call(() => this.#redis.del(this.#pairKey(email, client)));
  }

  /** Lifts every client's lock on this email (Users screen's Unlock, `npm run admin:unlock`). */
  async clearAll(email: string): Promise<void> {
    const clientsKey = this.#clientsKey(email);
    const clients = await this.#call(() => this.#redis.smembers(clientsKey));
    const keys = [clientsKey, ...clients.map((client) => this.#pairKey(email, client))];
    await this.#call(() => this.#redis.del(...keys));
  }

  #account(email: string): string {
    return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  }
  #pairKey(email: string, client: string): string {
    return `${this.#prefix}:fail:${this.#account(email)}:${client}`;
  }
  #clientsKey(email: string): string {
    return `${this.#prefix}:clients:${this.#account(email)}`;
  }

  async #call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      throw new ServiceUnavailableError(SESSION_STORE_UNAVAILABLE, 'session_store_unavailable');
    }
  }
}
