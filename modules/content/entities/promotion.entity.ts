import { defineEntity, p } from '@mikro-orm/core';

/** A promotion in the home page headline carousel (free resource, affiliate, course, ad ...). */
export const PromotionSchema = defineEntity({
  name: 'Promotion',
  tableName: 'content_promotion',
  properties: {
    id: p.uuid().primary(),
    type: p.string().length(50).default('free-resource'),
    title: p.string().length(200),
    description: p.text().nullable(),
    badge: p.string().length(50).nullable(),
    ctaText: p.string().length(50).nullable(),
    href: p.string().length(1000).nullable(),
    price: p.string().length(50).nullable(),
    oldPrice: p.string().length(50).nullable(),
    bgColor: p.string().length(300).nullable(),
    image: p.string().length(255).nullable(),
    isActive: p.boolean().default(true),
    isAd: p.boolean().default(false),
    orderIndex: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ name: 'content_promotion_order_idx', properties: ['orderIndex', 'title'] }],
});

export class Promotion extends PromotionSchema.class {}
PromotionSchema.setClass(Promotion);
