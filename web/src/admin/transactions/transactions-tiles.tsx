import { CircleCheck, Clock, Receipt, Wallet } from 'lucide-react';
import type { TransactionStats } from '../../api/payments';
import { formatKes } from '../../lib/format-kes';
import { formatNumber } from '../shared/format';
import { type StatTile, StatTiles } from '../shared/stat-tiles';

/** The four tiles of the admin spec, always from the unfiltered totals. */
const TILES: readonly StatTile<keyof TransactionStats>[] = [
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

/** The transaction totals, always unfiltered; a dash when they could not load. */
export function TransactionsTiles({
  stats,
  loading,
}: {
  stats: TransactionStats | undefined;
  loading: boolean;
}) {
  return <StatTiles label="Transaction totals" tiles={TILES} stats={stats} loading={loading} />;
}
