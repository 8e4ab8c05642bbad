import type { PublicCache } from '../../platform/cache/index.ts';
import { type MikroORM, withEntityManagerScope } from '../../platform/db/index.ts';
import {
  absolute,
  DEFAULT_SHARE_IMAGE,
  jsonForScript,
  meta,
  type SpaPage,
  type SpaPageAnswer,
  shareTags,
} from '../../platform/http/index.ts';
import type { ProductReads } from '../products/product-reads.ts';
import type { ProductView } from '../shop.schemas.ts';

// Any `/product/<segment>` is the product page's; a segment that is not an id names no product.
const PRODUCT = /^\/product\/([^/]+)\/?$/;
const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DESCRIPTION_LENGTH = 200;

/** A URL for the sitemap, with the date it last changed. */
export type SitemapUrl = { loc: string; lastmod?: string };

const summary = (product: ProductView): string => {
  const text = product.description.replace(/\s+/g, ' ').trim();
  if (!text) return `${product.name}: ${product.currency} ${product.price}`;
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}…` : text;
};

/** The head of a product page: its share card and JSON-LD `Product` with its offer. */
export function productHead(product: ProductView, origin: string, siteName: string) {
  const url = `${origin}/product/${product.id}`;
  const image = absolute(origin, product.image || DEFAULT_SHARE_IMAGE);
  const description = summary(product);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    sku: product.id,
    image: [image],
    ...(product.category ? { category: product.category } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      // Digital downloads never run out; inactive products are 404s and have no head.
      availability: 'https://schema.org/InStock',
    },
  };
  const extra = [
    meta('property', 'product:price:amount', product.price.toFixed(2)),
    meta('property', 'product:price:currency', product.currency),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ];
  return {
    title: `${product.name} | ${siteName}`,
    head: shareTags(
      { title: product.name, description, url, image, type: 'product', extra },
      siteName,
      origin,
    ),
  };
}

export type ProductPagesDeps = {
  orm: MikroORM;
  reads: ProductReads;
  cache: PublicCache;
  origin: string;
  siteName: () => Promise<string>;
};

/** `/product/:id` as the server answers it: the head of an active product (cached), else 404. */
export function productPages(deps: ProductPagesDeps): SpaPage {
  return {
    paths: ['/product/:id'],
    match: async (path) => {
      const found = PRODUCT.exec(path);
      if (!found?.[1]) return undefined;
      if (!PRODUCT_ID.test(found[1])) return NOT_FOUND;
      // Every active product's head in one cached entry (a shop has tens of products), indexed
      // once per change: a page costs one version check, made-up ids find nothing and add nothing.
      const answer = await withEntityManagerScope(deps.orm, () =>
        deps.cache.read('page-heads', async () => {
          const siteName = await deps.siteName();
          return (await deps.reads.listPublic()).map((product) => ({
            id: product.id,
            ...productHead(product, deps.origin, siteName),
          }));
        }),
      );
      const pages = answer.derived(
        'by-id',
        (heads) =>
          new Map(heads.map(({ id, ...head }) => [id, { status: 200, ...head } satisfies SpaPageAnswer])),
      );
      return pages.get(found[1].toLowerCase()) ?? NOT_FOUND;
    },
  };
}

const NOT_FOUND: SpaPageAnswer = { status: 404 };

/** The sitemap's product URLs (active products), read through the shop's cache. */
export async function productSitemapUrls(deps: Omit<ProductPagesDeps, 'siteName'>): Promise<SitemapUrl[]> {
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
