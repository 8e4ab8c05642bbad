import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../components/card';
import { Skeleton } from '../../components/spinner';

/** One total of a back-office screen: its label, icon, colour and how its number reads. */
export type StatTile<K extends string> = {
  key: K;
  label: string;
  icon: LucideIcon;
  tone: string;
  format: (value: number) => string;
};

type StatTilesProps<K extends string> = {
  /** The list's accessible name ('Subscriber totals'). */
  label: string;
  tiles: readonly StatTile<K>[];
  stats: Record<K, number> | undefined;
  loading: boolean;
};

/**
 * Two tiles a row on phones, four on wide screens; skeletons while the totals load and a dash
 * when they could not. Each number carries `data-testid="tile-<key>"`.
 */
export function StatTiles<K extends string>({ label, tiles, stats, loading }: StatTilesProps<K>) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles.map(({ key, label: tileLabel, icon: Icon, tone, format }) => (
        <li key={key}>
          <Card className="flex h-full items-start justify-between gap-3 p-4 sm:p-5">
            <div className="min-w-0">
              <p className="font-medium text-sm text-zinc-500 dark:text-zinc-400">{tileLabel}</p>
              {loading ? (
                <Skeleton className="mt-2 h-7 w-16" />
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
