import type { ConfirmPaymentBody, TransactionStatus } from '../../api/payments';
import { fetchTransactionStatus } from '../../api/payments';
import { ApiError } from '../../lib/api-client';
import { emptyCart } from '../cart/cart-store';
import { CURRENT_ORDER_KEY, clearPendingOrder, PENDING_ORDER_KEY, readStoredRecord } from './payment-storage';

/** The callback page's outcomes once checking is over (public spec section 4). */
export type CallbackResult =
  /**
   * `fromCheckout`: this browser placed the order (its pending record names it), so its cart is
   * emptied. `confirmation`: what to tell the backend, read before the pending record went.
   */
  | { kind: 'success'; status: TransactionStatus; fromCheckout: boolean; confirmation: ConfirmPaymentBody }
  | { kind: 'pending'; status: TransactionStatus | null }
  | { kind: 'failed'; status: TransactionStatus | null }
  | { kind: 'error' };

/**
 * Success when the status code is 1 or the description is 'completed'; pending when the description
 * is 'pending' or mentions 'processing', or when there is no answer at all; anything else failed.
 */
export function classifyStatus(status: TransactionStatus | null): 'success' | 'pending' | 'failed' {
  if (!status) return 'pending';
  const description = (status.payment_status_description ?? '').trim().toLowerCase();
  if (status.status_code === 1 || description === 'completed') return 'success';
  if (description === 'pending' || description.includes('processing')) return 'pending';
  return 'failed';
}

async function lookUp(trackingId: string): Promise<TransactionStatus | null | 'error'> {
  try {
    return await fetchTransactionStatus(trackingId);
  } catch (error) {
    // An answer that makes no sense is an unexpected failure; no answer at all (offline, 5xx) is a
    // lookup that failed, which the spec shows as pending.
    if (error instanceof ApiError && error.code === 'unexpected_answer') return 'error';
    return null;
  }
}

/**
 * Whether the pending order record is this order's: a receipt's link opened later (another
 * browser, or this one while shopping again) must not empty a cart it did not check out.
 */
function placedHere(orderData: unknown, trackingId: string): boolean {
  if (!orderData || typeof orderData !== 'object') return false;
  const stored = 'trackingId' in orderData ? orderData.trackingId : undefined;
  return typeof stored !== 'string' || stored === trackingId;
}

/**
 * Asks the server for the payment's status. On success it empties the cart of the browser that
 * checked out (not one that opened an email's link: beyond the spec, issue 17) and hands back what
 * to confirm to the backend (usePaymentCheck sends it). The pending order record is removed in
 * every case.
 */
export async function verifyPayment(trackingId: string): Promise<CallbackResult> {
  const orderData = readStoredRecord(PENDING_ORDER_KEY);
  const status = await lookUp(trackingId);
  clearPendingOrder();
  if (status === 'error') return { kind: 'error' };
  const kind = classifyStatus(status);
  if (kind === 'pending') return { kind: 'pending', status };
  if (kind === 'failed' || !status) return { kind: 'failed', status };

  const confirmation: ConfirmPaymentBody = {
    trackingId,
    paymentStatus: status.payment_status_description ?? 'Completed',
    orderData,
    fullOrderData: readStoredRecord(CURRENT_ORDER_KEY),
  };
  const fromCheckout = placedHere(orderData, trackingId);
  if (fromCheckout) emptyCart();
  return { kind: 'success', status, fromCheckout, confirmation };
}
