import { createHash } from 'node:crypto';
import type { Logger } from '../platform/logging/index.ts';
import { Redis } from '../platform/queues/index.ts';

/** A serialised public answer and its weak ETag. */
export type CachedAnswer = { body: string; etag: string };
type Entry = CachedAnswer & { version: number };

export type PublicCacheOptions = { redis: Redis; redisUrl: string; prefix: string; log: Logger };

function answerOf(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Public list answers kept in memory, correct across API instances.
 *
 * Freshness rests on one counter in Redis (`<prefix>:content:version`), bumped after every
 * committed admin change. Each entry remembers the version read *before* it was built, and a
 * read costs one GET of the counter: an entry built before a change carries an older number and
 * is rebuilt, so the very next read anywhere is fresh, with no pub/sub delivery race. The
 * publishing instance also clears its own map at once, and every instance clears on the
 * PUBLISH that follows, which frees stale entries early. While Redis cannot answer, reads
 * bypass the cache (fresh but slower) rather than risk a stale answer.
 */
export class PublicCache {
  readonly #options: PublicCacheOptions;
  readonly #entries = new Map<string, Entry>();
  readonly #building = new Map<string, Promise<CachedAnswer>>();
  #subscriber: Redis | undefined;
  #closed = false;
  #pendingVersion: Promise<number | undefined> | undefined;

  constructor(options: PublicCacheOptions) {
    this.#options = options;
  }

  get versionKey(): string {
    return `${this.#options.prefix}:content:version`;
  }

  get channel(): string {
    return `${this.#options.prefix}:content:changed`;
  }

  /** The cached answer for `key`, built by `build` when missing or older than the last change. */
  async read(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    this.#subscribe();
    const version = await this.#version();
    if (version === undefined) return answerOf(await build());
    const entry = this.#entries.get(key);
    if (entry && entry.version >= version) return entry;
    const flightKey = `${key}@${version}`;
    const inFlight = this.#building.get(flightKey);
    if (inFlight) return inFlight;
    const flight = build()
      .then((value) => {
        const answer = answerOf(value);
        const current = this.#entries.get(key);
        if (!current || current.version <= version) this.#entries.set(key, { ...answer, version });
        return answer;
      })
      .finally(() => this.#building.delete(flightKey));
    this.#building.set(flightKey, flight);
    return flight;
  }

  /** Called after a change committed: forget locally, bump the shared version, tell the others. */
  async invalidate(): Promise<void> {
    this.#entries.clear();
    const { redis, log } = this.#options;
    try {
      const version = await redis.incr(this.versionKey);
      await redis.publish(this.channel, String(version));
    } catch (error) {
      log.warn({ err: error }, 'could not announce a content change; other instances bypass their cache');
    }
  }

  /** Ends the subscriber connection (API shutdown). */
  close(): void {
    this.#closed = true;
    this.#subscriber?.disconnect();
    this.#subscriber = undefined;
  }

  /**
   * The shared version, read once for all the reads that arrived in this turn of the event
   * loop. The GET is sent after every one of them arrived, so none can see a version older
   * than its own arrival: as fresh as one GET per read, at the cost of one per burst.
   */
  #version(): Promise<number | undefined> {
    this.#pendingVersion ??= new Promise((resolve) => {
      setImmediate(() => {
        this.#pendingVersion = undefined;
        this.#options.redis.get(this.versionKey).then(
          (value) => resolve(Number(value ?? 0)),
          () => resolve(undefined),
        );
      });
    });
    return this.#pendingVersion;
  }

  // Lazily, so the worker (which builds the modules but serves no reads) opens no connection.
  #subscribe(): void {
    if (this.#subscriber || this.#closed) return;
    const { redisUrl, log } = this.#options;
    const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
    subscriber.on('error', (error) => log.warn({ err: error }, 'content cache subscriber problem'));
    subscriber.on('message', () => this.#entries.clear());
    subscriber.subscribe(this.channel).catch((error: unknown) => {
      log.warn({ err: error }, 'content cache could not subscribe; relying on the version check');
    });
    this.#subscriber = subscriber;
  }
}
