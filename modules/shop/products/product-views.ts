import { LRUCache } from 'lru-cache';
import type { EntityManager } from '../../platform/db/index.ts';
import type { Redis } from '../../platform/queues/index.ts';

/** The analytics module's visitor door: today's cookieless visitor hash, null for bots. */
export type VisitorOf = (input: { ip: string; userAgent: string | undefined }) => Promise<{
  day: string;
  visitor: string;
  until: number;
} | null>;

export type ProductViewsDeps = { em: EntityManager; redis: Redis; keyPrefix: string; visitorOf: VisitorOf };

/** How long a product's count read from the database is shown without reading it again. */
export const VIEW_COUNT_FRESH_MS = 1000;
/** Visitor keys this instance already knows are counted today (a repeat visit skips Redis). */
const SEEN_KEPT = 100_000;

/**
 * Product view counts: a visitor counts at most once per product per day (a Redis key per
 * product, day and visitor hash, expiring with the day), a bot never. No cookies.
 *
 * A product page is the shop's busiest read, and most of its requests are repeat visits. This
 * instance remembers the visitor keys it has seen counted (until their day ends), so a repeat
 * visit asks Redis nothing, and the count it shows: exact after this instance's own update,
 * read again at most once a second (concurrent reads share one query) for views counted by
 * other instances.
 */
export class ProductViews {
  readonly #deps: ProductViewsDeps;
  readonly #seen = new LRUCache<string, true>({ max: SEEN_KEPT });
  readonly #counts: LRUCache<string, number>;

  constructor(deps: ProductViewsDeps) {
    this.#deps = deps;
    this.#counts = new LRUCache<string, number>({
      max: 10_000,
      ttl: VIEW_COUNT_FRESH_MS,
      fetchMethod: async (productId) => {
        const rows = await this.#deps.em.execute<{ views: number }[]>(
          'select views from shop_product where id = ?',
          [productId],
        );
        return rows[0]?.views ?? 0;
      },
    });
  }

  /** Counts the view if it is this visitor's first today; answers the live count to show. */
  async record(productId: string, client: { ip: string; userAgent: string | undefined }): Promise<number> {
    const visitor = await this.#deps.visitorOf(client);
    if (visitor) {
      const key = `${this.#deps.keyPrefix}:shop:viewed:${productId}:${visitor.day}:${visitor.visitor}`;
      if (!this.#seen.has(key)) {
        const first = await this.#deps.redis.set(key, '1', 'PXAT', visitor.until, 'NX');
        this.#seen.set(key, true, { ttl: Math.max(1, visitor.until - Date.now()) });
        if (first === 'OK') {
          const rows = await this.#deps.em.execute<{ views: number }[]>(
            'update shop_product set views = views + 1 where id = ? returning views',
            [productId],
          );
          const views = rows[0]?.views ?? 0;
          this.#counts.set(productId, views);
          return views;
        }
      }
    }
    return (await this.#counts.fetch(productId)) ?? 0;
  }
}
