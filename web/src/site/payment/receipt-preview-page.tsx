import { Download, Printer, ReceiptText } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Badge } from '../../components/badge';
import { Button, buttonClasses } from '../../components/button';
import { Card } from '../../components/card';
import { Container } from '../../components/container';
import { Skeleton } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { formatCurrency } from '../../lib/format-kes';
import { paymentStatusTone } from '../../lib/payment-status';
import { CONTACT, SITE_OWNER } from '../../lib/site';
import { formatPaymentDate, transactionIdOf } from './order-summary';
import { SummaryRow } from './payment-status-card';
import { type ReceiptData, receiptFromState } from './receipt-data';

/** Spec (public section 2): the payment method reads 'Card' when the order does not say. */
export const DEFAULT_PAYMENT_METHOD = 'Card';

/** The items table's headings; all but the first are numbers, set right. */
const COLUMNS = ['Item', 'Qty', 'Price', 'Total'] as const;

/** Both buttons use the browser's print dialog, where 'Save as PDF' makes the PDF. */
function printReceipt() {
  window.print();
}

function Receipt({ transaction, customer }: ReceiptData) {
  const money = (amount: number) => formatCurrency(amount, transaction.currency ?? 'KES');
  return (
    <Card data-print-receipt className="p-6 sm:p-10 print:border-0">
      <div className="flex flex-col gap-4 border-zinc-200 border-b pb-6 sm:flex-row sm:items-start sm:justify-between dark:border-white/10">
        <div>
          <p className="font-semibold text-indigo-600 text-sm uppercase tracking-[0.18em] dark:text-indigo-400">
            {SITE_OWNER.name}
          </p>
          <h1 className="mt-1 font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white">
            Electronic Receipt
          </h1>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{CONTACT.email}</p>
        </div>
        <Badge tone={paymentStatusTone(transaction.payment_status)} className="self-start">
          {transaction.payment_status}
        </Badge>
      </div>

      <div className="grid gap-8 py-6 sm:grid-cols-2">
        <section aria-labelledby="receipt-payment">
          <h2 id="receipt-payment" className="font-semibold text-sm text-zinc-950 dark:text-white">
            Payment
          </h2>
          <dl className="mt-2 divide-y divide-zinc-200/80 dark:divide-white/10">
            <SummaryRow label="Transaction ID" value={transactionIdOf(transaction)} />
            <SummaryRow
              label="Date"
              value={formatPaymentDate(transaction.transaction_date ?? transaction.created_at)}
            />
            <SummaryRow label="Status" value={transaction.payment_status} />
            <SummaryRow label="Payment Method" value={transaction.payment_method || DEFAULT_PAYMENT_METHOD} />
          </dl>
        </section>
        {customer && (customer.name || customer.email || customer.phone) && (
          <section aria-labelledby="receipt-customer">
            <h2 id="receipt-customer" className="font-semibold text-sm text-zinc-950 dark:text-white">
              Customer
            </h2>
            <dl className="mt-2 divide-y divide-zinc-200/80 dark:divide-white/10">
              {customer.name && <SummaryRow label="Name" value={customer.name} />}
              {customer.email && <SummaryRow label="Email" value={customer.email} />}
              {customer.phone && <SummaryRow label="Phone" value={customer.phone} />}
            </dl>
          </section>
        )}
      </div>

      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr className="border-zinc-200 border-b text-left text-xs text-zinc-500 uppercase dark:border-white/10 dark:text-zinc-400">
            {COLUMNS.map((column, index) => (
              <th key={column} scope="col" className={cn('py-2 font-medium', index > 0 && 'text-right')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200/80 dark:divide-white/10">
          {transaction.items.map((item) => (
            <tr key={String(item.id)} className="text-zinc-800 dark:text-zinc-200">
              <td className="py-3 pr-3">{item.name}</td>
              <td className="py-3 text-right tabular-nums">{item.quantity}</td>
              <td className="py-3 text-right tabular-nums">{money(item.price)}</td>
              <td className="py-3 text-right tabular-nums">{money(item.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {transaction.discount_code && (
            <>
              <tr className="border-zinc-300 border-t text-zinc-800 dark:border-white/20 dark:text-zinc-200">
                <th scope="row" colSpan={3} className="py-2 text-right font-normal">
                  Subtotal
                </th>
                <td className="py-2 text-right tabular-nums">
                  {money(transaction.subtotal ?? transaction.totalPrice)}
                </td>
              </tr>
              <tr className="text-zinc-800 dark:text-zinc-200">
                <th scope="row" colSpan={3} className="py-2 text-right font-normal">
                  Discount ({transaction.discount_code})
                </th>
                <td className="py-2 text-right tabular-nums">-{money(transaction.discount_amount ?? 0)}</td>
              </tr>
            </>
          )}
          <tr className="border-zinc-300 border-t font-semibold text-zinc-950 dark:border-white/20 dark:text-white">
            <th scope="row" colSpan={3} className="py-3 text-right">
              Total Paid
            </th>
            <td className="py-3 text-right tabular-nums">{money(transaction.totalPrice)}</td>
          </tr>
        </tfoot>
      </table>

      <p className="mt-8 text-center text-xs text-zinc-500 dark:text-zinc-400">
        Thank you for your purchase.
      </p>
    </Card>
  );
}

/**
 * The receipt's place while the browser reads the state the move to it carried: as tall as the
 * page without one (`min-h-[60vh]`), so the footer does not move when that is what it shows.
 */
export function ReceiptSkeleton() {
  return (
    <Container className="grid min-h-[60vh] place-items-center py-16">
      <Card role="status" aria-label="Loading your receipt" className="w-full max-w-md space-y-4 p-8">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-24 w-full" />
      </Card>
    </Container>
  );
}

/** /receipt-preview (public spec section 2): a printable receipt from navigation state. */
export function ReceiptPreviewPageContent() {
  const location = useLocation();
  const receipt = receiptFromState(location.state);

  if (!receipt) {
    return (
      <Container className="grid min-h-[60vh] place-items-center py-16">
        <Card className="w-full max-w-md p-8 text-center">
          <ReceiptText aria-hidden="true" className="mx-auto size-10 text-zinc-400" />
          <h1 className="mt-4 font-semibold text-xl text-zinc-950 dark:text-white">No receipt data found</h1>
          <Link to="/" className={buttonClasses({}, 'mt-6')}>
            Back to Home
          </Link>
        </Card>
      </Container>
    );
  }

  return (
    <Container className="max-w-3xl space-y-6 py-10 sm:py-14 print:max-w-none print:p-0">
      <div className="flex flex-wrap justify-end gap-3 print:hidden">
        <Button variant="outline" onClick={printReceipt}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <Button onClick={printReceipt}>
          <Download aria-hidden="true" className="size-4" />
          Download PDF
        </Button>
      </div>
      <Receipt transaction={receipt.transaction} customer={receipt.customer} />
    </Container>
  );
}
