import { Inbox, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  type CodAction,
  EMPTY_TRANSACTIONS_FILTERS,
  hasActiveFilters,
  TRANSACTION_MESSAGES,
  type TransactionsFilters,
  useCodMutation,
  useTransactionStatsQuery,
  useTransactionsQuery,
} from '../../api/payments-admin';
import type { TransactionView } from '../../api/payments-answers';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CodConfirm } from './cod-confirm';
import { TransactionsFiltersBar } from './transactions-filters';
import { TransactionsTable, TransactionsTableSkeleton } from './transactions-table';
import { TransactionsTiles } from './transactions-tiles';

type Dialog = { action: CodAction; transaction: TransactionView } | null;

const NOTICE_MS = 5000;

/** /admin/pesapal-transactions: totals, filters, the list with details, and settling COD orders. */
export function TransactionsPage() {
  const [filters, setFilters] = useState<TransactionsFilters>(EMPTY_TRANSACTIONS_FILTERS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useTransactionsQuery(filters);
  const stats = useTransactionStatsQuery();
  const settle = useCodMutation();
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const transactions = list.data?.transactions;

  useEffect(() => () => clearTimeout(noticeTimer.current), []);
  useEffect(() => {
    // Admin spec section 8: a failure of the totals is only logged.
    if (stats.isError) console.error('Failed to fetch transaction stats', stats.error);
  }, [stats.isError, stats.error]);

  return (
    <div className="space-y-6">
      <div>
        <h2 className="font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white">Transactions</h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Every payment and cash-on-delivery order, with what was bought and downloaded.
        </p>
      </div>

      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}

      <TransactionsTiles stats={stats.data} loading={stats.isPending} />

      <Card className="p-4 sm:p-5">
        <TransactionsFiltersBar filters={filters} onChange={setFilters} />
      </Card>

      <Card className="overflow-hidden">
        {list.isPending ? (
          <TransactionsTableSkeleton />
        ) : list.isError && !transactions ? (
          <div className="p-6">
            <Alert tone="error">
              {TRANSACTION_MESSAGES.fetchFailed}
              <div className="mt-3">
                <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                  <RotateCw aria-hidden="true" className="size-4" />
                  Try again
                </Button>
              </div>
            </Alert>
          </div>
        ) : transactions && transactions.length === 0 ? (
          <div role="status" className="flex flex-col items-center px-6 py-16 text-center">
            <span className="grid size-12 place-items-center rounded-2xl bg-zinc-100 text-zinc-500 dark:bg-white/10 dark:text-zinc-400">
              <Inbox aria-hidden="true" className="size-6" />
            </span>
            <p className="mt-4 font-medium text-zinc-900 dark:text-white">{TRANSACTION_MESSAGES.empty}</p>
            <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">
              {hasActiveFilters(filters) ? TRANSACTION_MESSAGES.emptyFiltered : TRANSACTION_MESSAGES.emptyAll}
            </p>
          </div>
        ) : (
          transactions && (
            <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              {list.isError && (
                <div className="p-4 pb-0">
                  <Alert tone="error">{TRANSACTION_MESSAGES.fetchFailed}</Alert>
                </div>
              )}
              <TransactionsTable
                transactions={transactions}
                onCod={(action, transaction) => setDialog({ action, transaction })}
              />
            </div>
          )
        )}
      </Card>

      {dialog && (
        <CodConfirm
          action={dialog.action}
          transaction={dialog.transaction}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await settle.mutateAsync({ id: String(dialog.transaction.id), action: dialog.action });
            setDialog(null);
            clearTimeout(noticeTimer.current);
            setNotice(
              dialog.action === 'mark-paid'
                ? `${dialog.transaction.merchant_reference} marked as paid`
                : `${dialog.transaction.merchant_reference} cancelled`,
            );
            noticeTimer.current = setTimeout(() => setNotice(null), NOTICE_MS);
          }}
        />
      )}
    </div>
  );
}
