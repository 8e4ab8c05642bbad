import { z } from 'zod';
import { ValidationError } from '../../platform/errors/index.ts';
import { SHOP_CURRENCY } from '../shop.schemas.ts';
import { fromMinor, toMinor } from './money.ts';

/** Most of one product in one order, and most lines, so a basket cannot ask for absurd totals. */
export const MAX_LINE_QUANTITY = 100;
export const MAX_LINES = 50;
/** Most a buyer may choose to pay for one pay-what-you-want product, in KES. */
export const MAX_CHOSEN_PRICE = 1_000_000;

export const PRICE_MESSAGES = {
  items: 'Your cart is empty or malformed',
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  unavailable: 'A product in your cart is no longer available',
  currency: `This product cannot be bought online (the shop sells in ${SHOP_CURRENCY})`,
  chosenPrice: `Your price must be a number up to ${MAX_CHOSEN_PRICE.toLocaleString('en-KE')} with at most 2 decimals`,
  onePrice: 'Choose one price for each product in your cart',
} as const;

/** The refusal of a chosen price under a pay-what-you-want product's minimum. */
export const belowMinimumMessage = (name: string, minimum: number) =>
  `Pay at least ${SHOP_CURRENCY} ${minimum.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} for ${name}`;

export const priceItemsSchema = z
  .array(
    z.object({
      id: z.uuid(PRICE_MESSAGES.unavailable),
      quantity: z
        .number({ error: PRICE_MESSAGES.quantity })
        .int(PRICE_MESSAGES.quantity)
        .min(1, PRICE_MESSAGES.quantity)
        .max(MAX_LINE_QUANTITY, PRICE_MESSAGES.quantity),
      /** The buyer's price for a pay-what-you-want product (major units); ignored for any other. */
      price: z
        .number({ error: PRICE_MESSAGES.chosenPrice })
        .finite(PRICE_MESSAGES.chosenPrice)
        .min(0, PRICE_MESSAGES.chosenPrice)
        .max(MAX_CHOSEN_PRICE, PRICE_MESSAGES.chosenPrice)
        .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, PRICE_MESSAGES.chosenPrice)
        .optional(),
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
  /** The buyer chooses the price, at least `minPriceMinor`; `priceMinor` is the suggestion. */
  payWhatYouWant?: boolean;
  minPriceMinor?: number | null;
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
  const merged = new Map<string, { quantity: number; price: number | undefined }>();
  for (const item of parsed.data) {
    const seen = merged.get(item.id);
    if (seen && seen.price !== item.price) {
      throw new ValidationError(PRICE_MESSAGES.onePrice, [
        { path: `items.${item.id}`, message: PRICE_MESSAGES.onePrice },
      ]);
    }
    merged.set(item.id, { quantity: (seen?.quantity ?? 0) + item.quantity, price: item.price });
  }
  const lines: PricedLine[] = [];
  for (const [id, { quantity, price }] of merged) {
    const product = products.get(id);
    const refuse = (message: string) => new ValidationError(message, [{ path: `items.${id}`, message }]);
    if (!product?.isActive) throw refuse(PRICE_MESSAGES.unavailable);
    if (product.currency !== SHOP_CURRENCY) throw refuse(PRICE_MESSAGES.currency);
    if (quantity > MAX_LINE_QUANTITY) throw refuse(PRICE_MESSAGES.quantity);
    const unitPriceMinor = unitPrice(product, price, refuse);
    lines.push({
      productId: id,
      name: product.name,
      unitPriceMinor,
      currency: product.currency,
      quantity,
      lineTotalMinor: unitPriceMinor * quantity,
    });
  }
  const totalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  return { lines, totalMinor, currency: SHOP_CURRENCY };
}

/**
 * The unit price of a line: the stored price, or for a pay-what-you-want product the buyer's
 * price (the suggestion when none is sent), never under the product's minimum.
 */
function unitPrice(
  product: PricedProduct,
  chosen: number | undefined,
  refuse: (message: string) => ValidationError,
): number {
  if (!product.payWhatYouWant) return product.priceMinor;
  const minimumMinor = product.minPriceMinor ?? 0;
  const unitMinor =
    chosen === undefined ? Math.max(product.priceMinor, minimumMinor) : toMinor(chosen, SHOP_CURRENCY);
  if (unitMinor < minimumMinor)
    throw refuse(belowMinimumMessage(product.name, fromMinor(minimumMinor, SHOP_CURRENCY)));
  return unitMinor;
}
