import { useAnalyticsRealtimeQuery } from '../../api/analytics';
import { Skeleton } from '../../components/spinner';
import { Panel } from '../dashboard/dashboard-cards';
import { formatNumber } from '../shared/format';

/** Who is on the site right now: the last 5 minutes' visitors and the pages they are on. */
export function RealtimePanel({ today }: { today: string }) {
  const realtime = useAnalyticsRealtimeQuery(today);
  const data = realtime.data;
  return (
    <Panel title="Right now" description="Refreshed every 30 seconds">
      {!data ? (
        realtime.isError ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">Live figures are unavailable right now.</p>
        ) : (
          <Skeleton className="h-8 w-56" />
        )
      ) : (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2.5 text-zinc-900 dark:text-white">
            <span aria-hidden="true" className="relative flex size-2.5">
              {data.visitors > 0 && (
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
              )}
              <span
                className={
                  data.visitors > 0
                    ? 'relative inline-flex size-2.5 rounded-full bg-emerald-500'
                    : 'relative inline-flex size-2.5 rounded-full bg-zinc-400'
                }
              />
            </span>
            <span data-testid="realtime-visitors">
              <strong className="font-semibold text-2xl tabular-nums">{formatNumber(data.visitors)}</strong>{' '}
              {data.visitors === 1 ? 'visitor' : 'visitors'} in the last 5 minutes
            </span>
          </p>
          {data.pages.length > 0 && (
            <ul aria-label="Pages being read now" className="flex flex-col gap-1 text-sm">
              {[...data.pages]
                .sort((a, b) => b.visitors - a.visitors)
                .map((page) => (
                  <li key={page.page_path} className="flex items-center justify-between gap-3">
                    <span
                      title={page.page_path}
                      className="min-w-0 truncate font-mono text-xs text-zinc-700 dark:text-zinc-300"
                    >
                      {page.page_path}
                    </span>
                    <span className="shrink-0 text-zinc-500 tabular-nums dark:text-zinc-400">
                      {formatNumber(page.visitors)} {page.visitors === 1 ? 'visitor' : 'visitors'}
                    </span>
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
    </Panel>
  );
}
