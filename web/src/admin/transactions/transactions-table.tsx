import { clsx } from 'clsx';
import { Fragment, useId, useState } from 'react';
import type { DownloadFile, TransactionView } from '../../api/payments';
import type { CodAction } from '../../api/payments-admin';
import { formatKes } from '../../lib/format-kes';
import { downloadLabel, trackingTail } from '../../lib/payment-status';
import { BODY, CELL, ROW, TableHead } from '../shared/table';
import { TableSkeleton } from '../shared/table-skeleton';
import { dateOf, ExpandButton, keyOf, StatusBadge } from './transaction-cells';
import { TransactionDetails } from './transaction-details';
import { TransactionsCards } from './transactions-cards';

/** Admin spec section 9: lists show the last 8 characters of the tracking id. */
export const LIST_TRACKING_CHARS = 8;

const COLUMNS = [
  ...['Reference', 'Customer', 'Amount', 'Status', 'Method', 'Date', 'Tracking', 'Downloads'].map(
    (label) => ({
      label,
    }),
  ),
  { label: 'Details', srOnly: true },
];

type TransactionsTableProps = {
  transactions: readonly TransactionView[];
  onCod: (action: CodAction, transaction: TransactionView) => void;
  onReissue: (transaction: TransactionView, file: DownloadFile) => void;
  onRefund: (transaction: TransactionView) => void;
};

/** Transactions as a table from md up and as cards on phones; each opens its details in place. */
export function TransactionsTable({ transactions, onCod, onReissue, onRefund }: TransactionsTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const detailsId = (key: string, view: 'row' | 'card') => `${baseId}-${view}-${key}`;

  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[1040px] border-collapse">
          <TableHead columns={COLUMNS} />
          <tbody className={BODY}>
            {transactions.map((transaction) => {
              const key = keyOf(transaction);
              const isOpen = open.has(key);
              return (
                <Fragment key={key}>
                  <tr className={ROW}>
                    <td className={clsx(CELL, 'font-medium text-zinc-950 dark:text-white')}>
                      {transaction.merchant_reference}
                    </td>
                    <td className={clsx(CELL, 'max-w-48')}>
                      <p className="truncate">{transaction.name || 'N/A'}</p>
                      <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">
                        {transaction.email || ''}
                      </p>
                    </td>
                    <td className={clsx(CELL, 'whitespace-nowrap tabular-nums')}>
                      {formatKes(transaction.totalPrice)}
                    </td>
                    <td className={CELL}>
                      <StatusBadge transaction={transaction} />
                    </td>
                    <td className={CELL}>{transaction.payment_method || 'N/A'}</td>
                    <td className={clsx(CELL, 'whitespace-nowrap')}>{dateOf(transaction)}</td>
                    <td className={clsx(CELL, 'font-mono text-xs')}>
                      {trackingTail(transaction.tracking_id, LIST_TRACKING_CHARS)}
                    </td>
                    <td className={clsx(CELL, 'whitespace-nowrap')}>{downloadLabel(transaction)}</td>
                    <td className={clsx(CELL, 'py-2 text-right')}>
                      <ExpandButton
                        open={isOpen}
                        controls={detailsId(key, 'row')}
                        label={transaction.merchant_reference}
                        onToggle={() => toggle(key)}
                      />
                    </td>
                  </tr>
                  {isOpen && (
                    <tr>
                      <td colSpan={COLUMNS.length + 1} className="p-0">
                        <TransactionDetails
                          transaction={transaction}
                          id={detailsId(key, 'row')}
                          onCod={onCod}
                          onReissue={onReissue}
                          onRefund={onRefund}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <TransactionsCards
        transactions={transactions}
        onCod={onCod}
        onReissue={onReissue}
        onRefund={onRefund}
        open={open}
        toggle={toggle}
        detailsId={(key) => detailsId(key, 'card')}
      />
    </>
  );
}

/** The table while the first answer loads. */
export function TransactionsTableSkeleton() {
  return (
    <TableSkeleton
      label="Loading transactions"
      rows={6}
      shape={[
        'h-3.5 w-32',
        ['w-40', 'w-28'],
        'hidden h-3.5 w-24 md:block',
        'h-5 w-20 rounded-full',
        'hidden h-3.5 w-24 lg:block',
        'size-8 rounded-full',
      ]}
    />
  );
}
