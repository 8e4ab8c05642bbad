// What GetTransactionStatus answers for an order, and how a tester's choice changes the order.
import { randomInt } from 'node:crypto';
import { type Choice, pesapalEat, type SimOrder } from './state.ts';

const STATUS: Record<SimOrder['outcome'], { code: number; description: string }> = {
  pending: { code: 0, description: 'INVALID' },
  completed: { code: 1, description: 'Completed' },
  failed: { code: 2, description: 'Failed' },
  reversed: { code: 3, description: 'Reversed' },
};

function callbackWithIds(order: SimOrder): string {
  const url = new URL(order.callbackUrl);
  url.searchParams.set('OrderTrackingId', order.trackingId);
  url.searchParams.set('OrderMerchantReference', order.merchantReference);
  return url.toString();
}

/** The body for an order (or for an unknown tracking id), as the real sandbox shapes it. */
export function transactionStatusBody(order: SimOrder | undefined): Record<string, unknown> {
  const status = STATUS[order?.outcome ?? 'pending'];
  const pending = !order || order.outcome === 'pending';
  const callback = order ? callbackWithIds(order) : null;
  return {
    payment_method: order?.paymentMethod ?? '',
    amount: order?.amount ?? 0,
    created_date: pesapalEat(order?.createdAt ?? new Date()),
    confirmation_code: order?.confirmationCode ?? '',
    order_tracking_id: order?.trackingId ?? '',
    payment_status_description: status.description,
    description: order?.reason ?? null,
    message: 'Request processed successfully',
    payment_account: order?.paymentAccount ?? '',
    call_back_url: callback,
    status_code: status.code,
    merchant_reference: order?.merchantReference ?? '',
    payment_status_code: order?.paymentStatusCode ?? '',
    currency: order?.currency ?? '',
    // An unpaid order is HTTP 200 with an error object and body status "500" (recorded sandbox answer).
    error: pending
      ? {
          error_type: 'api_error',
          code: 'payment_details_not_found',
          message: 'Pending Payment',
          call_back_url: callback,
        }
      : { error_type: null, code: null, message: null, call_back_url: null },
    status: pending ? '500' : '200',
  };
}

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const code = (length: number) => Array.from({ length }, () => letters[randomInt(letters.length)]).join('');

/**
 * Applies a choice when the order's state allows it (pay, fail, cancel or leave a pending order;
 * reverse a completed one). Answers whether the status changed, i.e. whether Pesapal would send an IPN.
 */
export function applyChoice(order: SimOrder, choice: Choice): boolean {
  if (choice === 'reversed') {
    if (order.outcome !== 'completed') return false;
    order.outcome = 'reversed';
    order.reason = 'Payment reversed';
    return true;
  }
  if (order.outcome !== 'pending' || choice === 'pending') return false;
  if (choice === 'cancelled') {
    // Pesapal has no "cancelled" status: the customer's cancel is FAILED (2), with the reason code
    // the sandbox gives for a customer who ends the payment (see shared/pesapal-v3.md).
    Object.assign(order, {
      outcome: 'failed',
      paymentMethod: '',
      paymentAccount: '',
      paymentStatusCode: 'request_terminated_by_user',
      reason: 'The customer cancelled the payment',
    });
    return true;
  }
  if (choice === 'failed') {
    Object.assign(order, {
      outcome: 'failed',
      paymentMethod: 'MpesaKE',
      paymentAccount: maskedPhone(order),
      paymentStatusCode: 'request_terminated_by_user',
      reason: 'The payment was declined',
    });
    return true;
  }
  const card = choice === 'card';
  Object.assign(order, {
    outcome: 'completed',
    paymentMethod: card ? 'Visa' : 'MpesaKE',
    confirmationCode: card ? String(randomInt(1e9, 1e10)) : `S${code(9)}`,
    paymentAccount: card ? '476173**0010' : maskedPhone(order),
    paymentStatusCode: '',
    reason: null,
  });
  return true;
}

function maskedPhone(order: SimOrder): string {
  const local = order.phone.replace(/\D/g, '') || '254712373984';
  // M-Pesa shows numbers in international form: 0712… becomes 254712….
  const digits = /^0\d{9}$/.test(local) ? `254${local.slice(1)}` : local;
  return `${digits.slice(0, 4)}xxx${digits.slice(-5)}`;
}
