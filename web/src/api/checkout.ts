import type { VisitAttribution } from '../../../modules/analytics/analytics.schemas.ts';
import {
  type SubmitOrderAnswer,
  submitOrderResponseSchema,
} from '../../../modules/payments/payments-views.schemas.ts';
import { ApiError, apiRequest } from '../lib/api-client';
import { visitAttribution } from '../lib/visit';

/**
 * Checkout's call (public spec section 7, with the cart's items: the server prices them itself and
 * refuses an amount that disagrees). Pesapal answers a redirect; cash on delivery answers the order.
 */
export type PaymentMethod = 'pesapal' | 'cod';

export type SubmitOrderBody = {
  id: string;
  currency: 'KES';
  amount: number;
  description: string;
  /** `price`: the buyer's own price of a pay-what-you-want product (the server checks its minimum). */
  items: { id: string; quantity: number; price?: number }[];
  customer: {
    email: string;
    first_name: string;
    last_name: string;
    phone: string;
    country_code: 'KE';
    address: { line_1: string; city: string; state: string; postal_code: string };
  };
  payment_method: PaymentMethod;
  /** The discount code the server said applies; the amount is then the discounted total. */
  discount_code?: string;
  /** The visit the order is placed in; the browser's kept visit when not given (lib/visit.ts). */
  attribution?: VisitAttribution;
};

export type SubmitOrderResult =
  | { kind: 'redirect'; redirectUrl: string; trackingId: string; merchantReference: string }
  | { kind: 'cod'; merchantReference: string; status: string };

export const SUBMIT_FAILED = 'Failed to submit order';
export const NO_REDIRECT = 'No redirect URL received from the payment provider';
export const PAYMENT_INITIATION_FAILED = 'Payment initiation failed. Please try again.';
/** The alert over any reason the payment could not start (public spec section 8). */
export const PAYMENT_FAILED = 'Payment failed. Please try again.';

/**
 * Sends the order; throws an Error whose message is the spec's (or the server's) text.
 * `idempotencyKey` is this checkout attempt's secret: the server answers the same order to a repeat
 * that carries it, and to nobody else.
 */
export async function submitOrder(body: SubmitOrderBody, idempotencyKey: string): Promise<SubmitOrderResult> {
  let answer: SubmitOrderAnswer;
  try {
    // Never retried here: one click should be one request (the key makes a repeat harmless anyway).
    answer = await apiRequest('/api/pesapal/submit-order', submitOrderResponseSchema, {
      method: 'POST',
      // The visit the order is placed in, for the owner's analytics (never for the price).
      body: { ...body, attribution: body.attribution ?? visitAttribution() },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  } catch (cause) {
    const message = cause instanceof ApiError && cause.fromServer ? cause.message : SUBMIT_FAILED;
    throw new Error(message, { cause });
  }
  if (answer.success === false) throw new Error(answer.error || SUBMIT_FAILED);
  if (body.payment_method === 'cod' && answer.order) {
    return { kind: 'cod', merchantReference: answer.order.merchant_reference, status: answer.order.status };
  }
  if (!answer.redirect_url) throw new Error(NO_REDIRECT);
  return {
    kind: 'redirect',
    redirectUrl: answer.redirect_url,
    trackingId: answer.order_tracking_id ?? '',
    merchantReference: answer.merchant_reference ?? '',
  };
}
