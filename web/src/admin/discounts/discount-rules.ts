import type { AdminDiscount, DiscountBody } from '../../api/discounts-admin';
import type { ShopFilters } from '../../api/shop-admin';
import { formatMoney } from '../../lib/money';

/** The form as its inputs hold it (text), and what it sends. */
export type DiscountForm = {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  productIds: string[];
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerEmail: string;
  active: boolean;
};

export type DiscountErrors = Partial<
  Record<'code' | 'value' | 'endsAt' | 'maxUses' | 'maxUsesPerEmail', string>
>;

export const DISCOUNT_TEXTS = {
  fetchFailed: 'Failed to fetch discount codes',
  saveFailed: 'Failed to save the discount code',
  empty: 'No discount codes yet',
  created: 'Discount created',
  updated: 'Discount updated',
} as const;

/** Every product, whatever its flags: what a code may be scoped to, and the list's names. */
export const ALL_PRODUCTS: ShopFilters = { search: '', category: 'All', active: '', has_files: '' };

const CODE = /^[A-Za-z0-9_-]{3,40}$/;

/** `2026-12-01T09:30` for a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value as an ISO instant (the browser's time zone), or null when blank. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function initialDiscountForm(discount: AdminDiscount | null): DiscountForm {
  return {
    code: discount?.code ?? '',
    kind: discount?.amount_off != null ? 'amount' : 'percent',
    value: discount ? String(discount.amount_off ?? discount.percent_off ?? '') : '',
    productIds: discount?.product_ids ?? [],
    startsAt: toLocalInput(discount?.starts_at ?? null),
    endsAt: toLocalInput(discount?.ends_at ?? null),
    maxUses: discount?.max_uses != null ? String(discount.max_uses) : '',
    maxUsesPerEmail: discount?.max_uses_per_email != null ? String(discount.max_uses_per_email) : '',
    active: discount?.active ?? true,
  };
}

const cap = (text: string): number | null => (text.trim() ? Number(text) : null);
const isCap = (text: string) => !text.trim() || (Number.isInteger(Number(text)) && Number(text) >= 1);

/** What the form refuses before sending; the server checks the same and more. */
export function validateDiscount(form: DiscountForm): DiscountErrors {
  const errors: DiscountErrors = {};
  if (!CODE.test(form.code.trim())) errors.code = 'A code is 3 to 40 letters, digits, - or _';
  const value = Number(form.value);
  if (form.kind === 'percent' && (!Number.isInteger(value) || value < 1 || value > 100))
    errors.value = 'Percent off must be a whole number from 1 to 100';
  if (form.kind === 'amount' && (!form.value.trim() || !Number.isFinite(value) || value < 0.01))
    errors.value = 'Amount off must be at least 0.01';
  const starts = fromLocalInput(form.startsAt);
  const ends = fromLocalInput(form.endsAt);
  if (starts && ends && ends <= starts) errors.endsAt = 'The end must be after the start';
  if (!isCap(form.maxUses)) errors.maxUses = 'A whole number, 1 or more (blank: no limit)';
  if (!isCap(form.maxUsesPerEmail)) errors.maxUsesPerEmail = 'A whole number, 1 or more (blank: no limit)';
  return errors;
}

/** The API's body: codes upper-cased by the server, amounts in KES, blank dates and caps as null. */
export function discountBody(form: DiscountForm): DiscountBody {
  const value = Number(form.value);
  return {
    code: form.code.trim(),
    ...(form.kind === 'percent'
      ? { percent_off: value, amount_off: null }
      : { amount_off: value, percent_off: null }),
    product_ids: form.productIds,
    starts_at: fromLocalInput(form.startsAt),
    ends_at: fromLocalInput(form.endsAt),
    max_uses: cap(form.maxUses),
    max_uses_per_email: cap(form.maxUsesPerEmail),
    active: form.active,
  };
}

/** '10% off' or 'KES 500.00 off'. */
export function discountLabel(discount: Pick<AdminDiscount, 'percent_off' | 'amount_off'>): string {
  return discount.percent_off != null
    ? `${discount.percent_off}% off`
    : `${formatMoney(discount.amount_off ?? 0)} off`;
}

/** 'Whole order', or the products' names (a count when more than two, or while they load). */
export function scopeOf(
  discount: Pick<AdminDiscount, 'product_ids'>,
  names: ReadonlyMap<string, string>,
): string {
  const ids = discount.product_ids;
  if (ids.length === 0) return 'Whole order';
  const known = ids.flatMap((id) => names.get(id) ?? []);
  if (known.length === ids.length && ids.length <= 2) return known.join(', ');
  return `${ids.length} product${ids.length === 1 ? '' : 's'}`;
}
