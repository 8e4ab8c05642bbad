import { z } from 'zod';
import { blank, flag, isHttpUrl, MESSAGES, nullableText, required, sortOrder } from '../content.fields.ts';
import { isPromotionBackground, paletteClass } from '../css-colours.ts';

/** Promotions' rules and answers, shared by the server and the admin web form. Only zod here. */

export const PROMOTION_TYPES = [
  'free-resource',
  'affiliate',
  'course',
  'freebie',
  'service',
  'ad-space',
  'sponsored',
] as const;

/**
 * The promotion's fields written as text by the admin form and shown by the same names (the
 * order, a number, is typed into a text box too); `is_active` and `is_ad` are its flags.
 */
export const PROMOTION_TEXT_FIELDS = [
  'type',
  'title',
  'description',
  'badge',
  'cta_text',
  'href',
  'price',
  'old_price',
  'bg_color',
  'order_index',
] as const;

const bgColor = nullableText(300, isPromotionBackground, MESSAGES.bgColor).transform((value) =>
  value ? (paletteClass(value) ?? value) : value,
);
const promotionFields = {
  description: nullableText(2000),
  badge: nullableText(50),
  cta_text: nullableText(50),
  href: nullableText(1000, isHttpUrl, MESSAGES.href),
  price: nullableText(50),
  old_price: nullableText(50),
  bg_color: bgColor,
  remove_image: blank(flag.optional()),
};
export const promotionCreateSchema = z.object({
  type: blank(required(MESSAGES.typeRequired, 50).default('free-resource')),
  title: required(MESSAGES.titleRequired, 200),
  is_active: blank(flag.default(true)),
  is_ad: blank(flag.default(false)),
  order_index: blank(sortOrder.default(0)),
  ...promotionFields,
});
export const promotionUpdateSchema = z.object({
  type: required(MESSAGES.typeRequired, 50).optional(),
  title: required(MESSAGES.titleRequired, 200).optional(),
  is_active: blank(flag.optional()),
  is_ad: blank(flag.optional()),
  order_index: blank(sortOrder.optional()),
  ...promotionFields,
});

export {
  type PromotionView,
  promotionsResponseSchema,
  promotionViewSchema,
} from '../content-views.schemas.ts';

export type PromotionCreateInput = z.infer<typeof promotionCreateSchema>;
export type PromotionUpdateInput = z.infer<typeof promotionUpdateSchema>;
