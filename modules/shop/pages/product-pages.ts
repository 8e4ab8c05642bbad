import type { PublicCache } from '../../platform/cache/index.ts';
import { type MikroORM, withEntityManagerScope } from '../../platform/db/index.ts';
import type { SpaPage, SpaPageAnswer } from '../../platform/http/index.ts';
import type { ProductReads } from '../products/product-reads.ts';

// Any `/product/<segment>` is the product page's; a segment that is not an id names no product.
const PRODUCT = /^\/product\/([^/]+)\/?$/;
const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A URL for the sitemap, with the date it last changed. */
export type SitemapUrl = { loc: string; lastmod?: string };

export type ProductPagesDeps = {
  orm: MikroORM;
  reads: ProductReads;
  cache: PublicCache;
  origin: string;
};

/**
 * `/product/:id`'s status: 200 for an active product, else 404. React renders the page, its head
 * included (modules/platform/ssr).
 */
export function productPages(deps: Omit<ProductPagesDeps, 'origin'>): SpaPage {
  return {
    match: async (path) => {
      const found = PRODUCT.exec(path);
      if (!found?.[1]) return undefined;
      if (!PRODUCT_ID.test(found[1])) return NOT_FOUND;
      // The active products' ids in one cached entry (a shop has tens of products), indexed once
      // per change: a page costs one version check, made-up ids find nothing and add nothing.
      const answer = await withEntityManagerScope(deps.orm, () =>
        deps.cache.read('page-ids', async () => (await deps.reads.listPublic()).map((product) => product.id)),
      );
      const active = answer.derived('set', (ids) => new Set(ids));
      return active.has(found[1].toLowerCase()) ? FOUND : NOT_FOUND;
    },
  };
}

const FOUND: SpaPageAnswer = { status: 200 };
const NOT_FOUND: SpaPageAnswer = { status: 404 };

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
