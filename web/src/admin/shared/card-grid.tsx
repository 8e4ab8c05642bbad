import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Skeleton, SkeletonMedia } from '../../components/spinner';
import { type TabItem, Tabs } from '../../components/tabs';
import { contentErrorMessage } from './content-form';
import { EmptyState, LoadError } from './content-page';

type TabbedCardGridProps<T extends { id: string }, Tab extends string> = {
  query: UseQueryResult<T[]>;
  /** Names the tab list, e.g. 'Filter projects'. */
  tabsLabel: string;
  /** The tabs, 'all' among them; it is selected first. */
  tabs: readonly TabItem<Tab | 'all'>[];
  /** Each tab's count over the whole list. */
  count: (items: readonly T[]) => Record<Tab | 'all', number>;
  /** The items a tab shows. */
  filter: (items: readonly T[], tab: Tab | 'all') => T[];
  /** The plural in the panel's and the skeleton's labels: 'projects' gives 'Loading projects'. */
  noun: string;
  messages: { fetchFailed: string; empty: string };
  card: (item: T) => ReactNode;
};

/**
 * Spec section 2's card screens: status tabs with counts over a card grid, and the grid's loading,
 * failed and empty states.
 */
export function TabbedCardGrid<T extends { id: string }, Tab extends string>({
  query,
  tabsLabel,
  tabs,
  count,
  filter,
  noun,
  messages,
  card,
}: TabbedCardGridProps<T, Tab>) {
  const panelId = useId();
  const [tab, setTab] = useState<Tab | 'all'>('all');
  const all = query.data ?? [];
  const counts = count(all);
  const shown = filter(all, tab);

  return (
    <>
      <Tabs
        label={tabsLabel}
        items={tabs.map((item) => ({ ...item, count: query.data ? counts[item.value] : undefined }))}
        value={tab}
        onChange={setTab}
        controls={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={`${tab} ${noun}`}>
        {query.isPending ? (
          <CardGridSkeleton label={`Loading ${noun}`} />
        ) : query.isError && !query.data ? (
          <LoadError
            message={contentErrorMessage(query.error, messages.fetchFailed)}
            onRetry={() => query.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState message={messages.empty} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((item) => (
              <li key={item.id}>{card(item)}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** The card grid while the first answer loads. */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <div
          key={key}
          className="rounded-3xl border border-zinc-200/80 bg-white/80 p-5 dark:border-white/10 dark:bg-zinc-900/70"
        >
          <div className="flex items-center gap-3">
            <SkeletonMedia icon="size-11 rounded-xl" lines={['h-4 w-32', 'h-3 w-20']} />
          </div>
          <Skeleton className="mt-4 h-3 w-full" />
          <Skeleton className="mt-5 h-2 w-full rounded-full" />
        </div>
      ))}
    </div>
  );
}
