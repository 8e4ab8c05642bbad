import type { CachedAnswer, PublicCache } from '../../platform/cache/index.ts';
import { NotFoundError } from '../../platform/errors/index.ts';
import { requireId } from '../../platform/http/index.ts';
import { MESSAGES } from '../shop.schemas.ts';
import type { ProductReads } from './product-reads.ts';
import type { ProductViews } from './product-views.ts';

/**
 * What visitors read of the shop, as cached answers: one function per read, the same for its
 * route (`products.routes.ts`) and for the server render (`modules/pages`), which reads them
 * without a request.
 */
export function productAnswers({
  reads,
  views,
  cache,
}: {
  reads: ProductReads;
  views: ProductViews;
  cache: PublicCache;
}) {
  const categories = () =>
    cache.read('categories', async () => ({ success: true, categories: await reads.categories() }));
  /**
   * An active product, cached (a failed build caches nothing, so made-up ids cannot fill the
   * cache); NotFoundError for a malformed, unknown or inactive one.
   */
  const active = async (id: string) => {
    const checked = requireId(id, MESSAGES.productNotFound);
    return cache.read(`product:${checked}`, async () => {
      const found = await reads.findPublic(checked);
      if (!found) throw new NotFoundError(MESSAGES.productNotFound);
      return found;
    });
  };
  return {
    categories,
    active,
    /**
     * Active products, of one category or of all. Only lists of known categories are cached, so
     * made-up names cannot fill the cache: an unknown one lists nothing.
     */
    async list(category?: string): Promise<CachedAnswer | { success: true; items: [] }> {
      if (category) {
        const known = (await categories()).derived('names', ({ categories }) => new Set(categories));
        if (!known.has(category)) return { success: true, items: [] };
      }
      return cache.read(`list:${category ?? ''}`, async () => ({
        success: true,
        items: await reads.listPublic(category),
      }));
    },
    /**
     * An active product with its recent view count (at most a second old), made once per count;
     * NotFoundError for an unknown or inactive one. Reading counts nothing: the page's beacon does.
     */
    async product(id: string): Promise<CachedAnswer> {
      const cached = await active(id);
      const count = await views.count(id);
      return cached.variant(String(count), (product) => ({
        success: true,
        product: { ...product, views: count },
      }));
    },
  };
}

export type ProductAnswers = ReturnType<typeof productAnswers>;
