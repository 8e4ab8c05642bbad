import { type ComponentPropsWithRef, type ReactNode, useEffect, useState } from 'react';
import { Card } from '../../components/card';
import { Pagination } from '../../components/pagination';
import type { Notice } from './content-form';
import { NoticeBanner } from './content-page';
import { ListBody, type ListBodyProps } from './list-body';

type ListPageProps = Omit<ListBodyProps, 'children'> & {
  /** The title block (usually a ContentPageHeader). */
  header: ReactNode;
  notice: Notice;
  onDismissNotice: () => void;
  /** What stands between the banner and the filters (the totals' tiles). */
  summary?: ReactNode;
  /** The filters bar, in its own card. */
  filters: ReactNode;
  /** Extra attributes of the list's card (a tab panel's id, role and label). */
  listProps?: Omit<ComponentPropsWithRef<'div'>, 'children' | 'className'>;
  /** The loaded rows. */
  table: ReactNode;
  /** The answer's pagination (every paged admin list has one): page buttons below the rows. */
  pagination?: ListPagination;
  onPageChange?: (page: number) => void;
  /** The screen's dialogs. */
  children?: ReactNode;
};

/**
 * The pagination block of the back office's one list shape, `{ <spec's key>: rows, pagination }`
 * (built by modules/platform/lists, parsed by each module's schema).
 */
export type ListPagination = { total: number; page: number; limit: number; totalPages: number };

/**
 * A back office list screen: title, the notice banner, optional totals, the filters card and the
 * list card in its four states (see ListBody) with its pages, and the screen's dialogs after.
 */
export function ListPage({
  header,
  notice,
  onDismissNotice,
  summary,
  filters,
  listProps,
  table,
  pagination,
  onPageChange,
  children,
  ...body
}: ListPageProps) {
  // A page past the end (its last rows were deleted, or a filter shrank the list): step back.
  const pastTheEnd = pagination && pagination.page > pagination.totalPages ? pagination.totalPages : 0;
  useEffect(() => {
    if (pastTheEnd) onPageChange?.(pastTheEnd);
  }, [pastTheEnd, onPageChange]);
  return (
    <div className="space-y-6">
      {header}
      <NoticeBanner notice={notice} onDismiss={onDismissNotice} />
      {summary}
      <Card className="p-4 sm:p-5">{filters}</Card>
      <Card {...listProps} className="overflow-hidden">
        <ListBody {...body}>{table}</ListBody>
        {pagination && onPageChange && pagination.totalPages > 1 && (
          <div className="flex flex-col items-center justify-between gap-3 border-zinc-200/80 border-t px-4 py-3 sm:flex-row dark:border-white/10">
            <p className="text-sm text-zinc-500 dark:text-zinc-400">
              Page {pagination.page} of {pagination.totalPages}
            </p>
            <Pagination
              page={pagination.page}
              totalPages={pagination.totalPages}
              onPageChange={onPageChange}
              disabled={body.query.isPlaceholderData}
            />
          </div>
        )}
      </Card>
      {children}
    </div>
  );
}

/** A list screen's filters and page: a change of filters goes back to the first page. */
export function useListFilters<Filters>(initial: Filters | (() => Filters)) {
  const [filters, setFiltersState] = useState(initial);
  const [page, setPage] = useState(1);
  function setFilters(next: Filters) {
    setFiltersState(next);
    setPage(1);
  }
  return { filters, setFilters, page, setPage };
}

/** The ids of the rows with a call in flight, and a runner that marks one busy while its call runs. */
export function useBusyIds() {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  async function withBusy(id: string, run: () => Promise<void>) {
    setBusyIds((current) => new Set(current).add(id));
    try {
      await run();
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }
  return { busyIds, withBusy };
}
