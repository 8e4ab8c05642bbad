import type { ProductCreateInput, ProductLink, ProductUpdateInput } from '../shop.schemas.ts';
import { toMinor } from './money.ts';

/**
 * The one mapping from a product form's fields (the spec's names) to the entity's properties,
 * for create and update alike. Absent fields stay absent, so an update changes only what was
 * sent. The image and files are not here: the service handles the uploads.
 */
export type ProductFields = {
  name?: string;
  description?: string;
  priceMinor?: number;
  currency?: string;
  category?: string;
  quantity?: number;
  productLinks?: ProductLink[];
  isActive?: boolean;
  featured?: boolean;
  payWhatYouWant?: boolean;
  minPriceMinor?: number;
};

/** `currentCurrency` prices an update that sends a price without a currency. */
export function productFields(
  input: ProductCreateInput | ProductUpdateInput,
  currentCurrency: string,
): ProductFields {
  const currency = input.currency ?? currentCurrency;
  const fields: ProductFields = {
    name: input.name,
    description: input.description,
    // A new currency re-prices the price sent with it; alone, the stored amount keeps its units.
    priceMinor: input.price === undefined ? undefined : toMinor(input.price, currency),
    currency: input.currency,
    category: input.category,
    quantity: input.quantity,
    productLinks: input.product_links,
    isActive: input.is_active,
    featured: input.featured,
    payWhatYouWant: input.pay_what_you_want,
    minPriceMinor: input.min_price === undefined ? undefined : toMinor(input.min_price, currency),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as ProductFields;
}
