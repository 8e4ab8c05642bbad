import type { ReactNode } from 'react';
import { Skeleton } from '../../components/spinner';

/** A content row's placeholders: order, thumbnail, two lines of text, badge, link, status, buttons. */
const CONTENT_ROW = (
  <>
    <Skeleton className="h-4 w-6" />
    <Skeleton className="size-12 shrink-0 rounded-xl" />
    <div className="flex-1 space-y-2">
      <Skeleton className="h-3.5 w-40" />
      <Skeleton className="h-3 w-56" />
    </div>
    <Skeleton className="hidden h-5 w-20 rounded-full md:block" />
    <Skeleton className="hidden h-4 w-32 lg:block" />
    <Skeleton className="h-6 w-16 rounded-full" />
    <Skeleton className="h-8 w-20 rounded-full" />
  </>
);

/** Rows of a table while the first answer loads; `children` shapes one row, a content row by default. */
export function TableSkeleton({
  label,
  rows = 5,
  children = CONTENT_ROW,
}: {
  label: string;
  rows?: number;
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-zinc-200/70 dark:divide-white/5">
      {Array.from({ length: rows }, (_, key) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={key} className="flex items-center gap-4 px-4 py-4">
          {children}
        </div>
      ))}
    </div>
  );
}
