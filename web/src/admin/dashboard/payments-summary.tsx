import { ArrowRight, TriangleAlert, Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AdminSummary } from '../../api/admin-summary';
import { Card } from '../../components/card';
import { formatKes } from '../../lib/format-kes';

type Payments = NonNullable<AdminSummary['payments']>;

export const TRANSACTIONS_PATH = '/admin/pesapal-transactions';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What needs a look: payments stuck in pending and reversed ones; empty when all is well. */
export function paymentsWarning({ stuck, reversed }: Payments): string {
  const parts = [
    stuck > 0 ? `${plural(stuck, 'payment', 'payments')} stuck in pending` : '',
    reversed > 0 ? `${plural(reversed, 'payment', 'payments')} reversed` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

/** The dashboard's payments strip: revenue, and a flag linking to the transactions when needed. */
export function PaymentsSummary({ payments }: { payments: Payments }) {
  const warning = paymentsWarning(payments);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-violet-50 text-violet-600 dark:bg-violet-500/15 dark:text-violet-300">
          <Wallet aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="font-medium text-sm text-zinc-500 dark:text-zinc-400">Revenue</p>
          <p
            data-testid="payments-revenue"
            className="font-semibold text-2xl text-zinc-950 tabular-nums tracking-tight dark:text-white"
          >
            {formatKes(payments.revenue_minor / 100)}
          </p>
        </div>
      </div>
      {warning ? (
        <Link
          to={TRANSACTIONS_PATH}
          className="inline-flex items-center gap-2 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-2.5 font-medium text-amber-800 text-sm transition-colors hover:bg-amber-100 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200 dark:hover:bg-amber-500/20"
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {warning}: review transactions
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      ) : (
        <Link
          to={TRANSACTIONS_PATH}
          className="inline-flex items-center gap-1.5 font-medium text-indigo-600 text-sm hover:underline dark:text-indigo-400"
        >
          View transactions
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </Card>
  );
}
