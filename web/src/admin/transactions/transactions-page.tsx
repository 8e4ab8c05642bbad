import { useQueryClient } from '@tanstack/react-query';
import { Download, Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TransactionView } from '../../api/payments';
import {
  EMPTY_TRANSACTIONS_FILTERS,
  exportOrders,
  hasActiveFilters,
  ORDERS_EXPORT_FAILED,
  refundInFlight,
  TRANSACTION_MESSAGES,
  type TransactionsFilters,
  useCodMutation,
  useRefundMutation,
  useReissueMutation,
  useTransactionStatsQuery,
  useTransactionsQuery,
} from '../../api/payments-admin';
import { Button } from '../../components/button';
import { adminKeys } from '../../lib/admin-query-keys';
import { errorText } from '../../lib/api-client';
import { formatKes } from '../../lib/format-kes';
import { useNotice } from '../shared/content-form';
import { ContentPageHeader, EmptyState } from '../shared/content-page';
import { ListPage, useListFilters } from '../shared/list-page';
import { RefundDialog } from './refund-dialog';
import { SaleAlertsControl } from './sale-alerts';
import { type TransactionAction, TransactionConfirm, transactionDone } from './transaction-confirm';
import { TransactionsFiltersBar } from './transactions-filters';
import { TransactionsTable, TransactionsTableSkeleton } from './transactions-table';
import { TransactionsTiles } from './transactions-tiles';

/**
 * /admin/pesapal-transactions: totals, filters, the list with details, settling COD orders and
 * re-issuing a used download.
 */
export function TransactionsPage() {
  // `?search=<reference>` (a dashboard problem's link) opens the page searching for it.
  const [params] = useSearchParams();
  const { filters, setFilters, page, setPage } = useListFilters<TransactionsFilters>(() => ({
    ...EMPTY_TRANSACTIONS_FILTERS,
    search: params.get('search')?.slice(0, 100) ?? '',
  }));
  const [dialog, setDialog] = useState<TransactionAction | null>(null);
  const [refunding, setRefunding] = useState<TransactionView | null>(null);
  const refund = useRefundMutation();
  const list = useTransactionsQuery(filters, page);
  const stats = useTransactionStatsQuery();
  const settle = useCodMutation();
  const reissue = useReissueMutation();
  const { notice, announce, dismiss } = useNotice();
  const transactions = list.data?.transactions;

  async function confirm(open: TransactionAction) {
    const id = String(open.transaction.id);
    if (open.action === 'reissue') await reissue.mutateAsync({ id, fileIndex: open.file.index });
    else await settle.mutateAsync({ id, action: open.action });
    setDialog(null);
    announce({ tone: 'success', text: transactionDone(open) });
  }

  const [exporting, setExporting] = useState(false);
  async function onExport() {
    setExporting(true);
    try {
      await exportOrders(filters);
    } catch (error) {
      announce({ tone: 'error', text: errorText(error, ORDERS_EXPORT_FAILED) });
    } finally {
      setExporting(false);
    }
  }

  async function askRefund(transaction: TransactionView, body: { amount?: number; reason: string }) {
    const answer = await refund.mutateAsync({ id: String(transaction.id), ...body });
    setRefunding(null);
    const amount = formatKes(answer.refund?.amount ?? body.amount ?? transaction.totalPrice);
    announce({
      tone: 'success',
      text:
        answer.refund?.method === 'manual'
          ? `${transaction.merchant_reference}: ${amount} marked as refunded`
          : `${transaction.merchant_reference}: refund of ${amount} sent to Pesapal`,
    });
  }

  // When Pesapal's answer to a refund arrives (the list was polling for it), the tiles and the
  // dashboard's revenue change too: ask for them again.
  const queryClient = useQueryClient();
  const awaitingPesapal = transactions?.some(refundInFlight) ?? false;
  const wasAwaiting = useRef(false);
  useEffect(() => {
    if (wasAwaiting.current && !awaitingPesapal) {
      void queryClient.invalidateQueries({ queryKey: adminKeys.transactions.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary() });
    }
    wasAwaiting.current = awaitingPesapal;
  }, [awaitingPesapal, queryClient]);

  useEffect(() => {
    // Admin spec section 8: a failure of the totals is only logged.
    if (stats.isError) console.error('Failed to fetch transaction stats', stats.error);
  }, [stats.isError, stats.error]);

  return (
    <ListPage
      header={
        <ContentPageHeader
          title="Transactions"
          description="Every payment and cash-on-delivery order, with what was bought and downloaded."
          action={
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <SaleAlertsControl />
              <Button variant="outline" className="sm:mt-7" onClick={onExport} loading={exporting}>
                {!exporting && <Download aria-hidden="true" className="size-4" />}
                Export orders CSV
              </Button>
            </div>
          }
        />
      }
      notice={notice}
      onDismissNotice={dismiss}
      summary={<TransactionsTiles stats={stats.data} loading={stats.isPending} />}
      filters={<TransactionsFiltersBar filters={filters} onChange={setFilters} />}
      query={list}
      loaded={transactions !== undefined}
      empty={transactions?.length === 0}
      skeleton={<TransactionsTableSkeleton />}
      failure={TRANSACTION_MESSAGES.fetchFailed}
      emptyState={
        <EmptyState
          bare
          icon={Inbox}
          message={TRANSACTION_MESSAGES.empty}
          hint={
            hasActiveFilters(filters) ? TRANSACTION_MESSAGES.emptyFiltered : TRANSACTION_MESSAGES.emptyAll
          }
        />
      }
      table={
        transactions && (
          <TransactionsTable
            transactions={transactions}
            onCod={(action, transaction) => setDialog({ action, transaction })}
            onReissue={(transaction, file) => setDialog({ action: 'reissue', transaction, file })}
            onRefund={setRefunding}
          />
        )
      }
      pagination={list.data?.pagination}
      onPageChange={setPage}
    >
      {dialog && (
        <TransactionConfirm open={dialog} onClose={() => setDialog(null)} onConfirm={() => confirm(dialog)} />
      )}
      {refunding && (
        <RefundDialog
          transaction={refunding}
          onClose={() => setRefunding(null)}
          onRefund={(body) => askRefund(refunding, body)}
        />
      )}
    </ListPage>
  );
}
