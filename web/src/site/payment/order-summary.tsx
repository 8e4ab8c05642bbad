import { Package } from 'lucide-react';
import type { TransactionView } from '../../api/payments';
import { Badge } from '../../components/badge';
import { formatKes } from '../../lib/format-kes';
import { paymentStatusTone } from '../../lib/payment-status';
import { SummaryRow } from './payment-status-card';

const DATE_TIME = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 4, 2026, 1:05 PM', or a dash for a missing or broken date. */
export function formatPaymentDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE_TIME.format(date);
}

/** The id shown to the buyer: Pesapal's confirmation code when known, else the tracking id. */
export function transactionIdOf(transaction: TransactionView): string {
  return transaction.transaction_id || transaction.tracking_id || transaction.merchant_reference;
}

/** Transaction id, date, status, the discount code and its amount off when one was used, and total paid. */
export function OrderDetails({ transaction }: { transaction: TransactionView }) {
  return (
    <dl className="divide-y divide-zinc-200/80 dark:divide-white/10">
      <SummaryRow label="Transaction ID" value={transactionIdOf(transaction)} />
      <SummaryRow
        label="Date"
        value={formatPaymentDate(transaction.transaction_date ?? transaction.created_at)}
      />
      <SummaryRow
        label="Status"
        value={
          <Badge tone={paymentStatusTone(transaction.payment_status)}>{transaction.payment_status}</Badge>
        }
      />
      {transaction.discount_code && (
        <>
          <SummaryRow label="Subtotal" value={formatKes(transaction.subtotal ?? transaction.totalPrice)} />
          <SummaryRow
            label={`Discount (${transaction.discount_code})`}
            value={<span data-testid="discount-amount">-{formatKes(transaction.discount_amount ?? 0)}</span>}
          />
        </>
      )}
      <SummaryRow label="Total Paid" value={formatKes(transaction.totalPrice)} />
    </dl>
  );
}

/** The items bought, each labelled as a digital download. */
export function PurchasedItems({ transaction }: { transaction: TransactionView }) {
  return (
    <ul className="divide-y divide-zinc-200/80 dark:divide-white/10">
      {transaction.items.map((item) => (
        <li key={String(item.id)} className="flex items-start justify-between gap-4 py-3">
          <div className="flex min-w-0 items-start gap-3">
            <Package aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-zinc-400" />
            <div className="min-w-0">
              <p className="font-medium text-zinc-950 dark:text-white">{item.name}</p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                Digital Download · {item.quantity} × {formatKes(item.price)}
              </p>
            </div>
          </div>
          <p className="shrink-0 font-medium text-sm text-zinc-900 tabular-nums dark:text-zinc-100">
            {formatKes(item.total)}
          </p>
        </li>
      ))}
    </ul>
  );
}
