import { clsx } from 'clsx';
import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/button';
import { Skeleton } from '../../components/spinner';
import { EmptyNote } from '../dashboard/dashboard-cards';

/** Rows shown before 'Show all'. */
export const SHOWN_ROWS = 10;

export type ListRow = {
  key: string;
  /** What the first column shows (a name, a path, a flag and a country...). */
  label: ReactNode;
  /** The full text, for the tooltip of a truncated label. */
  title: string;
  /** The figure the bar behind the row is proportional to. */
  bar: number;
  /** The other columns, formatted. */
  values: readonly string[];
  /** A row that filters the screen: a real button with this accessible name. */
  filter?: { name: string; active: boolean; onToggle: () => void };
};

type BreakdownListProps = {
  /** The first column's heading, then one per value. */
  columns: readonly [string, ...string[]];
  rows: readonly ListRow[] | undefined;
  /** The panel's note when there are no rows. */
  empty: string;
};

/**
 * A panel's ranked rows with a bar behind each, proportional to its share of the largest. Rows
 * that filter are buttons stretched over the whole row (44 px high), their figures still read.
 */
export function BreakdownList({ columns, rows, empty }: BreakdownListProps) {
  const [all, setAll] = useState(false);
  if (!rows) return <ListSkeleton />;
  if (rows.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  const max = Math.max(...rows.map((row) => row.bar), 1);
  const shown = all ? rows : rows.slice(0, SHOWN_ROWS);
  const [first, ...figures] = columns;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2 px-3 pb-1 font-medium text-xs text-zinc-500 uppercase tracking-wide dark:text-zinc-400">
        <span className="min-w-0 flex-1">{first}</span>
        {figures.map((column) => (
          <span key={column} className="w-16 shrink-0 text-right">
            {column}
          </span>
        ))}
      </div>
      <ul className="flex flex-col gap-1">
        {shown.map((row) => (
          <li
            key={row.key}
            className={clsx(
              'relative isolate flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm',
              row.filter && 'hover:bg-zinc-900/[0.04] dark:hover:bg-white/[0.04]',
              row.filter?.active && 'ring-2 ring-indigo-500/60 ring-inset',
            )}
          >
            <div
              aria-hidden="true"
              className="absolute inset-y-1 left-0 -z-10 rounded-lg bg-indigo-500/10 dark:bg-indigo-400/15"
              style={{ width: `${Math.max((row.bar / max) * 100, 2)}%` }}
            />
            {row.filter ? (
              <button
                type="button"
                aria-label={row.filter.name}
                aria-pressed={row.filter.active}
                title={row.title}
                onClick={row.filter.onToggle}
                className="flex min-w-0 flex-1 items-center gap-2 text-left text-zinc-800 outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-indigo-500 dark:text-zinc-100"
              >
                {row.label}
              </button>
            ) : (
              <span
                title={row.title}
                className="flex min-w-0 flex-1 items-center gap-2 text-zinc-800 dark:text-zinc-100"
              >
                {row.label}
              </span>
            )}
            {row.values.map((value, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per panel
                key={index}
                className="w-16 shrink-0 text-right font-medium text-zinc-900 tabular-nums dark:text-white"
              >
                {value}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {rows.length > SHOWN_ROWS && (
        <Button variant="ghost" className="mt-1 self-start" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? 'Show fewer' : `Show all ${rows.length}`}
        </Button>
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} className="h-9" />
      ))}
    </div>
  );
}

/** A panel's 'Export CSV' button, naming the panel for screen readers. */
export function ExportButton({
  panel,
  onExport,
  disabled,
}: {
  panel: string;
  onExport: () => void;
  disabled: boolean;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-11 shrink-0 px-3.5"
      onClick={onExport}
      disabled={disabled}
    >
      <Download aria-hidden="true" className="size-4" />
      Export CSV<span className="sr-only"> of {panel}</span>
    </Button>
  );
}

/** The truncated text of a row's first column. */
export function RowText({ children, mono = false }: { children: string; mono?: boolean }) {
  return <span className={clsx('min-w-0 truncate', mono && 'font-mono text-xs')}>{children}</span>;
}
