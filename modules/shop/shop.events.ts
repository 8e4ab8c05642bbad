import { z } from 'zod';
import { defineEvent } from '../platform/events/index.ts';

/** A product was created, edited, deleted, or had its active or featured flag toggled. */
export const productChangeSchema = z.object({
  id: z.string(),
  action: z.enum(['created', 'updated', 'deleted', 'toggled']),
  occurredAt: z.iso.datetime(),
});
export type ProductChange = z.infer<typeof productChangeSchema>;

export const productChanged = defineEvent('shop.product_changed', productChangeSchema);

export const SHOP_EVENTS = [productChanged] as const;
