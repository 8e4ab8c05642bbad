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

// One failure, atomically: count it for this (email, client) pair within a window starting
// at its first failure; the failure that reaches the limit turns the count into a lock for
// the lock period. The account's set of clients lets an unlock find every pair.
const RECORD_FAILURE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if count >= tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
redis.call('SADD', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return {count, redis.call('PTTL', KEYS[1])}`;

export type LockState = { locked: false } | { locked: true; msRemaining: number };

/**
 * Consecutive failed sign-ins per (email, client address), in Redis with expiry. Five wrong
 * passwords from one client lock that client out of that email for 15 minutes; other clients,
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

  async state(email: string, client: string): Promise<LockState> {
    const [count, pttl] = await this.#call(() =>
      Promise.all([
        this.#redis.get(this.#pairKey(email, client)),
        this.#redis.pttl(this.#pairKey(email, client)),
      ]),
    );
    if (Number(count ?? 0) < MAX_FAILED_LOGINS || pttl <= 0) return { locked: false };
    return { locked: true, msRemaining: pttl };
  }

  /** Counts a wrong password; the answer says whether this one locked the pair. */
  async recordFailure(email: string, client: string): Promise<LockState> {
    const result = await this.#call(
      () =>
        this.#redis.eval(
          RECORD_FAILURE,
          2,
          this.#pairKey(email, client),
          this.#clientsKey(email),
          MAX_FAILED_LOGINS,
          LOCK_MS,
          client,
        ) as Promise<[number, number]>,
    );
    const [count, pttl] = result;
    return count >= MAX_FAILED_LOGINS ? { locked: true, msRemaining: Math.max(pttl, 1) } : { locked: false };
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
