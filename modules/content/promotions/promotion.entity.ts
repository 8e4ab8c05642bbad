import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';

/** A promotion in the home page headline carousel (free resource, affiliate, course, ad ...). */
export const PromotionSchema = table(
  'Promotion',
  'content_promotion',
  {
    id: p.uuid().primary(),
    type: p.string().length(50).default('free-resource'),
    title: p.string().length(200),
    description: p.text().nullable(),
    badge: p.string().length(50).nullable(),
    cta_text: p.string().length(50).nullable(),
    href: p.string().length(1000).nullable(),
    price: p.string().length(50).nullable(),
    old_price: p.string().length(50).nullable(),
    bg_color: p.string().length(300).nullable(),
    image: p.string().length(255).nullable(),
    is_active: p.boolean().default(true),
    is_ad: p.boolean().default(false),
    order_index: p.integer().default(0),
    created_at: createdAtColumn(),
    updated_at: updatedAtColumn(),
  },
  {
    indexes: [{ name: 'content_promotion_order_idx', properties: ['order_index', 'title'] }],
  },
);

export class Promotion extends PromotionSchema.class {}
PromotionSchema.setClass(Promotion);
