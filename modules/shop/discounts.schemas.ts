import { z } from 'zod';
import { pageQuery } from '../platform/lists/index.ts';

/**
 * Discount codes: the admin's create/update bodies, the public preview body, the checkout's
 * refusals and the answers. Only zod here: the admin form checks a code with the same rules.
 */

/** Most a fixed discount may take off, in KES (the products' own price limit). */
export const MAX_AMOUNT_OFF = 10_000_000;
/** Most uses a cap may name: large enough for any campaign, small enough to be a number. */
export const MAX_CAP = 1_000_000;
/** Products one code may be scoped to. */
export const MAX_SCOPE = 100;
export const DISCOUNTS_PAGE_SIZE = 100;

/** The buyer's messages (one per reason) and the admin's. */
export const DISCOUNT_MESSAGES = {
  invalid: 'This discount code is not valid',
  inactive: 'This discount code is no longer active',
  notStarted: 'This discount code is not active yet',
  expired: 'This discount code has expired',
  outOfScope: 'This discount code does not apply to the items in your cart',
  usedUp: 'This discount code has been used up',
  usedByEmail: 'You have already used this discount code',
  code: 'A code is 3 to 40 letters, digits, - or _',
  kind: 'Give either a percent off or an amount off, not both',
  percent: 'Percent off must be a whole number from 1 to 100',
  amount: `Amount off must be a number from 0.01 to ${MAX_AMOUNT_OFF} with at most 2 decimals`,
  products: `Choose at most ${MAX_SCOPE} products`,
  date: 'Dates are ISO 8601 date-times with a time zone',
  dates: 'The end must be after the start',
  cap: `A limit is a whole number from 1 to ${MAX_CAP}`,
  flag: 'Must be true or false',
  exists: 'A discount with this code already exists',
  notFound: 'Discount not found',
  created: 'Discount created',
  updated: 'Discount updated',
} as const;

/** Why a code does not apply; each reason has its one message. */
export type DiscountRefusal =
  | 'invalid'
  | 'inactive'
  | 'notStarted'
  | 'expired'
  | 'outOfScope'
  | 'usedUp'
  | 'usedByEmail';

/** Codes are compared upper-cased: what the buyer types in any case is the same code. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

export const discountCode = z
  .string({ error: DISCOUNT_MESSAGES.code })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,40}$/, DISCOUNT_MESSAGES.code);

const percentOff = z
  .number({ error: DISCOUNT_MESSAGES.percent })
  .int(DISCOUNT_MESSAGES.percent)
  .min(1, DISCOUNT_MESSAGES.percent)
  .max(100, DISCOUNT_MESSAGES.percent);
const amountOff = z
  .number({ error: DISCOUNT_MESSAGES.amount })
  .finite(DISCOUNT_MESSAGES.amount)
  .min(0.01, DISCOUNT_MESSAGES.amount)
  .max(MAX_AMOUNT_OFF, DISCOUNT_MESSAGES.amount)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, DISCOUNT_MESSAGES.amount);
const when = z.iso.datetime({ offset: true, error: DISCOUNT_MESSAGES.date }).nullable();
const cap = z
  .number({ error: DISCOUNT_MESSAGES.cap })
  .int(DISCOUNT_MESSAGES.cap)
  .min(1, DISCOUNT_MESSAGES.cap)
  .max(MAX_CAP, DISCOUNT_MESSAGES.cap)
  .nullable();

const fields = {
  percent_off: percentOff.nullable().optional(),
  amount_off: amountOff.nullable().optional(),
  product_ids: z
    .array(z.uuid(DISCOUNT_MESSAGES.products), { error: DISCOUNT_MESSAGES.products })
    .max(MAX_SCOPE, DISCOUNT_MESSAGES.products)
    .optional(),
  starts_at: when.optional(),
  ends_at: when.optional(),
  max_uses: cap.optional(),
  max_uses_per_email: cap.optional(),
  active: z.boolean({ error: DISCOUNT_MESSAGES.flag }).optional(),
};

const datesInOrder = (value: { starts_at?: string | null; ends_at?: string | null }) =>
  !value.starts_at || !value.ends_at || Date.parse(value.ends_at) > Date.parse(value.starts_at);

/** `POST /api/shop/discounts`: a code and exactly one of percent_off or amount_off. */
export const discountCreateSchema = z
  .strictObject({ code: discountCode, ...fields })
  .refine((value) => (value.percent_off == null) !== (value.amount_off == null), {
    message: DISCOUNT_MESSAGES.kind,
    path: ['percent_off'],
  })
  .refine(datesInOrder, { message: DISCOUNT_MESSAGES.dates, path: ['ends_at'] });

/**
 * `PATCH /api/shop/discounts/:id`: any of the fields. Sending percent_off switches the code to a
 * percent (its amount is cleared) and the other way round; both at once is refused. The dates
 * are checked again against the stored ones by the service.
 */
export const discountUpdateSchema = z
  .strictObject({ code: discountCode.optional(), ...fields })
  .refine((value) => value.percent_off == null || value.amount_off == null, {
    message: DISCOUNT_MESSAGES.kind,
    path: ['percent_off'],
  })
  .refine(datesInOrder, { message: DISCOUNT_MESSAGES.dates, path: ['ends_at'] });

export type DiscountCreateInput = z.infer<typeof discountCreateSchema>;
export type DiscountUpdateInput = z.infer<typeof discountUpdateSchema>;

export const discountsQuerySchema = z.object({ ...pageQuery(DISCOUNTS_PAGE_SIZE) });

/**
 * `POST /api/shop/discounts/preview`: would this code apply to this cart (and this email)? Items
 * as checkout sends them; priced by the server.
 */
export const discountPreviewSchema = z.strictObject({
  code: z.string({ error: DISCOUNT_MESSAGES.invalid }).trim().min(1, DISCOUNT_MESSAGES.invalid).max(100),
  items: z.array(z.unknown(), { error: 'Your cart is empty or malformed' }).max(50),
  email: z.email('A valid email address is required').max(255).optional(),
});

/** A discount as the admin sees it, with its uses: held by pending and completed orders. */
export type DiscountView = {
  id: string;
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  product_ids: string[];
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_email: number | null;
  active: boolean;
  /** Orders holding a use: pending + completed + reversed (what the cap counts). */
  uses: number;
  completed_uses: number;
  pending_uses: number;
  created_at: string;
  updated_at: string;
};

/** The preview's answer: what the cart shows. Nothing about other buyers or other codes. */
export type DiscountPreview = {
  code: string;
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
};
