import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import {
  type TransactionView,
  transactionAnswer,
  transactionsAnswer,
} from '../../../modules/payments/payments-views.schemas.ts';
import { type SaleAlerts, shopSettingsAnswer } from '../../../modules/shop/shop-settings.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { adminRequest, apiUrl, readAdminToken } from '../lib/api-client';
import type { TransactionsFilters } from '../lib/query-keys';
import { saveBlob } from '../lib/save-blob';
import { itemPath, pageParam, queryString, useAdminMutation, useFilteredList } from './admin-api';

export type { TransactionsFilters };

export const EMPTY_TRANSACTIONS_FILTERS: TransactionsFilters = {
  status: '',
  start_date: '',
  end_date: '',
  search: '',
};

/** The admin spec's texts (sections 2 and 8); tests assert them as written. */
export const TRANSACTION_MESSAGES = {
  fetchFailed: 'Failed to fetch transactions',
  empty: 'No transactions found',
  emptyFiltered: 'Try adjusting your filters to see more results.',
  emptyAll: 'Transactions will appear here once customers make payments.',
  updateFailed: 'Failed to update transaction',
} as const;

/** One page of the list (`{ transactions, pagination }`, the admin lists' one shape) and the tiles' totals. */
export type TransactionsPage = z.infer<typeof transactionsAnswer>;

