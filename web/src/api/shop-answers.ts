import { z } from 'zod/mini';
import type { Product } from './shop';

/**
 * The shop's public answers, parsed with zod/mini: the server's public product JSON. shop.ts loads
 * this file beside its first request, like blog-answers.ts, so zod stays out of the home page's
 * first load. Ids are read as text whatever the server sends, so the cart and links compare alike.
 */
const text = z.string();
const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const amount = z.pipe(z.union([z.number(), z.string()]), z.transform(Number));
const count = z._default(z.number(), 0);

const productSchema: z.ZodMiniType<Product, unknown> = z.object({
  id,
  name: text,
  description: z.pipe(
    z.optional(z.nullable(text)),
    z.transform((value) => value ?? ''),
  ),
  price: amount,
  currency: z._default(text, 'KES'),
  image: z.pipe(
    z.optional(z.nullable(text)),
    z.transform((value) => value ?? null),
  ),
  category: z.pipe(
    z.optional(z.nullable(text)),
    z.transform((value) => value ?? ''),
  ),
  featured: z.pipe(
    z.optional(z.union([z.number(), z.boolean()])),
    z.transform((value) => (value ? 1 : 0)),
  ),
  files: z._default(
    z.array(z.object({ name: text, size: z.optional(z.number()), type: z.optional(text) })),
    [],
  ),
  file_count: count,
  downloadable_files: count,
  product_links: z._default(z.array(z.object({ title: text, link: text })), []),
  views: count,
  created_at: z.optional(z.nullable(text)),
});

export const productsAnswer: z.ZodMiniType<{ items: Product[] }, unknown> = z.object({
  items: z.array(productSchema),
});
export const productAnswer: z.ZodMiniType<{ product: Product }, unknown> = z.object({
  product: productSchema,
});
export const categoriesAnswer: z.ZodMiniType<{ categories: string[] }, unknown> = z.object({
  categories: z.array(text),
});
