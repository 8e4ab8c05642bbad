// zod schemas for every Pesapal API 3.0 answer the client reads, and for the parameters Pesapal
// sends to our callback and IPN URLs (see /work/shared/pesapal-v3.md). Pesapal's answers are
// loose: `status` is a string ("200"/"500"), `error` is null, an object of nulls or a real error,
// and some fields are null, "" or absent depending on the day. The schemas accept those variants
// and normalise them, and are strict on what our logic decides on (ids, status_code, amount).
import { z } from 'zod';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** Pesapal's error object. Real answers name the kind `error_type`, the Node SDK `type`: accept both. */
export const pesapalErrorSchema = z
  .object({
    error_type: z.string().nullish(),
    type: z.string().nullish(),
    code: z.string().nullish(),
    message: z.string().nullish(),
    call_back_url: z.string().nullish(),
  })
  .nullish()
  .transform((error) =>
    error?.code || error?.message
      ? {
          type: error.error_type ?? error.type ?? '',
          code: error.code ?? '',
          message: error.message ?? '',
        }
      : null,
  );
export type PesapalErrorBody = NonNullable<z.infer<typeof pesapalErrorSchema>>;

/** The members every answer may carry; an error is "set" only when it has a code or message. */
export const envelopeSchema = z.object({
  error: pesapalErrorSchema,
  status: z.union([z.string(), z.number()]).nullish(),
  message: z.string().nullish(),
});

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date');

export const tokenAnswerSchema = envelopeSchema.extend({
  token: z.string().min(1),
  expiryDate: isoDate,
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

export const IPN_METHODS = ['GET', 'POST'] as const;
export type IpnMethod = (typeof IPN_METHODS)[number];

const ipnFields = {
  url: z.string().min(1),
  created_date: text,
  ipn_id: z.string().min(1),
  // 0 = GET, 1 = POST; absent from GetIpnList entries.
  notification_type: z.number().int().nullish(),
  ipn_notification_type_description: z.string().nullish(),
  ipn_status: z.number().int().nullish(),
  // Pesapal spells it without the s; secondary docs with it. Keep both.
  ipn_status_decription: z.string().nullish(),
  ipn_status_description: z.string().nullish(),
};

export const ipnRegistrationSchema = envelopeSchema.extend(ipnFields);
export type IpnRegistration = z.infer<typeof ipnRegistrationSchema>;

export const ipnListSchema = z.array(envelopeSchema.extend(ipnFields));
export type IpnListEntry = z.infer<typeof ipnListSchema>[number];

export const submitOrderAnswerSchema = envelopeSchema.extend({
  order_tracking_id: z.string().min(1),
  merchant_reference: z.string().min(1),
  redirect_url: z.string().url(),
});
export type SubmitOrderAnswer = z.infer<typeof submitOrderAnswerSchema>;

/** 0 invalid / not paid yet, 1 completed, 2 failed, 3 reversed. Only 1-3 are final. */
export const statusCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const transactionStatusSchema = envelopeSchema.extend({
  payment_method: text,
  amount: z.number().nonnegative(),
  created_date: text,
  confirmation_code: text,
  order_tracking_id: text,
  // Its case varies ("INVALID", "Failed", "Completed"): normalised to upper case, never used for logic.
  payment_status_description: text.transform((value) => value.toUpperCase()),
  description: z.string().nullish(),
  payment_account: text,
  call_back_url: text,
  status_code: statusCodeSchema,
  merchant_reference: text,
  payment_status_code: text,
  currency: text,
});
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/**
 * RefundRequest's and CancelOrder's answer: `status` "200" (received; a refund still needs the
 * merchant's approval and Pesapal finance) or "500" (refused, `message` says why). The docs' table
 * calls the field `error` (an integer); the samples say `status`. Both are read.
 */
export const requestAnswerSchema = envelopeSchema
  .extend({ error: z.unknown().optional() })
  // A body without either is not an answer (a proxy's outage page): the caller retries.
  .refine(
    (answer) => answer.status != null || typeof answer.error === 'number',
    'status or error is required',
  )
  .transform((answer) => {
    const error = pesapalErrorSchema.safeParse(answer.error);
    const refusal = error.success ? error.data : null;
    const code = String(answer.status ?? (typeof answer.error === 'number' ? answer.error : ''));
    const accepted = code === '200' && !refusal;
    return { accepted, message: (refusal?.message || answer.message || '').slice(0, 500) };
  });
export type RequestAnswer = z.infer<typeof requestAnswerSchema>;
