// What we send to Pesapal (SubmitOrderRequest) and what Pesapal sends us (callback and IPN
// parameters), plus the IPN acknowledgement Pesapal expects back.
import { z } from 'zod';

/** SubmitOrderRequest body. `amount` is in major units as a JSON number (never a string). */
export const submitOrderRequestSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9\-_.:]+$/, 'letters, digits and - _ . : only'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as KES'),
  amount: z.number().positive(),
  description: z.string().min(1).max(100),
  callback_url: z.string().url(),
  cancellation_url: z.string().url().optional(),
  notification_id: z.string().min(1),
  redirect_mode: z.enum(['TOP_WINDOW', 'PARENT_WINDOW']).optional(),
  branch: z.string().optional(),
  billing_address: z
    .object({
      email_address: z.string().email().nullish(),
      phone_number: z.string().nullish(),
      country_code: z.string().length(2).optional(),
      first_name: z.string().optional(),
      middle_name: z.string().optional(),
      last_name: z.string().optional(),
      line_1: z.string().optional(),
      line_2: z.string().optional(),
      city: z.string().optional(),
      state: z.string().optional(),
      postal_code: z.string().optional(),
      zip_code: z.string().optional(),
    })
    .refine((address) => Boolean(address.email_address || address.phone_number), {
      message: 'an email address or a phone number is required',
    }),
});
export type SubmitOrderRequest = z.infer<typeof submitOrderRequestSchema>;

const NOTIFICATION_KEYS = {
  ordertrackingid: 'OrderTrackingId',
  ordermerchantreference: 'OrderMerchantReference',
  ordernotificationtype: 'OrderNotificationType',
} as const;

/** Canonical keys whatever their case; a repeated query key keeps its first value. */
function canonicalKeys(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(input)) {
    const name = NOTIFICATION_KEYS[key.toLowerCase() as keyof typeof NOTIFICATION_KEYS];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (name && out[name] === undefined) out[name] = value;
  }
  return out;
}

/**
 * Callback and IPN parameters (query string or JSON body), keys case-insensitive. They carry no
 * payment status by design: whoever receives them must ask GetTransactionStatus.
 */
export const pesapalNotificationSchema = z.preprocess(
  canonicalKeys,
  z.object({
    OrderTrackingId: z.string().trim().min(1, 'OrderTrackingId is required').max(100),
    // The callback examples in Pesapal's docs sometimes omit the reference and the type.
    OrderMerchantReference: z.string().trim().max(50).optional(),
    OrderNotificationType: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(['IPNCHANGE', 'CALLBACKURL', 'RECURRING']))
      .optional(),
  }),
);
export type PesapalNotification = z.infer<typeof pesapalNotificationSchema>;

export type IpnAcknowledgement = {
  orderNotificationType: string;
  orderTrackingId: string;
  orderMerchantReference: string;
  status: 200 | 500;
};

/** Pesapal's expected answer to an IPN: camelCase keys and a numeric status (200 processed, 500 failed). */
export function ipnAcknowledgement(notification: PesapalNotification, status: 200 | 500): IpnAcknowledgement {
  return {
    orderNotificationType: notification.OrderNotificationType ?? 'IPNCHANGE',
    orderTrackingId: notification.OrderTrackingId,
    orderMerchantReference: notification.OrderMerchantReference ?? '',
    status,
  };
}
