import { LRUCache } from 'lru-cache';
import type { Redis } from '../../platform/queues/index.ts';

/** Today's cookieless visitor of a request (the analytics service's hash), null for a bot. */
export type VisitorOf = (input: { ip: string; userAgent: string | undefined }) => Promise<{
  day: string;
  visitor: string;
  until: number;
} | null>;

export type ViewClient = { ip: string; userAgent: string | undefined };

/** Where a module keeps the counts of its items (a post's, a product's `views` column). */
export type ViewCounts = {
  /** Whose views these are (`blog`, `shop`): part of the Redis key. */
  scope: string;
  /** Adds one view to the item and answers its new count. */
  increment: (id: string) => Promise<number>;
  /** The item's stored count. */
  current: (id: string) => Promise<number>;
};

export type DailyViewCounterDeps = ViewCounts & {
  redis: Redis;
  /** The deployment's Redis prefix. */
  keyPrefix: string;
  visitorOf: VisitorOf;
};

/** How long a count read from the database is shown without reading it again. */
export const VIEW_COUNT_FRESH_MS = 1000;
/** Visitor keys this instance already knows are counted today (a repeat visit skips Redis). */
const SEEN_KEPT = 100_000;

/**
 * "Once per visitor per day" view counts (a post, a product): a visitor counts at most once per
 * item per day (a Redis key per item, day and visitor hash, expiring with the day), a bot never.
 * No cookies; the hash is the analytics service's.
 *
 * Most views are repeat visits. This instance remembers the visitor keys it has seen counted
 * (until their day ends), so a repeat visit asks Redis nothing, and the counts it shows: exact
 * after its own update, read again at most once a second (concurrent reads share one query) for
 * views counted by other instances.
 */
export class DailyViewCounter {
  readonly #deps: DailyViewCounterDeps;
  readonly #seen = new LRUCache<string, true>({ max: SEEN_KEPT });
  readonly #counts: LRUCache<string, number>;

  constructor(deps: DailyViewCounterDeps) {
    this.#deps = deps;
    this.#counts = new LRUCache<string, number>({
      max: 10_000,
      ttl: VIEW_COUNT_FRESH_MS,
      fetchMethod: (id) => deps.current(id),
    });
  }

  /**
   * Counts the view if it is this visitor's first of the item today; answers whether it counted
   * and the count to show (`known`, when the caller has just read it, else the recent count).
   */
  async record(id: string, client: ViewClient, known?: number): Promise<{ counted: boolean; views: number }> {
    const { redis, keyPrefix, scope, visitorOf, increment } = this.#deps;
    const visitor = await visitorOf(client);
    if (visitor) {
      const key = `${keyPrefix}:${scope}:viewed:${id}:${visitor.day}:${visitor.visitor}`;
      if (!this.#seen.has(key)) {
        const first = await redis.set(key, '1', 'PXAT', visitor.until, 'NX');
        this.#seen.set(key, true, { ttl: Math.max(1, visitor.until - Date.now()) });
        if (first === 'OK') {
          const views = await increment(id);
          this.#counts.set(id, views);
          return { counted: true, views };
        }
      }
    }
    return { counted: false, views: known ?? (await this.count(id)) };
  }

  /** The item's count to show, counting nothing: at most a second old. */
  async count(id: string): Promise<number> {
    // A fresh count is read as it is; `fetch` (async, and its bookkeeping) only when it is stale.
    return this.#counts.get(id) ?? (await this.#counts.fetch(id)) ?? 0;
  }
}

/** What a module that counts views holds: record a visitor's view, read the count. */
export type ViewCounter = Pick<DailyViewCounter, 'record' | 'count'>;
/** Makes a module's counter over its own counts (the analytics module's `countViews`). */
export type CountViews = (counts: ViewCounts) => ViewCounter;
