import { Download, Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import {
  EMPTY_SUBSCRIBERS_FILTERS,
  exportSubscribers,
  SUBSCRIBER_MESSAGES,
  type Subscriber,
  type SubscribersFilters,
  subscribersFailure,
  useSubscriberMutations,
  useSubscriberStatsQuery,
  useSubscribersQuery,
} from '../../api/subscribers';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { errorText } from '../../lib/api-client';
import { useNotice } from '../shared/content-form';
import { ContentPageHeader, EmptyState } from '../shared/content-page';
import { ListPage, useListFilters } from '../shared/list-page';
import { SubscriberConfirm } from './subscriber-confirm';
import { STATUS_FILTERS } from './subscriber-status';
import { SubscribersFiltersBar } from './subscribers-filters';
import { type SubscriberAction, SubscribersTable, SubscribersTableSkeleton } from './subscribers-table';
import { SubscribersTiles } from './subscribers-tiles';

type Dialog = { action: SubscriberAction; subscriber: Subscriber } | null;

/** /admin/subscribers: totals, status and search filters, the list, CSV export, unsubscribe and delete. */
export function SubscribersPage() {
  const { filters, setFilters, page, setPage } =
    useListFilters<SubscribersFilters>(EMPTY_SUBSCRIBERS_FILTERS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);
  const list = useSubscribersQuery(filters, page);
  const stats = useSubscriberStatsQuery();
  const mutations = useSubscriberMutations();
  const listId = useId();
  const { notice, announce, dismiss } = useNotice();
  const data = list.data;

  async function onExport() {
    setExporting(true);
    try {
      await exportSubscribers();
    } catch (error) {
      announce({ tone: 'error', text: errorText(error, SUBSCRIBER_MESSAGES.exportFailed) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <ListPage
      header={
        <ContentPageHeader
          title="Subscribers"
          description="Everyone who signed up for the newsletter, and where they stand."
          action={
            <Button variant="outline" onClick={onExport} loading={exporting}>
              {!exporting && <Download aria-hidden="true" className="size-4" />}
              Export CSV
            </Button>
          }
        />
      }
      notice={notice}
      onDismissNotice={dismiss}
      summary={
        stats.isError ? (
          <Alert tone="error">{SUBSCRIBER_MESSAGES.statsFailed}</Alert>
        ) : (
          <SubscribersTiles stats={stats.data} loading={stats.isPending} />
        )
      }
      filters={<SubscribersFiltersBar filters={filters} onChange={setFilters} controls={listId} />}
      listProps={{
        id: listId,
        role: 'tabpanel',
        'aria-label': `${STATUS_FILTERS.find((item) => item.value === filters.status)?.label ?? 'All'} subscribers`,
      }}
      query={list}
      loaded={data !== undefined}
      empty={data?.subscribers.length === 0}
      skeleton={<SubscribersTableSkeleton />}
      failure={subscribersFailure(list.error)}
      emptyState={<EmptyState bare icon={Inbox} message={SUBSCRIBER_MESSAGES.empty} />}
      table={
        data && (
          <SubscribersTable
            subscribers={data.subscribers}
            busyIds={dialog ? new Set([dialog.subscriber.id]) : new Set()}
            onAction={(action, subscriber) => setDialog({ action, subscriber })}
          />
        )
      }
      pagination={data?.pagination}
      onPageChange={setPage}
    >
      {dialog && (
        <SubscriberConfirm
          action={dialog.action}
          subscriber={dialog.subscriber}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const run = dialog.action === 'delete' ? mutations.remove : mutations.unsubscribe;
            const answer = await run.mutateAsync(dialog.subscriber.id);
            setDialog(null);
            const done = dialog.action === 'delete' ? 'Subscriber deleted' : 'Subscriber unsubscribed';
            announce({ tone: 'success', text: answer?.message || done });
          }}
        />
      )}
    </ListPage>
  );
}
