import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';

/** The page numbers to show: first, last, and a window round the current one, with gaps as null. */
export function pageWindow(page: number, totalPages: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= totalPages; n++) {
    if (n === 1 || n === totalPages || Math.abs(n - page) <= radius) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
  disabled?: boolean;
};

const ITEM =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-3 font-medium text-sm transition-colors disabled:pointer-events-none disabled:opacity-40';

/** Previous / numbered / next page buttons; hidden when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange, className, disabled }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('flex items-center gap-1', className)}>
      <button
        type="button"
        className={cn(ITEM, 'text-zinc-700 hover:bg-zinc-900/5 dark:text-zinc-300 dark:hover:bg-white/10')}
        onClick={() => onPageChange(page - 1)}
        disabled={disabled || page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      {pageWindow(page, totalPages).map((n, index) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-zinc-400">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            onClick={() => onPageChange(n)}
            disabled={disabled}
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            className={cn(
              ITEM,
              'max-sm:hidden',
              n === page
                ? 'bg-indigo-600 text-white shadow-indigo-600/25 shadow-sm dark:bg-indigo-500'
                : 'text-zinc-700 hover:bg-zinc-900/5 dark:text-zinc-300 dark:hover:bg-white/10',
            )}
          >
            {n}
          </button>
        ),
      )}
      <span className="px-2 text-sm text-zinc-600 sm:hidden dark:text-zinc-400">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className={cn(ITEM, 'text-zinc-700 hover:bg-zinc-900/5 dark:text-zinc-300 dark:hover:bg-white/10')}
        onClick={() => onPageChange(page + 1)}
        disabled={disabled || page >= totalPages}
        aria-label="Next page"
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
