import { MailCheck, MailQuestion, MailX, Users } from 'lucide-react';
import type { SubscriberStats } from '../../api/subscribers';
import { formatNumber } from '../shared/format';
import { type StatTile, StatTiles } from '../shared/stat-tiles';

/** The four tiles of the admin spec: total, active, pending verification, unsubscribed. */
const TILES: readonly StatTile<keyof SubscriberStats>[] = [
  {
    key: 'total_subscribers',
    label: 'Total',
    icon: Users,
    tone: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
    format: formatNumber,
  },
  {
    key: 'active_subscribers',
    label: 'Active',
    icon: MailCheck,
    tone: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
    format: formatNumber,
  },
  {
    key: 'pending_verification',
    label: 'Pending Verification',
    icon: MailQuestion,
    tone: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
    format: formatNumber,
  },
  {
    key: 'unsubscribed',
    label: 'Unsubscribed',
    icon: MailX,
    tone: 'bg-zinc-100 text-zinc-600 dark:bg-white/10 dark:text-zinc-300',
    format: formatNumber,
  },
];

/** The subscriber totals; placeholders while the stats load. */
export function SubscribersTiles({
  stats,
  loading,
}: {
  stats: SubscriberStats | undefined;
  loading: boolean;
}) {
  return <StatTiles label="Subscriber totals" tiles={TILES} stats={stats} loading={loading} />;
}
