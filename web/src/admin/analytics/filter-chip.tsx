import { X } from 'lucide-react';
import type { AnalyticsFilter } from '../../api/analytics';
import { DIMENSION_LABELS, filterValueLabel } from './analytics-filter';

/** The filter in force, as 'Source: Google ×'; the button clears it. */
export function FilterChip({ filter, onClear }: { filter: AnalyticsFilter; onClear: () => void }) {
  const text = `${DIMENSION_LABELS[filter.dimension]}: ${filterValueLabel(filter)}`;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-zinc-600 dark:text-zinc-400">Showing only visits with</span>
      <button
        type="button"
        onClick={onClear}
        aria-label={`Clear filter ${text}`}
        className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 py-1 pr-2 pl-4 font-medium text-indigo-800 outline-none transition-colors hover:bg-indigo-100 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-indigo-400/30 dark:bg-indigo-500/15 dark:text-indigo-200 dark:hover:bg-indigo-500/25"
      >
        <span data-testid="filter-chip" className="min-w-0 truncate">
          {text}
        </span>
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-indigo-600/10 dark:bg-white/10">
          <X aria-hidden="true" className="size-4" />
        </span>
      </button>
    </div>
  );
}