export function hasActiveFilters(filters: TransactionsFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

/**
 * The query string of GET /api/pesapal/transactions: only the filters that are set, trimmed, and
 * a page past the first.
 */
export function buildTransactionsQuery(filters: TransactionsFilters, page = 1): string {
  const { status, start_date, end_date, search } = filters;
  return queryString({
    status: status.trim(),
    start_date: start_date.trim(),
    end_date: end_date.trim(),
    search: search.trim(),
    page: pageParam(page),
  });
}

/** GET /api/pesapal/transactions; any failure reads 'Failed to fetch transactions'. */
export async function fetchTransactions(
  filters: TransactionsFilters,
  page: number,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  try {
    return await adminRequest(
      `/api/pesapal/transactions${buildTransactionsQuery(filters, page)}`,
      transactionsAnswer,
      {
        signal,
        retry: false,
      },
    );
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error(TRANSACTION_MESSAGES.fetchFailed, { cause });
  }
}

export function useTransactionsQuery(filters: TransactionsFilters, page = 1) {
  const key = adminKeys.transactions.list(filters, page);
  return useFilteredList(key, (signal) => fetchTransactions(filters, page, signal), {
    staleTime: 0,
    // Pesapal's answer to a refund comes by the worker, a moment later: ask until it is in.
    refetchInterval: (query) => (query.state.data?.transactions.some(refundInFlight) ? 2_000 : false),
  });
}

/**
 * The tiles' numbers: the unfiltered list's stats (admin spec section 7's second call). Without
 * filters it shares the list's cache entry, so one call serves both.
 */
export function useTransactionStatsQuery() {
  return useQuery({
    queryKey: adminKeys.transactions.list(EMPTY_TRANSACTIONS_FILTERS),
    queryFn: ({ signal }) => fetchTransactions(EMPTY_TRANSACTIONS_FILTERS, 1, signal),
    select: (page) => page.stats,
    staleTime: 0,
  });
}

export type CodAction = 'mark-paid' | 'cancel';

/**
 * POST /api/pesapal/transactions/:id/mark-paid (a pending cash-on-delivery order) or /cancel (that,
 * or a pending or failed Pesapal order, cancelled at Pesapal).
 */
export async function settleCodOrder(id: string, action: CodAction): Promise<TransactionView> {
  const path = `${itemPath('/api/pesapal/transactions', id)}/${action}`;
  return (await adminRequest(path, transactionAnswer, { method: 'POST' })).transaction;
}

/** Mark paid and cancel; each refreshes the list, the tiles and the dashboard's payment numbers. */
export function useCodMutation() {
  return useAdminMutation(
    ({ id, action }: { id: string; action: CodAction }) => settleCodOrder(id, action),
    [adminKeys.transactions.all, adminKeys.summary()],
  );
}

/**
 * POST /api/pesapal/transactions/:id/refund: everything paid, or `amount` (KES) of a card or cash
 * payment. Pesapal's answer comes later (the worker sends it): the list follows `refund.status`.
 */
export async function refundPayment(
  id: string,
  body: { amount?: number; reason: string },
): Promise<TransactionView> {
  const path = `${itemPath('/api/pesapal/transactions', id)}/refund`;
  return (await adminRequest(path, transactionAnswer, { method: 'POST', body })).transaction;
}

/** Asks a refund; refreshes the list, the tiles and the dashboard (revenue drops once it is accepted). */
export function useRefundMutation() {
  return useAdminMutation(
    ({ id, ...body }: { id: string; amount?: number; reason: string }) => refundPayment(id, body),
    [adminKeys.transactions.all, adminKeys.summary()],
  );
}

/** PATCH /api/pesapal/transactions/:id { email }: the owner corrects the buyer's mistyped email. */
export async function changeBuyerEmail(id: string, email: string): Promise<TransactionView> {
  return (
    await adminRequest(itemPath('/api/pesapal/transactions', id), transactionAnswer, {
      method: 'PATCH',
      body: { email },
    })
  ).transaction;
}

/** POST /api/pesapal/transactions/:id/resend-receipt: the receipt again, to the order's address. */
export async function resendReceipt(id: string): Promise<TransactionView> {
  const path = `${itemPath('/api/pesapal/transactions', id)}/resend-receipt`;
  return (await adminRequest(path, transactionAnswer, { method: 'POST' })).transaction;
}

export function useBuyerEmailMutation() {
  return useAdminMutation(
    ({ id, email }: { id: string; email: string }) => changeBuyerEmail(id, email),
    [adminKeys.transactions.all],
  );
}

export function useResendReceiptMutation() {
  return useAdminMutation((id: string) => resendReceipt(id), [adminKeys.transactions.all]);
}

/** GET /api/shop/settings: how the owner hears of sales. */
export function useShopSettingsQuery() {
  return useQuery({
    queryKey: adminKeys.transactions.shopSettings(),
    queryFn: ({ signal }) => adminRequest('/api/shop/settings', shopSettingsAnswer, { signal }),
    select: (answer) => answer.settings,
  });
}

/** PATCH /api/shop/settings { sale_alerts }. */
export function useSaleAlertsMutation() {
  return useAdminMutation(
    (sale_alerts: SaleAlerts) =>
      adminRequest('/api/shop/settings', shopSettingsAnswer, { method: 'PATCH', body: { sale_alerts } }),
    [adminKeys.transactions.shopSettings()],
  );
}

export const ORDERS_EXPORT_FAILED = 'Failed to export orders';

/**
 * GET /api/shop/orders/export for the dates the list is filtered by (all orders when none), saved
 * as a CSV through an object URL (a link could not carry the bearer header).
 */
export async function exportOrders(
  filters: Pick<TransactionsFilters, 'start_date' | 'end_date'>,
): Promise<void> {
  const query = queryString({ start_date: filters.start_date.trim(), end_date: filters.end_date.trim() });
  const token = readAdminToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(`/api/shop/orders/export${query}`), {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch (cause) {
    throw new Error(ORDERS_EXPORT_FAILED, { cause });
  }
  if (!response.ok) throw new Error(ORDERS_EXPORT_FAILED);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), name ?? 'orders.csv');
}

/** A refund still on its way to Pesapal: the list asks again until Pesapal has answered. */
export function refundInFlight(transaction: TransactionView): boolean {
  return transaction.refund?.status === 'requested' || transaction.refund?.status === 'sending';
}

/**
 * POST /api/pesapal/transactions/:id/reissue-download: a used file of a paid order downloads once
 * more (a buyer whose copy broke); the server records it on the order's timeline.
 */
export async function reissueDownload(id: string, fileIndex: number): Promise<TransactionView> {
  const path = `${itemPath('/api/pesapal/transactions', id)}/reissue-download`;
  return (await adminRequest(path, transactionAnswer, { method: 'POST', body: { fileIndex } })).transaction;
}

/** Re-issues one file and refreshes the list, so the details show it not downloaded and the timeline's entry. */
export function useReissueMutation() {
  return useAdminMutation(
    ({ id, fileIndex }: { id: string; fileIndex: number }) => reissueDownload(id, fileIndex),
    [adminKeys.transactions.all],
  );
}
