import { clsx } from 'clsx';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { AnalyticsStats } from '../../api/analytics';
import { Card } from '../../components/card';
import { Skeleton } from '../../components/spinner';
import { formatKes } from '../../lib/format-kes';
import { formatNumber } from '../shared/format';
import { type Change, formatDuration, formatPercent, percentChange, totalRevenue } from './analytics-figures';

type Figure = {
  key: string;
  label: string;
  read: (stats: AnalyticsStats) => number;
  format: (value: number) => string;
  /** Bounce rate: a fall is the good news. */
  lowerIsBetter?: boolean;
};

export const HEADLINE_FIGURES: readonly Figure[] = [
  { key: 'visitors', label: 'Visitors', read: (s) => s.uniqueVisitors, format: formatNumber },
  { key: 'visits', label: 'Visits', read: (s) => s.visits, format: formatNumber },
  { key: 'views', label: 'Page views', read: (s) => s.totalViews, format: formatNumber },
  {
    key: 'bounce',
    label: 'Bounce rate',
    read: (s) => s.bounceRate,
    format: formatPercent,
    lowerIsBetter: true,
  },
  { key: 'duration', label: 'Visit duration', read: (s) => s.visitDuration, format: formatDuration },
  { key: 'revenue', label: 'Revenue', read: totalRevenue, format: formatKes },
];

type StatCardsProps = {
  current: AnalyticsStats | undefined;
  previous: AnalyticsStats | undefined;
  /** The previous period could not be read: no change is shown rather than a wrong one. */
  previousFailed: boolean;
  /** 'the previous 30 days': what each change is against. */
  comparedWith: string;
};

/** The period's six headline figures, each with its change against the period before. */
export function StatCards({ current, previous, previousFailed, comparedWith }: StatCardsProps) {
  return (
    <ul
      aria-label="Headline figures"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-6"
    >
      {HEADLINE_FIGURES.map((figure) => {
        const value = current ? figure.read(current) : undefined;
        return (
          <li key={figure.key}>
            <Card className="h-full p-4 sm:p-5">
              <p className="font-medium text-sm text-zinc-500 dark:text-zinc-400">{figure.label}</p>
              {value === undefined ? (
                <Skeleton className="mt-2 h-7 w-20" />
              ) : (
                <p
                  data-testid={`figure-${figure.key}`}
                  className="mt-1 break-words font-semibold text-xl text-zinc-950 tabular-nums tracking-tight sm:text-2xl dark:text-white"
                >
                  {figure.format(value)}
                </p>
              )}
              <div className="mt-2 min-h-6">
                {value === undefined || (!previous && !previousFailed) ? (
                  <Skeleton className="h-5 w-24" />
                ) : previous ? (
                  <ChangeNote
                    testId={`change-${figure.key}`}
                    change={percentChange(value, figure.read(previous))}
                    lowerIsBetter={figure.lowerIsBetter ?? false}
                    comparedWith={comparedWith}
                  />
                ) : (
                  <p className="text-xs text-zinc-500 dark:text-zinc-400">No comparison available</p>
                )}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

const WORDS: Record<Change['direction'], string> = {
  up: 'Up',
  down: 'Down',
  flat: 'Unchanged',
  none: 'No previous figure',
};

const GOOD = 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300';
const BAD = 'bg-rose-50 text-rose-700 dark:bg-rose-500/10 dark:text-rose-300';
const NEUTRAL = 'bg-zinc-100 text-zinc-700 dark:bg-white/10 dark:text-zinc-300';

/** The change as an arrow and a signed figure (the sign and the words carry it, the colour only adds). */
function ChangeNote({
  change,
  lowerIsBetter,
  comparedWith,
  testId,
}: {
  change: Change;
  lowerIsBetter: boolean;
  comparedWith: string;
  testId: string;
}) {
  const Icon = change.direction === 'up' ? TrendingUp : change.direction === 'down' ? TrendingDown : Minus;
  const good = change.direction === (lowerIsBetter ? 'down' : 'up');
  const bad = change.direction === (lowerIsBetter ? 'up' : 'down');
  const words = WORDS[change.direction];
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
      <span
        data-testid={testId}
        className={clsx(
          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium tabular-nums',
          good ? GOOD : bad ? BAD : NEUTRAL,
        )}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{words} </span>
        {change.label}
      </span>
      <span>vs {comparedWith}</span>
    </p>
  );
}
