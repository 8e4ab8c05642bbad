import { ChevronDown, ChevronRight, MessageSquare, Reply, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { type CommentView, formatPostDate } from '../../api/blog';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { NoScriptNote } from '../../components/no-script-note';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { counted } from '../../lib/counted';
import { CommentForm, FIELD } from './comment-form';
import { isEdited, isOwnComment, isPending } from './comment-logic';
import { type CommentActions, useCommentActions } from './use-comment-actions';

function CommentItem({
  comment,
  actions,
  depth,
}: {
  comment: CommentView;
  actions: CommentActions;
  depth: number;
}) {
  const [expanded, setExpanded] = useState(true);
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const pending = isPending(comment);
  // Held for the owner: only its author gets it (a private answer), marked, with nothing to press.
  const held = comment.status === 'pending' || comment.status === 'spam';
  const own = isOwnComment(comment, actions.identifier);
  const name = comment.name || comment.user_name || 'Anonymous';
  const replyCount = comment.replies.length;

  async function save() {
    if (draft.trim() === '') return;
    if (await actions.onSave(comment, draft.trim())) setEditing(false);
  }

  return (
    <li
      className={cn('transition-opacity', pending && 'opacity-70')}
      data-testid="comment"
      aria-busy={pending || undefined}
    >
      <article className="rounded-2xl border border-zinc-200 bg-white p-4 dark:border-white/10 dark:bg-zinc-900">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold text-zinc-900 dark:text-white">
            {comment.deleted ? 'Deleted' : name}
          </span>
          <span className="text-zinc-600 dark:text-zinc-400">{formatPostDate(comment.created_at)}</span>
          {isEdited(comment) && !comment.deleted && (
            <span className="text-zinc-600 dark:text-zinc-400">(edited)</span>
          )}
          {comment.author_badge && <Badge tone="accent">Author</Badge>}
          {comment.pinned && <Badge tone="info">Pinned</Badge>}
          {held && !pending && <Badge tone="warning">Awaiting moderation</Badge>}
          {pending && <Spinner size="sm" label="Posting comment" />}
        </header>
        {editing ? (
          <div className="mt-2 space-y-2">
            <label className="sr-only" htmlFor={`edit-${comment.id}`}>
              Edit comment
            </label>
            <textarea
              id={`edit-${comment.id}`}
              className={cn(FIELD, 'min-h-20')}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <div className="flex gap-2">
              <Button size="sm" onClick={() => void save()} disabled={draft.trim() === ''}>
                Save
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setDraft(comment.content);
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <p
            className={cn(
              'mt-2 whitespace-pre-line break-words text-sm text-zinc-700 leading-relaxed dark:text-zinc-300',
              comment.deleted && 'italic',
            )}
          >
            {comment.content}
          </p>
        )}
        {!pending && !held && !comment.deleted && (
          <div className="mt-3 flex flex-wrap items-center gap-1 text-sm">
            {VOTES.map(({ type, label, icon: Icon, count }) => (
              <VoteButton
                key={type}
                label={label}
                count={count(comment)}
                active={comment.userVote === type}
                onClick={() => actions.onVote(comment, type)}
              >
                <Icon aria-hidden="true" className="size-4" />
              </VoteButton>
            ))}
            {!actions.closed && (
              <Button size="sm" variant="ghost" onClick={() => setReplying((open) => !open)}>
                <Reply aria-hidden="true" className="size-4" />
                Reply
              </Button>
            )}
            {own && !editing && (
              <>
                <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-rose-700 dark:text-rose-400"
                  onClick={() => actions.onDelete(comment)}
                >
                  Delete
                </Button>
              </>
            )}
          </div>
        )}
        {replying && (
          <div className="mt-4 border-zinc-200 border-t pt-4 dark:border-white/10">
            <CommentForm
              postId={actions.postId}
              parentId={comment.id}
              onCancel={() => setReplying(false)}
              onSubmit={(input) => {
                setReplying(false);
                setExpanded(true);
                actions.onReply(input);
              }}
            />
          </div>
        )}
      </article>
      {replyCount > 0 && (
        <div className={cn('mt-2', depth < 4 && 'pl-4 sm:pl-8')}>
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
            className="inline-flex items-center gap-1 rounded-md px-1 py-0.5 font-medium text-indigo-700 text-xs hover:underline dark:text-indigo-300"
          >
            {expanded ? (
              <ChevronDown aria-hidden="true" className="size-3.5" />
            ) : (
              <ChevronRight aria-hidden="true" className="size-3.5" />
            )}
            {expanded ? 'Hide replies' : `Show ${counted(replyCount, 'reply', 'replies')}`}
          </button>
          {expanded && <CommentList comments={comment.replies} actions={actions} depth={depth + 1} />}
        </div>
      )}
    </li>
  );
}

/** The two votes a comment takes, in the order they show. */
const VOTES = [
  { type: 'up', label: 'Upvote', icon: ThumbsUp, count: (comment: CommentView) => comment.upvotes },
  { type: 'down', label: 'Downvote', icon: ThumbsDown, count: (comment: CommentView) => comment.downvotes },
] as const;

type VoteButtonProps = {
  label: string;
  count: number;
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
};

function VoteButton({ label, count, active, onClick, children }: VoteButtonProps) {
  return (
    <button
      type="button"
      aria-label={`${label} (${count})`}
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-medium transition-colors',
        active
          ? 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200'
          : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-white/10',
      )}
    >
      {children}
      {count}
    </button>
  );
}

