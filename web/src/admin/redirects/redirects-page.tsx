import { Pencil, Signpost, Trash } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { type RedirectRow, useRedirectMutations, useRedirects } from '../../api/imports';
import { Badge } from '../../components/badge';
import { Card } from '../../components/card';
import { IconButton } from '../../components/icon-button';
import { Pagination } from '../../components/pagination';
import { readAdminToken } from '../../lib/api-client';
import { ActionConfirm } from '../shared/action-confirm';
import { useNotice } from '../shared/content-form';
import { AddButton, ContentPageHeader, EmptyState, LoadError, NoticeBanner } from '../shared/content-page';
import { SearchBox, useDebouncedSearch } from '../shared/filters';
import { formatDate } from '../shared/format';
import { type Column, ResponsiveTable } from '../shared/table';
import { TableSkeleton } from '../shared/table-skeleton';
import { RedirectFormModal } from './redirect-form-modal';
import { REDIRECT_TEXTS, sourceLabel } from './redirect-rules';

const SEARCH_DEBOUNCE_MS = 300;
const DELETE_COPY = { title: 'Delete redirect', confirm: 'Delete redirect', busy: 'Deleting…' };

/** /admin/redirects: old addresses sent to pages of this site (an import's and the owner's own). */
export function RedirectsPage() {
  if (!readAdminToken()) return <Navigate to="/admin/login" replace />;
  return <RedirectsScreen />;
}

function RedirectsScreen() {
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useDebouncedSearch(query, SEARCH_DEBOUNCE_MS, (text) => {
    setQuery(text);
    setPage(1);
  });
  const list = useRedirects(page, query);
  const { remove } = useRedirectMutations();
  const [editing, setEditing] = useState<RedirectRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<RedirectRow | null>(null);
  const { notice, announce, dismiss } = useNotice();

  const path = (value: string) => <span className="break-all font-mono text-sm">{value}</span>;
  const actions = (redirect: RedirectRow) => (
    <div className="flex items-center gap-1">
      <IconButton
        label={`Edit redirect from ${redirect.from}`}
        onClick={() => setEditing(redirect)}
        className="size-11"
      >
        <Pencil aria-hidden="true" className="size-4.5" />
      </IconButton>
      <IconButton
        label={`Delete redirect from ${redirect.from}`}
        onClick={() => setDeleting(redirect)}
        className="size-11 hover:text-rose-600 dark:hover:text-rose-400"
      >
        <Trash aria-hidden="true" className="size-4.5" />
      </IconButton>
    </div>
  );
  const columns: Column<RedirectRow>[] = [
    { label: 'From', cell: (redirect) => path(redirect.from), cellClassName: 'max-w-80' },
    { label: 'To', cell: (redirect) => path(redirect.to), cellClassName: 'max-w-80' },
    { label: 'Source', cell: (redirect) => <Badge>{sourceLabel(redirect.source)}</Badge> },
    { label: 'Date', cell: (redirect) => formatDate(redirect.updated_at) },
    { label: 'Actions', srOnly: true, cell: actions },
  ];

  const rows = list.data?.redirects;
  return (
    <div className="space-y-6">
      <ContentPageHeader
        title="Redirects"
        description="Old addresses, from an import or added here, that send visitors to a page of this site."
        action={<AddButton label="Add redirect" onClick={() => setEditing(null)} />}
      />
      <NoticeBanner notice={notice} onDismiss={dismiss} />
      <SearchBox
        label="Search redirects"
        hideLabel
        type="search"
        placeholder="Search by old or new path"
        value={search}
        onSearch={setSearch}
        containerClassName="w-full sm:max-w-sm"
      />
      {list.isError && !list.data ? (
        <LoadError message={REDIRECT_TEXTS.fetchFailed} onRetry={() => list.refetch()} />
      ) : rows?.length === 0 ? (
        <EmptyState message={query ? REDIRECT_TEXTS.noMatch : REDIRECT_TEXTS.empty} icon={Signpost} />
      ) : (
        <Card className="overflow-hidden">
          {rows ? (
            <ResponsiveTable
              items={rows}
              minWidth="min-w-[720px]"
              columns={columns}
              card={(redirect) => (
                <>
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0 space-y-1">
                      <p className="text-zinc-950 dark:text-white">{path(redirect.from)}</p>
                      <p className="text-zinc-600 dark:text-zinc-400">
                        <span aria-hidden="true">→ </span>
                        <span className="sr-only">to </span>
                        {path(redirect.to)}
                      </p>
                    </div>
                    {actions(redirect)}
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
                    <Badge>{sourceLabel(redirect.source)}</Badge>
                    {formatDate(redirect.updated_at)}
                  </div>
                </>
              )}
            />
          ) : (
            <TableSkeleton label="Loading redirects" />
          )}
        </Card>
      )}
      {list.data && list.data.pagination.totalPages > 1 && (
        <Pagination page={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} />
      )}
      {editing !== undefined && (
        <RedirectFormModal
          redirect={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(text) => {
            setEditing(undefined);
            announce({ tone: 'success', text });
          }}
        />
      )}
      {deleting && (
        <ActionConfirm
          copy={DELETE_COPY}
          failed={REDIRECT_TEXTS.deleteFailed}
          subject={deleting.from}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            const answer = await remove.mutateAsync(deleting.id);
            setDeleting(null);
            announce({ tone: 'success', text: answer.message });
          }}
        >
          will no longer send visitors to {deleting.to}.
        </ActionConfirm>
      )}
    </div>
  );
}
