import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addComment,
  type CommentView,
  deleteComment,
  updateComment,
  useComments,
  type VoteType,
  voteComment,
} from '../../api/blog';
import { useSiteMutation } from '../../api/site-mutation';
import { useBrowserValue } from '../../hooks/use-hydrating';
import { errorText } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import {
  applyVote,
  insertComment,
  mapComment,
  pendingComment,
  removeComment,
  visitorIdentifier,
  writeLocalVote,
} from './comment-logic';

export type NewComment = Parameters<typeof addComment>[1];

/** What a comment's controls can do; each call updates the cached thread and rolls back on failure. */
export type CommentActions = {
  postId: string;
  /** The owner closed the post's comments: no reply buttons. */
  closed?: boolean;
  identifier: string;
  onReply: (input: NewComment) => void;
  onVote: (comment: CommentView, type: VoteType) => void;
  onSave: (comment: CommentView, content: string) => Promise<boolean>;
  onDelete: (comment: CommentView) => void;
};

/**
 * A post's comments for this visitor, with optimistic add and votes, edit and delete. A new
 * comment is the POST's answer, put in the pending entry's place: the thread is not fetched again.
 * A vote, an edit or a delete runs one at a time per comment (a double click sends once, while
 * another comment's vote still goes); adding is not held back, as each submit is a comment of its
 * own and the form empties itself on submit.
 */
export function useCommentActions(postId: string) {
  // The identifier lives in the browser's storage: the server and the hydrating render have none
  // (and load no comments), the browser's own is read right after.
  const identifier = useBrowserValue(visitorIdentifier, '');
  const queryClient = useQueryClient();
  const key = queryKeys.blog.comments(postId, identifier);
  const { data: comments, isPending: loading, isError } = useComments(postId, identifier);

  const change = (update: (list: CommentView[]) => CommentView[]) =>
    queryClient.setQueryData<CommentView[]>(key, (list) => update(list ?? []));
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const add = useMutation({
    mutationFn: (input: NewComment) => addComment(postId, input, identifier),
    onMutate: async (input) => {
      // A thread read in flight would otherwise land over the pending entry.
      await queryClient.cancelQueries({ queryKey: key });
      const pending = pendingComment(input, identifier);
      change((list) => insertComment(list, pending));
      return { pendingId: pending.id };
    },
    onSuccess: (created, _input, context) =>
      change((list) => mapComment(list, context.pendingId, () => created)),
    onError: (error, _input, context) => {
      if (context) change((list) => removeComment(list, context.pendingId));
      window.alert(`Error adding comment: ${errorText(error, 'Unknown error')}`);
    },
  });

  const byComment = ({ comment }: { comment: CommentView }) => comment.id;

  const vote = useSiteMutation({
    lock: byComment,
    mutationFn: ({ comment, type }: { comment: CommentView; type: VoteType }) =>
      voteComment(comment.id, type, identifier),
    onMutate: ({ comment, type }) => {
      const after = applyVote(comment, type);
      change((list) => mapComment(list, comment.id, () => ({ ...after, replies: comment.replies })));
      writeLocalVote(comment.id, after.userVote);
    },
    onSuccess: (counts, { comment }) => {
      change((list) => mapComment(list, comment.id, (current) => ({ ...current, ...counts })));
      writeLocalVote(comment.id, counts.userVote);
    },
    onError: (error, { comment }) => {
      change((list) =>
        mapComment(list, comment.id, (current) => ({
          ...current,
          userVote: comment.userVote,
          upvotes: comment.upvotes,
          downvotes: comment.downvotes,
        })),
      );
      writeLocalVote(comment.id, comment.userVote);
      window.alert(`Error voting: ${errorText(error, 'Unknown error')}`);
    },
  });

  const save = useSiteMutation({
    lock: byComment,
    mutationFn: ({ comment, content }: { comment: CommentView; content: string }) =>
      updateComment(comment.id, content, identifier),
    onError: (error) => window.alert(errorText(error, 'Failed to update comment')),
    onSettled: (_answer, error) => (error ? undefined : refresh()),
  });

  const remove = useSiteMutation({
    lock: (comment: CommentView) => comment.id,
    mutationFn: (comment: CommentView) => deleteComment(comment.id, identifier),
    onError: (error) => window.alert(errorText(error, 'Failed to delete comment')),
    onSettled: (_answer, error) => (error ? undefined : refresh()),
  });

  const actions: CommentActions = {
    postId,
    identifier,
    onReply: (input) => add.mutate(input),
    onVote: (comment, type) => void vote.send({ comment, type }),
    onSave: (comment, content) => save.send({ comment, content }),
    onDelete: (comment) => {
      if (window.confirm('Are you sure you want to delete this comment?')) void remove.send(comment);
    },
  };

  return { comments, loading, isError, actions };
}
