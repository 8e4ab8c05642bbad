import type { PublicCache } from '../../platform/cache/index.ts';
import { type MikroORM, withEntityManagerScope } from '../../platform/db/index.ts';
import type { ProductReads } from '../products/product-reads.ts';

/** A URL for the sitemap, with the date it last changed. */
export type SitemapUrl = { loc: string; lastmod?: string };

export type ProductPagesDeps = {
  orm: MikroORM;
  reads: ProductReads;
  cache: PublicCache;
  origin: string;
};

/** The sitemap's product URLs (active products), read through the shop's cache. */
export async function productSitemapUrls(deps: ProductPagesDeps): Promise<SitemapUrl[]> {
  const answer = await withEntityManagerScope(deps.orm, () =>
    deps.cache.read('sitemap', async () =>
      (await deps.reads.listPublic()).map((product) => ({
        loc: `${deps.origin}/product/${product.id}`,
        lastmod: product.created_at,
      })),
    ),
  );
  return answer.value;
}