function CommentList({
  comments,
  actions,
  depth,
}: {
  comments: readonly CommentView[];
  actions: CommentActions;
  depth: number;
}) {
  return (
    <ul className="mt-3 space-y-3">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} actions={actions} depth={depth} />
      ))}
    </ul>
  );
}

/** Threaded comments of a post, with optimistic add, votes and the author's edit and delete. */
export function BlogComments({ postId, closed = false }: { postId: string; closed?: boolean }) {
  const { comments, loading, isError, actions: all } = useCommentActions(postId);
  // Closed by the owner: the thread stays, nothing new is taken (the server refuses it too).
  const actions = { ...all, closed };

  const count = countComments(comments ?? []);
  return (
    <section aria-labelledby="comments-title" className="mt-14">
      <h2
        id="comments-title"
        className="flex items-center gap-2 font-semibold text-2xl text-zinc-950 dark:text-white"
      >
        <MessageSquare aria-hidden="true" className="size-6" />
        Comments ({count})
      </h2>
      <div className="mt-5 rounded-2xl border border-zinc-200 bg-zinc-50 p-4 sm:p-5 dark:border-white/10 dark:bg-white/5">
        <h3 className="mb-3 font-semibold text-zinc-900 dark:text-white">Leave a comment</h3>
        <NoScriptNote className="mb-3">Comments need JavaScript.</NoScriptNote>
        {closed ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Comments are closed on this post.</p>
        ) : (
          <CommentForm postId={actions.postId} parentId={null} onSubmit={actions.onReply} />
        )}
      </div>
      {loading && <Spinner className="mt-6" label="Loading comments" />}
      {isError && !comments && (
        <p className="mt-6 text-rose-700 text-sm dark:text-rose-400">Failed to fetch comments</p>
      )}
      {comments && comments.length === 0 && (
        <p className="mt-6 text-center text-zinc-600 dark:text-zinc-400">
          No comments yet. Be the first to comment!
        </p>
      )}
      {comments && comments.length > 0 && <CommentList comments={comments} actions={actions} depth={0} />}
    </section>
  );
}

/** Approved comments only: the author's own held ones are shown to them, never counted. */
export function countComments(comments: readonly CommentView[]): number {
  return comments.reduce(
    (sum, comment) =>
      sum +
      (comment.status === 'pending' || comment.status === 'spam' ? 0 : 1) +
      countComments(comment.replies),
    0,
  );
}
