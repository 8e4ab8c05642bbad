import { lazy, Suspense } from 'react';
import type { AnalyticsStats } from '../../api/analytics';
import { Skeleton } from '../../components/spinner';
import { EmptyNote, Panel } from '../dashboard/dashboard-cards';

// The dashboard's chart (recharts, themed): its library loads after the figures are on screen.
const ViewsChart = lazy(() =>
  import('../dashboard/views-chart').then((module) => ({ default: module.ViewsChart })),
);

const LEGEND = [
  { label: 'Page views', swatch: 'bg-indigo-500' },
  { label: 'Visitors', swatch: 'bg-purple-500' },
] as const;

/** Visitors and page views per day of the period. */
export function TrafficChart({
  daily,
  period,
  className,
}: {
  daily: AnalyticsStats['daily'] | undefined;
  period: string;
  className?: string;
}) {
  const hasVisits = daily?.some((day) => day.views > 0 || day.visitors > 0) ?? false;
  return (
    <Panel
      title="Visitors and page views"
      description={`Per day, ${period}`}
      className={className}
      action={
        <ul className="flex shrink-0 flex-wrap gap-x-3 gap-y-1 text-xs text-zinc-600 dark:text-zinc-300">
          {LEGEND.map((entry) => (
            <li key={entry.label} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${entry.swatch}`} />
              {entry.label}
            </li>
          ))}
        </ul>
      }
    >
      {!daily ? (
        <Skeleton className="h-64 sm:h-72" />
      ) : hasVisits ? (
        <div
          className="h-64 sm:h-72"
          role="img"
          aria-label={`Chart of visitors and page views per day, ${period}`}
        >
          <Suspense fallback={<Skeleton className="h-64 sm:h-72" />}>
            <ViewsChart daily={daily} />
          </Suspense>
        </div>
      ) : (
        <EmptyNote>No visits recorded in this period yet.</EmptyNote>
      )}
    </Panel>
  );
}
