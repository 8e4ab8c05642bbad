import { z } from 'zod';
import { ValidationError } from '../../platform/errors/index.ts';
import { SHOP_CURRENCY } from '../shop.schemas.ts';

/** Most of one product in one order, and most lines, so a basket cannot ask for absurd totals. */
export const MAX_LINE_QUANTITY = 100;
export const MAX_LINES = 50;

export const PRICE_MESSAGES = {
  items: 'Your cart is empty or malformed',
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  unavailable: 'A product in your cart is no longer available',
  currency: `This product cannot be bought online (the shop sells in ${SHOP_CURRENCY})`,
} as const;

export const priceItemsSchema = z
  .array(
    z.object({
      id: z.uuid(PRICE_MESSAGES.unavailable),
      quantity: z
        .number({ error: PRICE_MESSAGES.quantity })
        .int(PRICE_MESSAGES.quantity)
        .min(1, PRICE_MESSAGES.quantity)
        .max(MAX_LINE_QUANTITY, PRICE_MESSAGES.quantity),
    }),
    { error: PRICE_MESSAGES.items },
  )
  .min(1, PRICE_MESSAGES.items)
  .max(MAX_LINES, PRICE_MESSAGES.items);
export type PriceItemsInput = z.input<typeof priceItemsSchema>;

/** What the database says a product costs (only these facts are used to price). */
export type PricedProduct = {
  id: string;
  name: string;
  priceMinor: number;
  currency: string;
  isActive: boolean;
};
export type PricedLine = {
  productId: string;
  name: string;
  unitPriceMinor: number;
  currency: string;
  quantity: number;
  lineTotalMinor: number;
};
export type PricedItems = { lines: PricedLine[]; totalMinor: number; currency: string };

/**
 * Prices a basket from stored products only: the browser sends ids and quantities, never a
 * price. The same product twice becomes one line. Unknown, inactive or non-KES products and
 * quantities outside 1..100 are refused with a validation error naming the item.
 */
export function priceLines(items: unknown, products: ReadonlyMap<string, PricedProduct>): PricedItems {
  const parsed = priceItemsSchema.safeParse(items);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? PRICE_MESSAGES.items;
    throw new ValidationError(message, [{ path: ['items', ...(issue?.path ?? [])].join('.'), message }]);
  }
  const quantities = new Map<string, number>();
  for (const item of parsed.data) quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.quantity);
  const lines: PricedLine[] = [];
  for (const [id, quantity] of quantities) {
    const product = products.get(id);
    const refuse = (message: string) => new ValidationError(message, [{ path: `items.${id}`, message }]);
    if (!product?.isActive) throw refuse(PRICE_MESSAGES.unavailable);
    if (product.currency !== SHOP_CURRENCY) throw refuse(PRICE_MESSAGES.currency);
    if (quantity > MAX_LINE_QUANTITY) throw refuse(PRICE_MESSAGES.quantity);
    lines.push({
      productId: id,
      name: product.name,
      unitPriceMinor: product.priceMinor,
      currency: product.currency,
      quantity,
      lineTotalMinor: product.priceMinor * quantity,
    });
  }
  const totalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  return { lines, totalMinor, currency: SHOP_CURRENCY };
}
