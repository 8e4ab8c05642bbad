import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';

/**
 * A discount code. `code` is stored upper-cased (unique), so `summer10` and `SUMMER10` are one
 * code. Exactly one of `percentOff` (1..100) or `amountOffMinor` (KES minor units) is set.
 * `productIds` empty means the whole order. A use is an order that names the discount and is
 * not failed, expired or cancelled (see README "Discount codes"), so no counter can drift.
 */
export const DiscountSchema = table('Discount', 'shop_discount', {
  id: p.uuid().primary(),
  code: p.string().length(40).unique('shop_discount_code_unique'),
  percentOff: p.integer().nullable(),
  amountOffMinor: p.bigint('number').nullable(),
  productIds: p.json<string[]>(),
  startsAt: p.datetime().nullable(),
  endsAt: p.datetime().nullable(),
  maxUses: p.integer().nullable(),
  maxUsesPerEmail: p.integer().nullable(),
  active: p.boolean().default(true),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export class Discount extends DiscountSchema.class {}
DiscountSchema.setClass(Discount);
