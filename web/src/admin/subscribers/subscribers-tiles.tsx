import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { MailCheck, MailQuestion, MailX, Users } from 'lucide-react';
import type { SubscriberStats } from '../../api/subscribers';
import { Card } from '../../components/card';
import { Skeleton } from '../../components/spinner';
import { formatNumber } from '../shared/format';

type Tile = { key: keyof SubscriberStats; label: string; icon: LucideIcon; tone: string };

/** The four tiles of the admin spec: total, active, pending verification, unsubscribed. */
const TILES: readonly Tile[] = [
  {
    key: 'total_subscribers',
    label: 'Total',
    icon: Users,
    tone: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
  },
  {
    key: 'active_subscribers',
    label: 'Active',
    icon: MailCheck,
    tone: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
  {
    key: 'pending_verification',
    label: 'Pending Verification',
    icon: MailQuestion,
    tone: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
  },
  {
    key: 'unsubscribed',
    label: 'Unsubscribed',
    icon: MailX,
    tone: 'bg-zinc-100 text-zinc-600 dark:bg-white/10 dark:text-zinc-300',
  },
];

/** Two tiles a row on phones, four on wide screens; placeholders while the stats load. */
export function SubscribersTiles({
  stats,
  loading,
}: {
  stats: SubscriberStats | undefined;
  loading: boolean;
}) {
  return (
    <ul aria-label="Subscriber totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {TILES.map(({ key, label, icon: Icon, tone }) => (
        <li key={key}>
          <Card className="flex h-full items-start justify-between gap-3 p-4 sm:p-5">
            <div className="min-w-0">
              <p className="font-medium text-sm text-zinc-500 dark:text-zinc-400">{label}</p>
              {loading ? (
                <Skeleton className="mt-2 h-7 w-14" />
              ) : (
                <p
                  data-testid={`tile-${key}`}
                  className="mt-1 font-semibold text-2xl text-zinc-950 tabular-nums tracking-tight sm:text-3xl dark:text-white"
                >
                  {stats ? formatNumber(stats[key]) : '—'}
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
