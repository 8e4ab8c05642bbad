import { LRUCache } from 'lru-cache';
import type { Logger } from '../logging/index.ts';
import { Redis } from '../queues/index.ts';

import { CachedAnswer } from './cached-answer.ts';
import { noteRead } from './page-reads.ts';
import { VersionReader } from './version-reader.ts';

type Entry = { answer: CachedAnswer; version: number };

export type PublicCacheOptions = {
  redis: Redis;
  redisUrl: string;
  /** The deployment's Redis prefix. */
  prefix: string;
  /** Whose answers these are (`content`, `blog`, `shop`): each namespace has its own version. */
  namespace: string;
  log: Logger;
  /**
   * Keep at most this many answers, the least recently used going first: for keys anyone can
   * make up (a search query). Absent: keys come from a closed set (lists, known ids).
   */
  maxEntries?: number;
};

/**
 * Moves the shared version forward to the Redis server's clock in microseconds (or one past the
 * current value if that is ahead). Versions never repeat, not even after Redis lost its data: a
 * counter would restart from 0 and let an instance holding an entry built at version 5 serve it
 * until the counter passed 5 again.
 */
const BUMP = `
local t = redis.call('TIME')
local v = tonumber(t[1]) * 1000000 + tonumber(t[2])
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if v <= current then v = current + 1 end
redis.call('SET', KEYS[1], string.format('%d', v))
return string.format('%d', v)`;

/**
 * Public answers kept in memory per API instance, correct across instances.
 *
 * Freshness rests on one version in Redis (`<prefix>:<namespace>:version`), moved forward after
 * every committed change. Each entry remembers the version read *before* it was built and is used
 * only while the shared version is exactly that one; reads share MGETs, one at a time, with
 * every namespace of the process (`VersionReader`). So the very next read anywhere after a change
 * is fresh, with no pub/sub delivery race. The changing instance also clears its own map at once, and every instance clears on the
 * PUBLISH that follows, which frees stale entries early. While Redis cannot answer, reads bypass
 * the cache (fresh but slower) rather than risk a stale answer.
 */
export class PublicCache {
  readonly #options: PublicCacheOptions;
  readonly #entries: Map<string, Entry> | LRUCache<string, Entry>;
  readonly #building = new Map<string, Promise<CachedAnswer>>();
  #subscriber: Redis | undefined;
  #closed = false;
  readonly #versions: VersionReader;

  constructor(options: PublicCacheOptions) {
    this.#options = options;
    this.#entries = options.maxEntries ? new LRUCache({ max: options.maxEntries }) : new Map();
    this.#versions = VersionReader.for(options.redis);
  }

  /** Whose answers these are (`content`, `blog`, `comments`, `shop`, `search`, `images`). */
  get namespace(): string {
    return this.#options.namespace;
  }

  get versionKey(): string {
    return `${this.#options.prefix}:${this.#options.namespace}:version`;
  }

  get channel(): string {
    return `${this.#options.prefix}:${this.#options.namespace}:changed`;
  }

  /** The cached answer for `key`, built by `build` when missing or built before the last change. */
  async read<T>(key: string, build: () => Promise<T>): Promise<CachedAnswer<T>> {
    // Noted first: a page whose read failed (a 404 for an unknown slug) depends on it too.
    noteRead(this.#options.namespace);
    this.#subscribe();
    const version = await this.#version();
    if (version === undefined) return CachedAnswer.of(await build());
    const entry = this.#entries.get(key);
    if (entry && entry.version === version) return entry.answer as CachedAnswer<T>;
    const flightKey = `${key}@${version}`;
    const inFlight = this.#building.get(flightKey);
    if (inFlight) return inFlight as Promise<CachedAnswer<T>>;
    const flight = build()
      .then((value) => {
        const answer = CachedAnswer.of(value);
        const current = this.#entries.get(key);
        // A slower build of an older version never replaces a newer entry.
        if (!current || current.version <= version) this.#entries.set(key, { answer, version });
        return answer;
      })
      .finally(() => this.#building.delete(flightKey));
    this.#building.set(flightKey, flight as Promise<CachedAnswer>);
    return flight;
  }

  /**
   * Says that the current work answers from this namespace's data without keeping the answer (a
   * filtered list, a thread with the caller's votes): a page rendered from it is kept against
   * this namespace's version (`recordReads`). `read` says so itself.
   */
  noteRead(): void {
    noteRead(this.#options.namespace);
  }

  /**
   * The shared version now (undefined while Redis cannot answer): what a cache of answers built from
   * this namespace's (the server-rendered pages) keys on. Shares the MGETs of the reads.
   */
  version(): Promise<number | undefined> {
    return this.#version();
  }

  /** Called after a change committed: forget locally, move the shared version, tell the others. */
  async invalidate(): Promise<void> {
    this.#entries.clear();
    const { redis, log } = this.#options;
    try {
      const version = await redis.eval(BUMP, 1, this.versionKey);
      await redis.publish(this.channel, String(version));
    } catch (error) {
      log.warn({ err: error }, 'could not announce a change; other instances bypass their cache');
    }
  }

  /** Ends the subscriber connection (API shutdown). */
  close(): void {
    this.#closed = true;
    this.#subscriber?.disconnect();
    this.#subscriber = undefined;
  }

  /** The shared version, read with every other namespace's in one MGET (VersionReader). */
  #version(): Promise<number | undefined> {
    return this.#versions.read(this.versionKey);
  }

  // Lazily, so the worker (which builds the modules but serves no reads) opens no connection.
  #subscribe(): void {
    if (this.#subscriber || this.#closed) return;
    const { redisUrl, log } = this.#options;
    const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
    subscriber.on('error', (error) => log.warn({ err: error }, 'public cache subscriber problem'));
    subscriber.on('message', () => this.#entries.clear());
    subscriber.subscribe(this.channel).catch((error: unknown) => {
      log.warn({ err: error }, 'public cache could not subscribe; relying on the version check');
    });
    this.#subscriber = subscriber;
  }
}
