import { z } from 'zod/mini';
import { listAnswerSchema } from '../platform/lists/index.ts';

/** Order help (POST /api/pesapal/recover-order) answers the kernel's message answer. */
export { type MessageAnswer, messageAnswerSchema } from '../platform/answers/index.ts';

/**
 * The payments API's answers as the web app reads them, written with zod/mini (the payment pages
 * are lazy chunks; this keeps them light). One transaction schema serves visitors and the back office:
 * the admin-only parts (name, email, phone, timeline) are optional.
 */
const text = z.string();
const optionalText = z.optional(z.nullable(z.string()));

// Decimal KES amounts: a number, or a numeric string from a decimal column; anything else reads 0.
const amount = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value) => {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : 0;
  }),
);

export const transactionItemSchema = z.object({
  id: z.union([text, z.number()]),
  name: text,
  quantity: z.number(),
  price: amount,
  total: amount,
});

export const downloadFileSchema = z.object({
  index: z.number(),
  name: text,
  size: z.optional(z.nullable(z.number())),
  type: optionalText,
});

export const timelineEntrySchema = z.object({
  at: text,
  source: text,
  summary: text,
  state_before: optionalText,
  state_after: optionalText,
});

export const transactionSchema = z.object({
  id: z.union([text, z.number()]),
  merchant_reference: text,
  tracking_id: optionalText,
  order_tracking_id: optionalText,
  transaction_id: optionalText,
  name: optionalText,
  email: optionalText,
  phone: optionalText,
  payment_type: z.optional(text),
  payment_method: optionalText,
  payment_method_details: z.optional(
    z.nullable(
      z.object({
        confirmation_code: optionalText,
        payment_account: optionalText,
      }),
    ),
  ),
  payment_status: text,
  amountPrice: z.optional(amount),
  productPrice: z.optional(amount),
  totalPrice: amount,
  /** The items' total before a discount, the code applied and what it took off (0 without one). */
  subtotal: z.optional(amount),
  discount_code: optionalText,
  discount_amount: z.optional(amount),
  productName: optionalText,
  paymentFor: optionalText,
  quantity: z.optional(z.number()),
  currency: z.optional(text),
  source: z.optional(text),
  created_at: text,
  transaction_date: optionalText,
  items: z.array(transactionItemSchema),
  downloaded_files: z.array(downloadFileSchema),
  download_status: z.record(text, z.boolean()),
  timeline: z.optional(z.array(timelineEntrySchema)),
  /** The payment's one refund (its reason and who asked: admin only). */
  refund: z.optional(
    z.nullable(
      z.object({
        amount,
        currency: z.optional(text),
        full: z.boolean(),
        status: text,
        method: z.optional(text),
        message: optionalText,
        requested_at: optionalText,
        decided_at: optionalText,
        reason: optionalText,
        requested_by: optionalText,
      }),
    ),
  ),
  refunded_amount: z.optional(amount),
  net_amount: z.optional(amount),
  /** What the owner may refund now (admin only; null when nothing may be): at most `max`, in part when `partial`. */
  refund_options: z.optional(z.nullable(z.object({ max: amount, partial: z.boolean() }))),
});

export const transactionStatusAnswer = z.object({
  success: z.optional(z.boolean()),
  payment_status_description: optionalText,
  payment_status: optionalText,
  status_code: z.optional(z.nullable(z.number())),
  payment_method: optionalText,
  confirmation_code: optionalText,
  amount: z.optional(z.nullable(amount)),
  currency: optionalText,
  merchant_reference: optionalText,
});

/** A transaction read (GET /transaction/:id) and a confirmed payment (POST /confirm-payment). */
export const transactionAnswer = z.object({ transaction: transactionSchema });

const count = z.number();
export const transactionStatsSchema = z.object({
  total_transactions: count,
  completed_transactions: count,
  pending_transactions: count,
  total_revenue: amount,
});

/** The one admin list shape, with the unfiltered totals for the tiles beside it. */
export const transactionsAnswer = z.extend(listAnswerSchema('transactions', transactionSchema), {
  stats: transactionStatsSchema,
});

/** The answer to a checkout: Pesapal's redirect, or the cash-on-delivery order. */
export const submitOrderResponseSchema = z.object({
  success: z.optional(z.boolean()),
  redirect_url: z.optional(z.nullable(z.string())),
  order_tracking_id: z.optional(z.nullable(z.string())),
  merchant_reference: z.optional(z.nullable(z.string())),
  order: z.optional(z.object({ merchant_reference: z.string(), status: z.string() })),
  error: z.optional(z.string()),
});

export type SubmitOrderAnswer = z.infer<typeof submitOrderResponseSchema>;
export type TransactionView = z.infer<typeof transactionSchema>;
export type TransactionItem = z.infer<typeof transactionItemSchema>;
export type DownloadFile = z.infer<typeof downloadFileSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type TransactionStatus = z.infer<typeof transactionStatusAnswer>;
export type TransactionStats = z.infer<typeof transactionStatsSchema>;
