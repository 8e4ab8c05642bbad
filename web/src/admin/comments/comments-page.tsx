import { Ban, Check, MessageSquareReply, Pin, ShieldAlert, Trash } from 'lucide-react';
import { useId, useState } from 'react';
import { readStoredAdminUser } from '../../api/auth';
import {
  type AdminComment,
  type BulkAction,
  type QueueStatus,
  useCommentQueue,
  useCommentQueueMutations,
} from '../../api/comments-admin';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Pagination } from '../../components/pagination';
import { Tabs } from '../../components/tabs';
import { Textarea } from '../../components/textarea';
import { errorText } from '../../lib/api-client';
import { useNotice } from '../shared/content-form';
import { ContentPageHeader, EmptyState, LoadError, NoticeBanner } from '../shared/content-page';
import { formatDateTime } from '../shared/format';
import { CommentRulesPanel } from './comment-rules-panel';

const REASONS: Record<string, string> = {
  links: 'Two or more links',
  blocked_word: 'A blocked word',
  first_comment: 'First comment of a new visitor',
  all: 'Every comment is held',
  blocked: 'Blocked visitor or email',
  no_form_token: 'Sent without the site’s form',
  stale_form: 'Form left open over a day',
};

const DONE: Record<BulkAction, string> = {
  approve: 'Approved',
  spam: 'Marked as spam',
  delete: 'Deleted',
};

/** /admin/comments: the queue by status, one or many at once, replies as the owner, and the rules. */
export function CommentsPage() {
  const [status, setStatus] = useState<QueueStatus>('pending');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const queue = useCommentQueue(status, page);
  const mutations = useCommentQueueMutations();
  const { notice, announce, dismiss } = useNotice();
  const panelId = useId();
  const rows = queue.data?.comments ?? [];
  const counts = queue.data?.counts;

  function choose(next: QueueStatus) {
    setStatus(next);
    setPage(1);
    setSelected(new Set());
  }

  async function act(ids: string[], action: BulkAction) {
    try {
      await mutations.bulk.mutateAsync({ ids, action });
      setSelected(new Set());
      announce({
        tone: 'success',
        text: `${DONE[action]}: ${ids.length} comment${ids.length === 1 ? '' : 's'}`,
      });
    } catch (error) {
      announce({ tone: 'error', text: errorText(error, 'Failed to update comments') });
    }
  }

  async function run(work: () => Promise<unknown>, done: string) {
    try {
      await work();
      announce({ tone: 'success', text: done });
    } catch (error) {
      announce({ tone: 'error', text: errorText(error, 'Failed to update comment') });
    }
  }

  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.id));

  return (
    <div className="space-y-6">
      <ContentPageHeader
        title="Comments"
        description="Comments held by your rules wait here; approve them, mark them as spam, or reply as the author."
      />
      <NoticeBanner notice={notice} onDismiss={dismiss} />
      <Tabs
        label="Comments by status"
        controls={panelId}
        value={status}
        onChange={choose}
        items={[
          { value: 'pending', label: 'Pending', count: counts?.pending },
          { value: 'approved', label: 'Approved', count: counts?.approved },
          { value: 'spam', label: 'Spam', count: counts?.spam },
        ]}
      />
      <section id={panelId} role="tabpanel" aria-label={`${status} comments`} className="space-y-3">
        {rows.length > 0 && (
          <div className="flex flex-wrap items-center gap-2 rounded-2xl border border-zinc-200 bg-white p-2 dark:border-white/10 dark:bg-zinc-900">
            <label className="flex min-h-11 items-center gap-2 px-2 text-sm text-zinc-800 dark:text-zinc-200">
              <input
                type="checkbox"
                className="size-4.5 accent-indigo-600"
                checked={allChosen}
                onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((row) => row.id)))}
              />
              Select all on this page
            </label>
            <span className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
              {selected.size} selected
            </span>
            <div className="ml-auto flex flex-wrap gap-2">
              {status !== 'approved' && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={selected.size === 0}
                  onClick={() => act([...selected], 'approve')}
                >
                  Approve selected
                </Button>
              )}
              {status !== 'spam' && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={selected.size === 0}
                  onClick={() => act([...selected], 'spam')}
                >
                  Spam selected
                </Button>
              )}
              <Button
                size="sm"
                variant="danger"
                disabled={selected.size === 0}
                onClick={() => act([...selected], 'delete')}
              >
                Delete selected
              </Button>
            </div>
          </div>
        )}
        {queue.isError && !queue.data ? (
          <LoadError message="Failed to fetch comments" onRetry={() => queue.refetch()} />
        ) : queue.isPending ? (
          <QueueSkeleton />
        ) : rows.length === 0 ? (
          <EmptyState
            message={status === 'pending' ? 'Nothing waiting. All caught up.' : `No ${status} comments.`}
          />
        ) : (
          <ul className="space-y-3">
            {rows.map((row) => (
              <QueueRow
                key={row.id}
                comment={row}
                chosen={selected.has(row.id)}
                onChoose={(on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(row.id);
                    else next.delete(row.id);
                    return next;
                  })
                }
                onAct={(action) => act([row.id], action)}
                onPin={() =>
                  run(
                    () => mutations.pin.mutateAsync({ id: row.id, pinned: !row.pinned }),
                    row.pinned ? 'Unpinned' : 'Pinned',
                  )
                }
                onBlock={() =>
                  run(
                    () => mutations.block.mutateAsync({ comment_id: row.id }),
                    'Blocked: their next comments go to Spam',
                  )
                }
                onReply={(content) =>
                  run(
                    () =>
                      mutations.reply.mutateAsync({
                        postId: row.post_id,
                        parentId: row.id,
                        content,
                        name: readStoredAdminUser()?.name || 'Author',
                      }),
                    'Reply posted with your Author badge',
                  )
                }
              />
            ))}
          </ul>
        )}
        {queue.data && queue.data.totalPages > 1 && (
          <Pagination page={page} totalPages={queue.data.totalPages} onPageChange={setPage} />
        )}
      </section>
      <CommentRulesPanel onNotice={announce} />
    </div>
  );
}

