import { hash, randomBytes } from 'node:crypto';
import type { Redis } from '../platform/queues/index.ts';
import { addDays, dayOf, endOfDay } from './day.ts';
import { VISIT_IDLE_MS } from './visits.ts';

export const VISITOR_HASH_LENGTH = 64;

/** A visitor id without cookies or stored IPs: sha256 of the day's secret salt, IP and User-Agent. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return hash('sha256', `${salt}\u0000${ip}\u0000${userAgent}`, 'hex');
}

/** A day's salt outlives its day by this much, so a visit going on at midnight can be joined. */
export const SALT_KEPT_AFTER_ITS_DAY_MS = 60 * 60_000;

/**
 * Hands out the salt of the current day, and yesterday's while a visit begun before midnight may
 * still go on. A salt is created at random by whichever API instance needs it first (SET NX) and
 * expires in Redis an hour after its day ends: no hash of an older day can be worked out again.
 */
export class DailySalt {
  readonly #redis: Redis;
  readonly #keyPrefix: string;
  readonly #timeZone: string;
  #cached:
    | { day: string; salt: string; previousSalt: string | null; from: number; until: number; dayEnds: number }
    | undefined;

  constructor(redis: Redis, keyPrefix: string, timeZone: string) {
    this.#redis = redis;
    this.#keyPrefix = keyPrefix;
    this.#timeZone = timeZone;
  }

  /**
   * The day's salt, the day, and when it ends (ms since the epoch); yesterday's salt too during
   * the first half hour of a day (a visit idles 30 minutes at most), else null.
   */
  async forInstant(
    now: Date,
  ): Promise<{ day: string; salt: string; previousSalt: string | null; until: number }> {
    const cached = this.#cached;
    // Formatting dates in a time zone is costly; the cached window answers without it.
    if (cached && now.getTime() >= cached.from && now.getTime() < cached.until)
      return { day: cached.day, salt: cached.salt, previousSalt: cached.previousSalt, until: cached.dayEnds };
    const day = dayOf(now, this.#timeZone);
    const until = endOfDay(now, this.#timeZone).getTime();
    const key = this.#key(day);
    const candidate = randomBytes(32).toString('hex');
    await this.#redis.set(key, candidate, 'PXAT', until + SALT_KEPT_AFTER_ITS_DAY_MS, 'NX');
    const salt = (await this.#redis.get(key)) ?? candidate;
    const startOfDay = endOfDay(new Date(until - 86_400_000 * 1.5), this.#timeZone).getTime();
    const joinable = now.getTime() < startOfDay + VISIT_IDLE_MS;
    const previousSalt = joinable ? await this.#redis.get(this.#key(addDays(day, -1))) : null;
    // While yesterday's salt matters the answer is kept only until that half hour ends.
    const keptUntil = joinable ? startOfDay + VISIT_IDLE_MS : until;
    this.#cached = { day, salt, previousSalt, from: now.getTime(), until: keptUntil, dayEnds: until };
    return { day, salt, previousSalt, until };
  }

  #key(day: string): string {
    return `${this.#keyPrefix}:analytics:salt:${day}`;
  }
}
