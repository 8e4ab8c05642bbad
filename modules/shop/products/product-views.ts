import type { EntityManager } from '../../platform/db/index.ts';
import type { Redis } from '../../platform/queues/index.ts';
import { DailyViewCounter, type ViewClient, type VisitorOf } from '../../platform/views/index.ts';

export type { VisitorOf } from '../../platform/views/index.ts';

export type ProductViewsDeps = { em: EntityManager; redis: Redis; keyPrefix: string; visitorOf: VisitorOf };

/** Product view counts, once per visitor per day (the platform's counter, as posts are counted). */
export class ProductViews {
  readonly #counter: DailyViewCounter;

  constructor({ em, redis, keyPrefix, visitorOf }: ProductViewsDeps) {
    const views = async (sql: string, id: string) =>
      (await em.execute<{ views: number }[]>(sql, [id]))[0]?.views ?? 0;
    this.#counter = new DailyViewCounter({
      redis,
      keyPrefix,
      visitorOf,
      scope: 'shop',
      increment: (id) => views('update shop_product set views = views + 1 where id = ? returning views', id),
      current: (id) => views('select views from shop_product where id = ?', id),
    });
  }

  /** Counts the view if it is this visitor's first today; answers the live count to show. */
  async record(productId: string, client: ViewClient): Promise<number> {
    return (await this.#counter.record(productId, client)).views;
  }
}
