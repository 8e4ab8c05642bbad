import { z } from 'zod/mini';
import { listAnswerSchema } from '../platform/lists/index.ts';

/**
 * The shop's public product answer as the web app reads it: the one description of it, used by the
 * public page (loaded beside its first request, so zod stays out of the home page's first load) and
 * the admin screens. Written with zod/mini for that reason. The presenter's ProductView
 * (shop.schemas.ts) is checked against it in web/src/api/shop-views.test.ts. Ids are read as text whatever
 * the server sends, so the cart and links compare alike.
 */
const text = z.string();
const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const amount = z.pipe(z.union([z.number(), z.string()]), z.transform(Number));
const count = z._default(z.number(), 0);

export const productViewSchema = z.object({
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
    z.transform((value): 0 | 1 => (value ? 1 : 0)),
  ),
  files: z._default(
    z.array(z.object({ name: text, size: z.optional(z.number()), type: z.optional(text) })),
    [],
  ),
  file_count: count,
  downloadable_files: count,
  product_links: z._default(z.array(z.object({ title: text, link: text })), []),
  views: count,
  /** Pay what you want: the buyer enters a price of at least `min_price`; `price` is the suggestion. */
  pay_what_you_want: z._default(z.boolean(), false),
  min_price: z._default(z.nullable(amount), null),
  created_at: z.optional(z.nullable(text)),
});

const flag = z.pipe(
  z.optional(z.union([z.number(), z.boolean()])),
  z.transform((value) => Boolean(value)),
);

/**
 * The admin table's row: the product with its stock, flags as booleans and each file's id for
 * removal (the admin answer's `downloadable_files` is that list again, which the screens do not read).
 */
export const adminProductViewSchema = z.extend(z.omit(productViewSchema, { downloadable_files: true }), {
  featured: flag,
  is_active: flag,
  quantity: z._default(z.number(), 0),
  purchasable: z.optional(z.boolean()),
  files: z._default(
    z.array(z.object({ id, name: text, size: z.optional(z.number()), type: z.optional(text) })),
    [],
  ),
  file_count: z.optional(z.number()),
  updated_at: z.optional(z.nullable(text)),
});

export const adminProductsResponseSchema = z.object({ items: z.array(adminProductViewSchema) });
export const productsResponseSchema = z.object({ items: z.array(productViewSchema) });
export const productResponseSchema = z.object({ product: productViewSchema });
export const categoriesResponseSchema = z.object({ categories: z.array(text) });

/** A product as the web app holds it: ids as text, price a number, featured 1 or 0. */
export type AdminProductAnswer = z.output<typeof adminProductViewSchema>;
export type ProductAnswer = z.output<typeof productViewSchema>;

/** The cart's discount preview: what this cart would pay with the code (POST /api/shop/discounts/preview). */
export const discountPreviewAnswerSchema = z.object({
  discount: z.object({
    code: text,
    subtotal: amount,
    discount: amount,
    total: amount,
    currency: z._default(text, 'KES'),
  }),
});
export type DiscountPreviewAnswer = z.output<typeof discountPreviewAnswerSchema>['discount'];

const optionalNumber = z._default(z.nullable(z.number()), null);
const optionalText = z._default(z.nullable(text), null);

/** A discount code as the admin screen reads it, with its uses. */
export const adminDiscountSchema = z.object({
  id: text,
  code: text,
  percent_off: optionalNumber,
  amount_off: optionalNumber,
  product_ids: z._default(z.array(text), []),
  starts_at: optionalText,
  ends_at: optionalText,
  max_uses: optionalNumber,
  max_uses_per_email: optionalNumber,
  active: z.boolean(),
  uses: count,
  completed_uses: count,
  pending_uses: count,
});
export const adminDiscountsAnswerSchema = listAnswerSchema('discounts', adminDiscountSchema);
export const adminDiscountAnswerSchema = z.object({ item: adminDiscountSchema, message: z.optional(text) });
export type AdminDiscount = z.output<typeof adminDiscountSchema>;