function QueueRow({
  comment,
  chosen,
  onChoose,
  onAct,
  onPin,
  onBlock,
  onReply,
}: {
  comment: AdminComment;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  onAct: (action: BulkAction) => void;
  onPin: () => void;
  onBlock: () => void;
  onReply: (content: string) => Promise<void>;
}) {
  const [replying, setReplying] = useState(false);
  const [draft, setDraft] = useState('');
  const reason = comment.held_reason ? (REASONS[comment.held_reason] ?? comment.held_reason) : null;
  return (
    <li className="rounded-2xl border border-zinc-200 bg-white p-4 dark:border-white/10 dark:bg-zinc-900">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          aria-label={`Select the comment by ${comment.name}`}
          className="mt-1 size-4.5 shrink-0 accent-indigo-600"
          checked={chosen}
          onChange={(e) => onChoose(e.target.checked)}
        />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-zinc-900 dark:text-white">{comment.name}</span>
            {comment.email && (
              <span className="break-all text-zinc-600 dark:text-zinc-400">{comment.email}</span>
            )}
            {comment.author_badge && <Badge tone="accent">Author</Badge>}
            {comment.pinned && <Badge tone="info">Pinned</Badge>}
            {reason && <Badge tone="warning">{reason}</Badge>}
          </p>
          <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
            {formatDateTime(comment.created_at)} on{' '}
            <a className="underline underline-offset-2" href={`/blog/${comment.post_slug}`}>
              {comment.post_title}
            </a>
          </p>
          <p className="mt-2 whitespace-pre-line break-words text-sm text-zinc-800 dark:text-zinc-200">
            {comment.content}
          </p>
          <div className="mt-3 flex flex-wrap gap-1">
            {comment.status !== 'approved' && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onAct('approve')}
                aria-label={`Approve the comment by ${comment.name}`}
              >
                <Check aria-hidden="true" className="size-4" />
                Approve
              </Button>
            )}
            {comment.status !== 'spam' && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onAct('spam')}
                aria-label={`Mark the comment by ${comment.name} as spam`}
              >
                <ShieldAlert aria-hidden="true" className="size-4" />
                Spam
              </Button>
            )}
            {comment.status === 'approved' && (
              <>
                <Button size="sm" variant="ghost" onClick={() => setReplying((open) => !open)}>
                  <MessageSquareReply aria-hidden="true" className="size-4" />
                  Reply
                </Button>
                {!comment.parent_id && (
                  <Button size="sm" variant="ghost" onClick={onPin}>
                    <Pin aria-hidden="true" className="size-4" />
                    {comment.pinned ? 'Unpin' : 'Pin'}
                  </Button>
                )}
              </>
            )}
            {!comment.author_badge && (
              <Button
                size="sm"
                variant="ghost"
                onClick={onBlock}
                aria-label={`Block the visitor who wrote as ${comment.name}`}
              >
                <Ban aria-hidden="true" className="size-4" />
                Block
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              className="text-rose-700 dark:text-rose-400"
              onClick={() => onAct('delete')}
              aria-label={`Delete the comment by ${comment.name}`}
            >
              <Trash aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </div>
          {replying && (
            <form
              className="mt-3 space-y-2"
              onSubmit={async (event) => {
                event.preventDefault();
                if (!draft.trim()) return;
                await onReply(draft.trim());
                setDraft('');
                setReplying(false);
              }}
            >
              <Textarea
                label={`Reply to ${comment.name}`}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                maxLength={5000}
              />
              <div className="flex gap-2">
                <Button size="sm" type="submit" disabled={!draft.trim()}>
                  Post reply
                </Button>
                <Button size="sm" variant="ghost" type="button" onClick={() => setReplying(false)}>
                  Cancel
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </li>
  );
}

function QueueSkeleton() {
  return (
    <ul className="space-y-3" aria-busy="true" aria-label="Loading comments">
      {[0, 1, 2].map((index) => (
        <li
          key={index}
          className="h-32 animate-pulse rounded-2xl border border-zinc-200 bg-zinc-100 dark:border-white/10 dark:bg-white/5"
        />
      ))}
    </ul>
  );
}
