import { hash, randomBytes } from 'node:crypto';
import type { Redis } from '../platform/queues/index.ts';
import { dayOf, endOfDay } from './day.ts';

export const VISITOR_HASH_LENGTH = 64;

/** A visitor id without cookies or stored IPs: sha256 of the day's secret salt, IP and User-Agent. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return hash('sha256', `${salt}\u0000${ip}\u0000${userAgent}`, 'hex');
}

/** Clients whose hash is remembered; past this the memory starts again. */
const HASHES_KEPT = 10_000;

/**
 * `visitorHash` remembered per IP and User-Agent for the current salt: a visitor's every beacon
 * and product view would otherwise hash the same text again (a sha256 per request). Held in this
 * process's memory only, bounded, and dropped as soon as the day's salt changes, so it keeps no
 * more than the request itself carried.
 */
export class VisitorHashes {
  #salt = '';
  readonly #byClient = new Map<string, string>();

  of(salt: string, ip: string, userAgent: string): string {
    if (salt !== this.#salt) {
      this.#salt = salt;
      this.#byClient.clear();
    }
    const client = `${ip}\u0000${userAgent}`;
    let hashed = this.#byClient.get(client);
    if (hashed === undefined) {
      hashed = visitorHash(salt, ip, userAgent);
      if (this.#byClient.size >= HASHES_KEPT) this.#byClient.clear();
      this.#byClient.set(client, hashed);
    }
    return hashed;
  }
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
