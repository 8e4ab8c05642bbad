import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { CircleCheck, Clock, Receipt, Wallet } from 'lucide-react';
import type { TransactionStats } from '../../api/payments-answers';
import { Card } from '../../components/card';
import { Skeleton } from '../../components/spinner';
import { formatKes } from '../../lib/format-kes';
import { formatNumber } from '../shared/format';

type Tile = {
  key: keyof TransactionStats;
  label: string;
  icon: LucideIcon;
  tone: string;
  format: (value: number) => string;
};

/** The four tiles of the admin spec, always from the unfiltered totals. */
const TILES: readonly Tile[] = [
  {
    key: 'total_transactions',
    label: 'Total Transactions',
    icon: Receipt,
    tone: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
    format: formatNumber,
  },
  {
    key: 'completed_transactions',
    label: 'Completed',
    icon: CircleCheck,
    tone: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
    format: formatNumber,
  },
  {
    key: 'pending_transactions',
    label: 'Pending',
    icon: Clock,
    tone: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
    format: formatNumber,
  },
  {
    key: 'total_revenue',
    label: 'Total Revenue',
    icon: Wallet,
    tone: 'bg-violet-50 text-violet-600 dark:bg-violet-500/15 dark:text-violet-300',
    format: formatKes,
  },
];

/** Two tiles a row on phones, four on wide screens; a dash when the totals could not load. */
export function TransactionsTiles({
  stats,
  loading,
}: {
  stats: TransactionStats | undefined;
  loading: boolean;
}) {
  return (
    <ul aria-label="Transaction totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {TILES.map(({ key, label, icon: Icon, tone, format }) => (
        <li key={key}>
          <Card className="flex h-full items-start justify-between gap-3 p-4 sm:p-5">
            <div className="min-w-0">
              <p className="font-medium text-sm text-zinc-500 dark:text-zinc-400">{label}</p>
              {loading ? (
                <Skeleton className="mt-2 h-7 w-20" />
              ) : (
                <p
                  data-testid={`tile-${key}`}
                  className="mt-1 break-words font-semibold text-xl text-zinc-950 tabular-nums tracking-tight sm:text-2xl dark:text-white"
                >
                  {stats ? format(stats[key]) : '—'}
                </p>
              )}
            </div>
            <span className={clsx('hidden size-10 shrink-0 place-items-center rounded-2xl sm:grid', tone)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
