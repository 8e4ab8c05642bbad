import { useQuery } from '@tanstack/react-query';
import {
  type TransactionStatus,
  type TransactionView,
  transactionAnswer,
  transactionStatusAnswer,
} from '../../../modules/payments/payments-views.schemas.ts';
import { apiRequest, apiUrl } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export type {
  DownloadFile,
  TimelineEntry,
  TransactionItem,
  TransactionStats,
  TransactionStatus,
  TransactionView,
} from '../../../modules/payments/payments-views.schemas.ts';

/** The public spec's payment texts (section 8); tests assert them as written. */
export const PAYMENT_MESSAGES = {
  invalidResponse: 'Invalid payment response. Please contact support.',
  notProcessed: 'Your payment could not be processed. Please try again.',
  cancelled: 'This order was cancelled, so it can no longer be paid. Nothing was charged for it.',
  refunded: 'This order was refunded, and its downloads are closed.',
  cancelFailed: 'The order could not be cancelled. Please try again.',
  downloadCompleted: 'Download completed successfully!',
  alreadyDownloaded: 'This file has already been downloaded.',
  alreadyDownloadedTitle: 'Already Downloaded',
  transactionNotFound: 'Transaction ID not found',
  jsonInsteadOfFile: 'Server returned JSON instead of file',
} as const;

const path = (trackingId: string) => encodeURIComponent(trackingId);

/**
 * GET /api/pesapal/transaction-status/:trackingId. Tried once: the page offers 'Check again', and a
 * lookup the server could not make already answers as pending.
 */
export function fetchTransactionStatus(trackingId: string, signal?: AbortSignal): Promise<TransactionStatus> {
  return apiRequest(`/api/pesapal/transaction-status/${path(trackingId)}`, transactionStatusAnswer, {
    signal,
    retry: false,
  });
}

export type ConfirmPaymentBody = {
  trackingId: string;
  paymentStatus: string;
  orderData: unknown;
  fullOrderData: unknown;
};

/**
 * POST /api/pesapal/confirm-payment: the server re-queries Pesapal, ignores the client's values
 * and answers the transaction as it now stands.
 */
export async function confirmPayment(body: ConfirmPaymentBody): Promise<TransactionView> {
  const answer = await apiRequest('/api/pesapal/confirm-payment', transactionAnswer, {
    method: 'POST',
    body,
  });
  return answer.transaction;
}

/** GET /api/pesapal/transaction/:id (a transaction id or a tracking id). */
export async function fetchTransaction(trackingId: string, signal?: AbortSignal): Promise<TransactionView> {
  const answer = await apiRequest(`/api/pesapal/transaction/${path(trackingId)}`, transactionAnswer, {
    signal,
  });
  return answer.transaction;
}

/**
 * POST /api/pesapal/transaction/:trackingId/cancel: the buyer gives up on a pending payment; the
 * server cancels it at Pesapal so a late M-Pesa approval cannot take money for it.
 */
export async function cancelOrder(trackingId: string): Promise<TransactionView> {
  const answer = await apiRequest(`/api/pesapal/transaction/${path(trackingId)}/cancel`, transactionAnswer, {
    method: 'POST',
  });
  return answer.transaction;
}

/** The transaction behind the success page, starting from navigation state when there is some. */
export function useTransactionQuery(trackingId: string, initial?: TransactionView) {
  return useQuery({
    queryKey: queryKeys.payments.transaction(trackingId),
    queryFn: ({ signal }) => fetchTransaction(trackingId, signal),
    enabled: trackingId !== '',
    initialData: initial,
    // Read once; the page itself refetches after each download, when the marks change.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The download URL of one file of an order (0-based index). */
export function downloadUrl(trackingId: string, fileIndex: number): string {
  return apiUrl(`/api/pesapal/download/${path(trackingId)}/${fileIndex}`);
}
