import type { DownloadFile, TransactionView } from '../../api/payments';
import type { CodAction } from '../../api/payments-admin';
import { formatKes } from '../../lib/format-kes';
import { downloadLabel } from '../../lib/payment-status';
import { dateOf, ExpandButton, keyOf, StatusBadge } from './transaction-cells';
import { TransactionDetails } from './transaction-details';

type TransactionsCardsProps = {
  transactions: readonly TransactionView[];
  onCod: (action: CodAction, transaction: TransactionView) => void;
  onReissue: (transaction: TransactionView, file: DownloadFile) => void;
  onRefund: (transaction: TransactionView) => void;
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
  detailsId: (key: string) => string;
};

/** The list on phones: one card per transaction, opening its details below it. */
export function TransactionsCards({
  transactions,
  onCod,
  onReissue,
  onRefund,
  open,
  toggle,
  detailsId,
}: TransactionsCardsProps) {
  return (
    <ul className="divide-y divide-zinc-200/70 md:hidden dark:divide-white/5">
      {transactions.map((transaction) => {
        const key = keyOf(transaction);
        const isOpen = open.has(key);
        return (
          <li key={key}>
            <div className="space-y-2 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-zinc-950 dark:text-white">
                    {transaction.merchant_reference}
                  </p>
                  <p className="truncate text-sm text-zinc-500 dark:text-zinc-400">
                    {transaction.name || 'N/A'}
                  </p>
                </div>
                <StatusBadge transaction={transaction} />
              </div>
              <div className="flex items-center justify-between gap-3 text-sm">
                <p className="font-medium tabular-nums">{formatKes(transaction.totalPrice)}</p>
                <p className="text-xs text-zinc-500 dark:text-zinc-400">
                  {dateOf(transaction)} · {downloadLabel(transaction)}
                </p>
                <ExpandButton
                  open={isOpen}
                  controls={detailsId(key)}
                  label={transaction.merchant_reference}
                  onToggle={() => toggle(key)}
                />
              </div>
            </div>
            {isOpen && (
              <TransactionDetails
                transaction={transaction}
                id={detailsId(key)}
                onCod={onCod}
                onReissue={onReissue}
                onRefund={onRefund}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
