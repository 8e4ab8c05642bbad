import { z } from 'zod';
import { queryText, visitAttribution } from '../platform/fields/index.ts';
import { pageQuery } from '../platform/lists/index.ts';
import { PAYMENT_STATES } from './payment-state.ts';

export const PAYMENT_MESSAGES = {
  notFound: 'Transaction ID not found',
  alreadyDownloaded: 'This file has already been downloaded.',
  notPaid: 'This order has not been paid',
  revoked: 'This download is no longer available',
  fileMissing: 'File not found',
  unavailable: 'Online payments are not available right now. Please try again later.',
  badIndex: 'The file index must be a whole number',
  notCod: 'Only cash on delivery orders can be marked paid',
  cannotCancel: 'Only a pending or failed order can be cancelled',
  buyerCannotCancel: 'This order can no longer be cancelled',
  reissueNotPaid: 'Only the downloads of a completed payment can be re-issued',
  reissueRevoked: 'This payment was reversed: its downloads stay closed',
  resendNotPaid: "Only a paid order's receipt can be resent",
  recovery:
    'If we find a paid order for these details, we will email its receipt and download links to you shortly.',
} as const;

const text = (max: number) => z.string().trim().max(max);

/** The checkout's body (public-site.md): the browser sends ids and quantities, never a price it decides. */
export const submitOrderBodySchema = z.object({
  id: z.string().trim().min(1, 'Order id is required').max(100),
  currency: z.literal('KES', 'The shop sells in KES'),
  amount: z.coerce.number('Invalid payment amount').nonnegative().max(999_999_999).optional(),
  description: text(500).optional(),
  items: z.array(
    z.object({ id: z.string(), quantity: z.number() }).loose(),
    'Your cart is empty or malformed',
  ),
  customer: z.object({
    email: z.email('A valid email address is required').max(255),
    first_name: text(100).min(1, 'First name is required'),
    last_name: text(100).min(1, 'Last name is required'),
    phone: text(30).min(6, 'A phone number is required'),
    country_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
      .optional(),
    address: z
      .object({
        line_1: text(255).optional(),
        city: text(100).optional(),
        state: text(100).optional(),
        postal_code: text(20).optional(),
      })
      .optional(),
  }),
  payment_method: z.enum(['pesapal', 'cod']).default('pesapal'),
  /** A discount code the buyer entered (any case); the shop prices it or refuses the checkout. */
  discount_code: z.string('The discount code must be text').trim().max(100).optional(),
  /** The visit the order was placed in, kept for the owner's analytics (never for the price). */
  attribution: visitAttribution.optional(),
});
export type SubmitOrderBody = z.infer<typeof submitOrderBodySchema>;

/**
 * The browser's secret for one checkout attempt (header `Idempotency-Key`, a random UUID): the
 * same key is the same order. Long enough to be unguessable, so nobody else can replay it.
 */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{22,128}$/, 'The Idempotency-Key must be 22 to 128 letters, digits, - or _')
  .optional();

/** The callback page's confirmation: only the tracking id is used; the rest is ignored on purpose. */
export const confirmPaymentBodySchema = z
  .object({ trackingId: z.string().trim().min(1, 'trackingId is required').max(100) })
  .loose();

export const trackingIdSchema = z.string().trim().min(1).max(100);

/** The admin re-issues one file of a paid order (a buyer whose copy broke). */
export const reissueDownloadBodySchema = z.strictObject({
  fileIndex: z.number(PAYMENT_MESSAGES.badIndex).int(PAYMENT_MESSAGES.badIndex).min(0).max(10_000),
});

/** The owner corrects the buyer's email on a transaction. */
export const buyerEmailBodySchema = z.strictObject({
  email: z.email('A valid email address is required').max(255),
});

/** The owner refunds a payment: everything paid unless `amount` (KES, major units) says less. */
export const refundBodySchema = z.strictObject({
  amount: z
    .number('The amount must be a number')
    .positive('The amount must be more than zero')
    .max(999_999_999, 'The amount is too large')
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most two decimals')
    .optional(),
  reason: z
    .string('A reason is required')
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'At most 500 characters'),
});

const day = z.union([z.literal(''), z.iso.date('Dates are YYYY-MM-DD')]).optional();

/** Transactions per page of the admin list, newest first. */
export const TRANSACTIONS_PAGE_SIZE = 500;

/** The admin list's filters: status (any case; '' or 'all' for every one), dates (inclusive), free text. */
export const transactionsQuerySchema = z.object({
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['', 'all', ...PAYMENT_STATES], 'Unknown status'))
    .optional(),
  start_date: day,
  end_date: day,
  search: queryText(200, 'The search text must be at most 200 characters'),
  ...pageQuery(TRANSACTIONS_PAGE_SIZE),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** "I paid but got nothing": the buyer's email and their M-Pesa code, order reference or tracking id. */
export const recoverOrderBodySchema = z.object({
  email: z.email('A valid email address is required').max(255),
  reference: z.string().trim().min(4, 'Enter your M-Pesa confirmation code or order reference').max(100),
});
