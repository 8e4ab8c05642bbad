import type { CountViews, ViewClient, ViewCounter } from '../../analytics/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';

export type ProductViewsDeps = { em: EntityManager; countViews: CountViews };

/** Product view counts, once per visitor per day (analytics' counter, as posts are counted). */
export class ProductViews {
  readonly #counter: ViewCounter;

  constructor({ em, countViews }: ProductViewsDeps) {
    const views = async (sql: string, id: string) =>
      (await em.execute<{ views: number }[]>(sql, [id]))[0]?.views ?? 0;
    this.#counter = countViews({
      scope: 'shop',
      increment: (id) => views('update shop_product set views = views + 1 where id = ? returning views', id),
      current: (id) => views('select views from shop_product where id = ?', id),
    });
  }

  /** Counts the view of an active product if it is this visitor's first today (the beacon). */
  record(productId: string, client: ViewClient): Promise<{ counted: boolean; views: number }> {
    return this.#counter.record(productId, client);
  }

  /** The count to show beside a product, counting nothing: at most a second old. */
  count(productId: string): Promise<number> {
    return this.#counter.count(productId);
  }
}
