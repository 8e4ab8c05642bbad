import { Trash } from 'lucide-react';
import { useState } from 'react';
import { type AdminComment, type AdminPost, useAdminComments, useBlogMutations } from '../../api/blog-admin';
import { useCommentQueueMutations } from '../../api/comments-admin';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { errorText } from '../../lib/api-client';
import { formatDateTime } from '../shared/format';

function CommentRow({
  comment,
  onDelete,
}: {
  comment: AdminComment;
  onDelete: (comment: AdminComment) => void;
}) {
  const name = comment.user_name || comment.name || 'Anonymous';
  return (
    <li>
      <div className="rounded-xl border border-zinc-200 p-3 dark:border-white/10">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium text-sm text-zinc-900 dark:text-white">
              {comment.deleted ? 'Deleted comment' : name}
              {comment.email && (
                <span className="ml-2 font-normal text-zinc-600 dark:text-zinc-400">{comment.email}</span>
              )}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
              {formatDateTime(comment.created_at)}
              {comment.status === 'pending' && <Badge tone="warning">Pending</Badge>}
              {comment.status === 'spam' && <Badge tone="danger">Spam</Badge>}
              {comment.author_badge && <Badge tone="accent">Author</Badge>}
            </p>
          </div>
          {!comment.deleted && (
            <Button
              size="sm"
              variant="ghost"
              className="text-rose-700 dark:text-rose-400"
              onClick={() => onDelete(comment)}
              aria-label={`Delete comment by ${name}`}
            >
              <Trash aria-hidden="true" className="size-4" />
              Delete
            </Button>
          )}
        </div>
        <p className="mt-2 whitespace-pre-line break-words text-sm text-zinc-700 dark:text-zinc-300">
          {comment.content}
        </p>
      </div>
      {comment.replies.length > 0 && (
        <ul className="mt-2 space-y-2 border-zinc-200 border-l-2 pl-4 dark:border-white/10">
          {comment.replies.map((reply) => (
            <CommentRow key={reply.id} comment={reply} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A post's comments with their replies; the admin deletes one after a confirmation. */
export function BlogCommentsModal({
  post,
  onClose,
  onError,
}: {
  post: AdminPost;
  onClose: () => void;
  onError: (message: string) => void;
}) {
  const comments = useAdminComments(post.id);
  const { removeComment } = useBlogMutations();
  const { setClosed } = useCommentQueueMutations();
  const [target, setTarget] = useState<AdminComment | null>(null);
  // The owner closes or opens a post's comments here (issue 33); the list refetches with the answer.
  const [closed, setClosedShown] = useState(post.comments_closed === true);

  if (target) {
    return (
      <ConfirmDialog
        title="Delete comment"
        confirmLabel="Delete comment"
        onClose={() => setTarget(null)}
        onConfirm={async () => {
          await removeComment.mutateAsync({ id: target.id, postId: post.id });
          setTarget(null);
        }}
        describeError={(error) => {
          const message = errorText(error, 'Failed to delete comment');
          onError(message);
          return message;
        }}
      >
        Are you sure you want to delete this comment? This action cannot be undone.
      </ConfirmDialog>
    );
  }

  return (
    <Modal open onClose={onClose} size="lg" title={`Comments: ${post.title}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {closed ? 'Comments are closed: visitors cannot add new ones.' : 'Comments are open.'}
        </p>
        <Button
          size="sm"
          variant="outline"
          loading={setClosed.isPending}
          onClick={async () => {
            try {
              await setClosed.mutateAsync({ postId: post.id, closed: !closed });
              setClosedShown(!closed);
            } catch (error) {
              onError(errorText(error, 'Failed to update comments'));
            }
          }}
        >
          {closed ? 'Open comments' : 'Close comments'}
        </Button>
      </div>
      {comments.isPending && <Spinner label="Loading comments" />}
      {comments.isError && (
        <p className="text-rose-700 text-sm dark:text-rose-400">Failed to fetch comments</p>
      )}
      {comments.data && comments.data.length === 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No comments yet.</p>
      )}
      {comments.data && comments.data.length > 0 && (
        <ul className="space-y-3">
          {comments.data.map((comment) => (
            <CommentRow key={comment.id} comment={comment} onDelete={setTarget} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
