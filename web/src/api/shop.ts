import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductAnswer } from '../../../modules/shop/shop-views.schemas.ts';
import { failingWith, lazyAnswers } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** A product as visitors get it (public spec section 3; server: the shop's public presenter). */
export type Product = ProductAnswer;

/**
 * The shop module's own answer schemas (zod/mini), loaded beside the first request rather than
 * with the page, so zod stays out of the home page's first load.
 */
const parsed = lazyAnswers(() => import('../../../modules/shop/shop-views.schemas.ts'));

/** The home tabs' first entry: no category filter. */
export const ALL_CATEGORIES = 'All';

export const productPath = (id: string): string => `/product/${encodeURIComponent(id)}`;

/** Files a buyer gets: the server's count, else the listed files. */
export const fileCountOf = (product: Product): number =>
  product.downloadable_files || product.file_count || product.files.length;

export function fetchShopItems(category: string, signal?: AbortSignal): Promise<Product[]> {
  const query = new URLSearchParams({ active: 'true' });
  if (category && category !== ALL_CATEGORIES) query.set('category', category);
  return failingWith(
    'Failed to fetch shop items',
    async () =>
      (
        await parsed(`/api/shop?${query}`, (a) => a.productsResponseSchema, {
          signal,
          server: (reads) => reads.products(query.get('category') ?? undefined),
        })
      ).items,
    signal,
  );
}

export function fetchShopCategories(signal?: AbortSignal): Promise<string[]> {
  return failingWith(
    'Failed to fetch categories',
    async () =>
      (
        await parsed('/api/shop/categories', (a) => a.categoriesResponseSchema, {
          signal,
          server: (reads) => reads.productCategories(),
        })
      ).categories,
    signal,
  );
}

export function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return failingWith(
    'Failed to fetch product',
    async () =>
      (
        await parsed(`/api/shop/product/${encodeURIComponent(id)}`, (a) => a.productResponseSchema, {
          signal,
          server: (reads) => reads.product(id),
        })
      ).product,
    signal,
  );
}

/**
 * Where the product page's script records a view (boot.ts: `data-view-beacon`; the server counts a
 * visitor once a day). Reading the product, the server render's too, counts nothing.
 */
export const productViewPath = (id: string): string => `/api/shop/product/${encodeURIComponent(id)}/view`;

/** Spec: a category change refetches; the previous cards stay while the new ones load. */
export const shopItemsQuery = (category: string) =>
  queryOptions({
    queryKey: queryKeys.site.shopItems(category),
    queryFn: ({ signal }) => fetchShopItems(category, signal),
    placeholderData: keepPreviousData,
  });

export const shopCategoriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.site.shopCategories(),
    queryFn: ({ signal }) => fetchShopCategories(signal),
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shop.product(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    retry: false,
  });

export function useShopItems(category: string) {
  return useQuery(shopItemsQuery(category));
}

export function useShopCategories() {
  return useQuery(shopCategoriesQuery());
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
