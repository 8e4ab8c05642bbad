import { useQuery } from '@tanstack/react-query';
import {
  type AdminComment,
  adminCommentsResponseSchema,
  type CommentSettingsInput,
  commentSettingsResponseSchema,
  type ModerationMode,
} from '../../../modules/blog/comment-moderation.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { ANY_ANSWER, adminRequest } from '../lib/api-client';
import { itemPath, useAdminMutation, useFilteredList } from './admin-api';

/**
 * The comment queue's calls (issue 33): the queue by status, approve / spam / delete one or many,
 * pin, reply as the owner, the rules and the block list. Parsed with the blog module's schemas.
 */
export type { AdminComment, CommentSettingsInput, ModerationMode };
export type QueueStatus = AdminComment['status'];
export type BulkAction = 'approve' | 'spam' | 'delete';

export function useCommentQueue(status: QueueStatus, page: number) {
  return useFilteredList(adminKeys.blogs.queue(status, page), (signal) =>
    adminRequest(`/api/blog/comments?status=${status}&page=${page}`, adminCommentsResponseSchema, { signal }),
  );
}

export function useCommentRules() {
  return useQuery({
    queryKey: adminKeys.blogs.commentRules(),
    queryFn: ({ signal }) =>
      adminRequest('/api/blog/comment-settings', commentSettingsResponseSchema, { signal }),
  });
}

const comment = (id: string) => itemPath('/api/blog/comments', id);
const TOUCHED = [adminKeys.blogs.all];

export function useCommentQueueMutations() {
  return {
    bulk: useAdminMutation(
      ({ ids, action }: { ids: string[]; action: BulkAction }) =>
        adminRequest('/api/blog/comments/bulk', ANY_ANSWER, { method: 'POST', body: { ids, action } }),
      TOUCHED,
    ),
    pin: useAdminMutation(
      ({ id, pinned }: { id: string; pinned: boolean }) =>
        adminRequest(comment(id), ANY_ANSWER, { method: 'PATCH', body: { pinned } }),
      TOUCHED,
    ),
    reply: useAdminMutation(
      ({
        postId,
        parentId,
        content,
        name,
      }: {
        postId: string;
        parentId: string;
        content: string;
        name: string;
      }) =>
        adminRequest(`${itemPath('/api/blog', postId)}/comments`, ANY_ANSWER, {
          method: 'POST',
          body: { name, content, parent_id: parentId },
        }),
      TOUCHED,
    ),
    saveRules: useAdminMutation(
      (input: CommentSettingsInput) =>
        adminRequest('/api/blog/comment-settings', ANY_ANSWER, { method: 'PUT', body: input }),
      TOUCHED,
    ),
    block: useAdminMutation(
      (target: { comment_id: string } | { email: string }) =>
        adminRequest('/api/blog/comment-blocks', ANY_ANSWER, { method: 'POST', body: target }),
      TOUCHED,
    ),
    setClosed: useAdminMutation(
      ({ postId, closed }: { postId: string; closed: boolean }) =>
        adminRequest(`${itemPath('/api/blog', postId)}/comments-closed`, ANY_ANSWER, {
          method: 'PATCH',
          body: { closed },
        }),
      TOUCHED,
    ),
    unblock: useAdminMutation(
      (id: string) =>
        adminRequest(itemPath('/api/blog/comment-blocks', id), ANY_ANSWER, { method: 'DELETE' }),
      TOUCHED,
    ),
  };
}
