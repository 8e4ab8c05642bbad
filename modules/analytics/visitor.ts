import { hash, randomBytes } from 'node:crypto';
import type { Redis } from '../platform/queues/index.ts';
import { dayOf, endOfDay } from './day.ts';

export const VISITOR_HASH_LENGTH = 64;

/** A visitor id without cookies or stored IPs: sha256 of the day's secret salt, IP and User-Agent. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return hash('sha256', `${salt}\u0000${ip}\u0000${userAgent}`, 'hex');
}

/**
 * Hands out the salt of the current day. It is created at random by whichever API
 * instance needs it first (SET NX) and expires in Redis when its day ends.
 */
export class DailySalt {
  readonly #redis: Redis;
  readonly #keyPrefix: string;
  readonly #timeZone: string;
  #cached: { day: string; salt: string; from: number; until: number } | undefined;

  constructor(redis: Redis, keyPrefix: string, timeZone: string) {
    this.#redis = redis;
    this.#keyPrefix = keyPrefix;
    this.#timeZone = timeZone;
  }

  /** The day's salt, the day, and when it ends (ms since the epoch): the salt expires then. */
  async forInstant(now: Date): Promise<{ day: string; salt: string; until: number }> {
    const cached = this.#cached;
    // Formatting dates in a time zone is costly; the cached window answers without it.
    if (cached && now.getTime() >= cached.from && now.getTime() < cached.until) return cached;
    const day = dayOf(now, this.#timeZone);
    const until = endOfDay(now, this.#timeZone).getTime();
    const key = `${this.#keyPrefix}:analytics:salt:${day}`;
    const candidate = randomBytes(32).toString('hex');
    await this.#redis.set(key, candidate, 'PXAT', until, 'NX');
    const salt = (await this.#redis.get(key)) ?? candidate;
    this.#cached = { day, salt, from: now.getTime(), until };
    return this.#cached;
  }
}
