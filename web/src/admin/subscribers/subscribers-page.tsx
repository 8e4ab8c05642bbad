import { Download, Inbox, RotateCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
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
import { Card } from '../../components/card';
import { errorText } from '../../lib/api-client';
import { SubscriberConfirm } from './subscriber-confirm';
import { STATUS_FILTERS } from './subscriber-status';
import { SubscribersFiltersBar } from './subscribers-filters';
import { type SubscriberAction, SubscribersTable, SubscribersTableSkeleton } from './subscribers-table';
import { SubscribersTiles } from './subscribers-tiles';

type Dialog = { action: SubscriberAction; subscriber: Subscriber } | null;
type Notice = { tone: 'success' | 'error'; text: string } | null;

const NOTICE_MS = 5000;

/** /admin/subscribers: totals, status and search filters, the list, CSV export, unsubscribe and delete. */
export function SubscribersPage() {
  const [filters, setFilters] = useState<SubscribersFilters>(EMPTY_SUBSCRIBERS_FILTERS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [exporting, setExporting] = useState(false);
  const list = useSubscribersQuery(filters);
  const stats = useSubscriberStatsQuery();
  const mutations = useSubscriberMutations();
  const listId = useId();
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const data = list.data;

  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  function announce(next: Notice) {
    clearTimeout(noticeTimer.current);
    setNotice(next);
    if (next?.tone === 'success') noticeTimer.current = setTimeout(() => setNotice(null), NOTICE_MS);
  }

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
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white">Subscribers</h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            Everyone who signed up for the newsletter, and where they stand.
          </p>
        </div>
        <Button variant="outline" onClick={onExport} loading={exporting}>
          {!exporting && <Download aria-hidden="true" className="size-4" />}
          Export CSV
        </Button>
      </div>

      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}

      {stats.isError ? (
        <Alert tone="error">{SUBSCRIBER_MESSAGES.statsFailed}</Alert>
      ) : (
        <SubscribersTiles stats={stats.data} loading={stats.isPending} />
      )}

      <Card className="p-4 sm:p-5">
        <SubscribersFiltersBar filters={filters} onChange={setFilters} controls={listId} />
      </Card>

      <Card
        id={listId}
        role="tabpanel"
        aria-label={`${STATUS_FILTERS.find((item) => item.value === filters.status)?.label ?? 'All'} subscribers`}
        className="overflow-hidden"
      >
        {list.isPending ? (
          <SubscribersTableSkeleton />
        ) : list.isError && !data ? (
          <div className="p-6">
            <Alert tone="error">
              {subscribersFailure(list.error)}
              <div className="mt-3">
                <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                  <RotateCw aria-hidden="true" className="size-4" />
                  Try again
                </Button>
              </div>
            </Alert>
          </div>
        ) : data && data.length === 0 ? (
          <div role="status" className="flex flex-col items-center px-6 py-16 text-center">
            <span className="grid size-12 place-items-center rounded-2xl bg-zinc-100 text-zinc-500 dark:bg-white/10 dark:text-zinc-400">
              <Inbox aria-hidden="true" className="size-6" />
            </span>
            <p className="mt-4 font-medium text-zinc-900 dark:text-white">{SUBSCRIBER_MESSAGES.empty}</p>
          </div>
        ) : (
          data && (
            <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              {list.isError && (
                <div className="p-4 pb-0">
                  <Alert tone="error">{subscribersFailure(list.error)}</Alert>
                </div>
              )}
              <SubscribersTable
                subscribers={data}
                busyIds={dialog ? new Set([dialog.subscriber.id]) : new Set()}
                onAction={(action, subscriber) => setDialog({ action, subscriber })}
              />
            </div>
          )
        )}
      </Card>

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
    </div>
  );
}
