import type { EntityManager } from '../../platform/db/index.ts';
import type { Redis } from '../../platform/queues/index.ts';

/** The analytics module's visitor door: today's cookieless visitor hash, null for bots. */
export type VisitorOf = (input: { ip: string; userAgent: string | undefined }) => Promise<{
  day: string;
  visitor: string;
  until: number;
} | null>;

export type ProductViewsDeps = { em: EntityManager; redis: Redis; keyPrefix: string; visitorOf: VisitorOf };

/**
 * Product view counts: a visitor counts at most once per product per day (a Redis key per
 * product, day and visitor hash, expiring with the day), a bot never. No cookies.
 */
export class ProductViews {
  readonly #deps: ProductViewsDeps;

  constructor(deps: ProductViewsDeps) {
    this.#deps = deps;
  }

  /**
   * Counts the view if it is this visitor's first today; answers the live count to show. One
   * query either way: the count's own update, or a read of the one column (the rest of the
   * product answer is cached, so this is all a repeat visit costs the database).
   */
  async record(productId: string, client: { ip: string; userAgent: string | undefined }): Promise<number> {
    const visitor = await this.#deps.visitorOf(client);
    const key =
      visitor && `${this.#deps.keyPrefix}:shop:viewed:${productId}:${visitor.day}:${visitor.visitor}`;
    const first = key && visitor ? await this.#deps.redis.set(key, '1', 'PXAT', visitor.until, 'NX') : null;
    const sql =
      first === 'OK'
        ? 'update shop_product set views = views + 1 where id = ? returning views'
        : 'select views from shop_product where id = ?';
    const rows = await this.#deps.em.execute<{ views: number }[]>(sql, [productId]);
    return rows[0]?.views ?? 0;
  }
}
