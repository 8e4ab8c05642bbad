import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  addComment,
  type CommentView,
  deleteComment,
  updateComment,
  useComments,
  type VoteType,
  voteComment,
} from '../../api/blog';
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
  identifier: string;
  onReply: (input: NewComment) => void;
  onVote: (comment: CommentView, type: VoteType) => void;
  onSave: (comment: CommentView, content: string) => Promise<boolean>;
  onDelete: (comment: CommentView) => void;
};

/** A post's comments for this visitor, with optimistic add and votes, edit and delete. */
export function useCommentActions(postId: string) {
  const [identifier] = useState(visitorIdentifier);
  const queryClient = useQueryClient();
  const key = queryKeys.blog.comments(postId, identifier);
  const { data: comments, isPending: loading, isError } = useComments(postId, identifier);

  const change = (update: (list: CommentView[]) => CommentView[]) =>
    queryClient.setQueryData<CommentView[]>(key, (list) => update(list ?? []));
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const actions: CommentActions = {
    identifier,
    onReply: (input) => void add(input),
    onVote: (comment, type) => void vote(comment, type),
    onSave: (comment, content) => save(comment, content),
    onDelete: (comment) => void remove(comment),
  };

  async function add(input: NewComment) {
    const optimistic = pendingComment(input, identifier);
    change((list) => insertComment(list, optimistic));
    try {
      await addComment(postId, input, identifier);
      await refresh();
    } catch (error) {
      change((list) => removeComment(list, optimistic.id));
      window.alert(`Error adding comment: ${errorText(error, 'Unknown error')}`);
    }
  }

  async function vote(comment: CommentView, type: VoteType) {
    const before = comment;
    const after = applyVote(comment, type);
    change((list) => mapComment(list, comment.id, () => ({ ...after, replies: comment.replies })));
    writeLocalVote(comment.id, after.userVote);
    try {
      const counts = await voteComment(comment.id, type, identifier);
      change((list) => mapComment(list, comment.id, (current) => ({ ...current, ...counts })));
      writeLocalVote(comment.id, counts.userVote);
    } catch (error) {
      change((list) =>
        mapComment(list, comment.id, (current) => ({
          ...current,
          userVote: before.userVote,
          upvotes: before.upvotes,
          downvotes: before.downvotes,
        })),
      );
      writeLocalVote(comment.id, before.userVote);
      window.alert(`Error voting: ${errorText(error, 'Unknown error')}`);
    }
  }

  async function save(comment: CommentView, content: string): Promise<boolean> {
    try {
      await updateComment(comment.id, content, identifier);
      await refresh();
      return true;
    } catch (error) {
      window.alert(errorText(error, 'Failed to update comment'));
      return false;
    }
  }

  async function remove(comment: CommentView) {
    if (!window.confirm('Are you sure you want to delete this comment?')) return;
    try {
      await deleteComment(comment.id, identifier);
      await refresh();
    } catch (error) {
      window.alert(errorText(error, 'Failed to delete comment'));
    }
  }

  return { comments, loading, isError, actions };
}
