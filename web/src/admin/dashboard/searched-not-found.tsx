import type { AdminSummary } from '../../api/admin-summary';
import { formatNumber, formatRelative } from '../shared/format';
import { EmptyNote, Panel } from './dashboard-cards';

type NotFound = NonNullable<AdminSummary['search']>['not_found'];

/** What visitors searched for and found nothing: ideas for the next post or product. */
export function SearchedNotFound({ queries }: { queries: NotFound }) {
  return (
    <Panel title="Searched, not found" description="Searches with no results, last 30 days">
      {queries.length === 0 ? (
        <EmptyNote>Every search found something.</EmptyNote>
      ) : (
        <ol className="divide-y divide-zinc-100 dark:divide-white/10">
          {queries.map((entry) => (
            <li key={entry.query} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <span
                className="min-w-0 truncate font-medium text-zinc-900 dark:text-zinc-100"
                title={entry.query}
              >
                {entry.query}
              </span>
              <span className="shrink-0 text-right text-zinc-500 tabular-nums dark:text-zinc-400">
                {formatNumber(entry.count)} {entry.count === 1 ? 'search' : 'searches'}
                <span className="sr-only">, </span>
                <span className="ml-2 text-xs">{formatRelative(entry.last_searched_at)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
