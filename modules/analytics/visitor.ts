import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from '../platform/queues/index.ts';
import { dayOf, endOfDay } from './day.ts';

/** A visitor id without cookies or stored IPs: sha256 of the day's secret salt, IP and User-Agent. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256')
    .update(salt)
    .update('\u0000')
    .update(ip)
    .update('\u0000')
    .update(userAgent)
    .digest('hex');
}

/**
 * Hands out the salt of the current day. It is created at random by whichever API
 * instance needs it first (SET NX) and expires in Redis when its day ends.
 */
export class DailySalt {
  readonly #redis: Redis;
  readonly #keyPrefix: string;
  readonly #timeZone: string;
  #cached: { day: string; salt: string } | undefined;

  constructor(redis: Redis, keyPrefix: string, timeZone: string) {
    this.#redis = redis;
    this.#keyPrefix = keyPrefix;
    this.#timeZone = timeZone;
  }

  async forInstant(now: Date): Promise<{ day: string; salt: string }> {
    const day = dayOf(now, this.#timeZone);
    if (this.#cached?.day === day) return this.#cached;
    const key = `${this.#keyPrefix}:analytics:salt:${day}`;
    const candidate = randomBytes(32).toString('hex');
    await this.#redis.set(key, candidate, 'PXAT', endOfDay(now, this.#timeZone).getTime(), 'NX');
    const salt = (await this.#redis.get(key)) ?? candidate;
    this.#cached = { day, salt };
    return this.#cached;
  }
}
