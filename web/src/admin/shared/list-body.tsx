import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { LoadError } from './content-page';

/** What ListBody reads from a list's query (TanStack Query's result has all of it). */
export type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

export type ListBodyProps = {
  query: ListQueryState;
  /** Whether an answer is at hand (the last one is kept while a new filter loads). */
  loaded: boolean;
  /** Whether that answer lists nothing. */
  empty: boolean;
  /** The table's skeleton, shown until the first answer. */
  skeleton: ReactNode;
  /** The screen's 'Failed to fetch …' text. */
  failure: string;
  /** What an empty answer shows, usually a bare EmptyState. */
  emptyState: ReactNode;
  /** The table of the loaded rows. */
  children: ReactNode;
};

/**
 * The inside of a list card, in its four states: the skeleton, a failed first load with a retry,
 * the empty answer, and the rows. While a new filter loads the last rows stay, dimmed; a refetch
 * that fails keeps them, with the failure above.
 */
export function ListBody({ query, loaded, empty, skeleton, failure, emptyState, children }: ListBodyProps) {
  if (query.isPending) return <>{skeleton}</>;
  if (!loaded) {
    if (!query.isError) return null;
    return (
      <div className="p-6">
        <LoadError message={failure} onRetry={() => query.refetch()} />
      </div>
    );
  }
  if (empty) return <>{emptyState}</>;
  return (
    <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      {query.isError && (
        <div className="p-4 pb-0">
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      {children}
    </div>
  );
}
