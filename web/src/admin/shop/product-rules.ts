import type { AdminProduct, ProductForm } from '../../api/shop-admin';
import { serverMessage } from '../../lib/api-client';

export type ProductErrors = Partial<Record<'name' | 'price' | 'quantity' | 'links' | 'min_price', string>>;

export const SAVE_FAILED = 'Failed to save shop item';
export const DELETE_FAILED = 'Failed to delete shop item';
export const DELETE_CONFIRM = 'Are you sure you want to delete this item?';
export const toggleFailed = (flag: 'active' | 'featured'): string => `Failed to toggle ${flag}`;

/** Spec: the server's error text when it gave one, else the action's message. */
export const shopErrorText = (error: unknown, fallback: string): string => serverMessage(error) ?? fallback;

export function initialProductForm(product: AdminProduct | null): ProductForm {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? product.price.toFixed(2) : '',
    category: product?.category ?? '',
    quantity: String(product?.quantity ?? 0),
    is_active: product?.is_active ?? true,
    featured: product?.featured ?? false,
    pay_what_you_want: product?.pay_what_you_want ?? false,
    min_price: product?.min_price != null ? product.min_price.toFixed(2) : '',
    // Admin spec: at least one store-link row is shown, empty until filled (empty rows are not sent).
    product_links: product?.product_links.length ? product.product_links : [{ title: '', link: '' }],
  };
}

const isUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** What the form refuses before sending; the server checks the same and more. */
export function validateProduct(form: ProductForm): ProductErrors {
  const errors: ProductErrors = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  const price = Number(form.price);
  if (form.price.trim() === '' || !Number.isFinite(price) || price < 0)
    errors.price = 'Price must be 0 or more';
  const quantity = Number(form.quantity || '0');
  if (!Number.isInteger(quantity) || quantity < 0)
    errors.quantity = 'Quantity must be a whole number, 0 or more';
  const badLink = form.product_links.find(
    (entry) =>
      (entry.title.trim() || entry.link.trim()) && (!entry.title.trim() || !isUrl(entry.link.trim())),
  );
  if (form.pay_what_you_want && form.min_price.trim() !== '') {
    const minimum = Number(form.min_price);
    if (!Number.isFinite(minimum) || minimum < 0) errors.min_price = 'Minimum price must be 0 or more';
    else if (Number.isFinite(price) && minimum > price)
      errors.min_price = 'The minimum price cannot be above the suggested price';
  }
  if (badLink) errors.links = 'Each store link needs a name and an http(s) address';
  return errors;
}

/** The server's `message` from a save answer, else a plain confirmation. */
export function savedText(answer: unknown, updated: boolean): string {
  const message =
    typeof answer === 'object' && answer !== null ? (answer as { message?: unknown }).message : undefined;
  if (typeof message === 'string' && message) return message;
  return updated ? 'Product updated' : 'Product created';
}
