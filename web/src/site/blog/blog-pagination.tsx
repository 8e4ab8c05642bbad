import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Spec: up to 5 page buttons, a window round the current page kept inside 1..totalPages. */
export function pageNumbers(page: number, totalPages: number, max = 5): number[] {
  const count = Math.min(max, totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(count / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

const ITEM =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 font-medium text-sm transition-colors disabled:pointer-events-none disabled:opacity-40';

type BlogPaginationProps = { page: number; totalPages: number; onPageChange: (page: number) => void };

export function BlogPagination({ page, totalPages, onPageChange }: BlogPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={cn(ITEM, 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-white/10')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </button>
      {pageNumbers(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPageChange(n)}
          className={cn(
            ITEM,
            n === page
              ? 'bg-zinc-900 text-white dark:bg-white dark:text-zinc-900'
              : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-white/10',
          )}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={cn(ITEM, 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-white/10')}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
