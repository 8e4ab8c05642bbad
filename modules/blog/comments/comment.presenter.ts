import { type CommentView, MESSAGES, type VoteType } from '../blog.schemas.ts';
import type { Comment } from '../entities/index.ts';

export type CommentViewer = {
  /** The caller's identifier when they wrote this comment (it goes back to them only). */
  ownIdentifier: string | undefined;
  userVote: VoteType | null;
  admin: boolean;
};

/** A comment as the API answers it: no email for visitors, authorship only to its author. */
export function presentComment(comment: Comment, viewer: CommentViewer): CommentView {
  const deleted = comment.deletedAt !== null && comment.deletedAt !== undefined;
  const name = deleted ? '' : comment.name;
  return {
    id: comment.id,
    blog_id: comment.postId,
    post_id: comment.postId,
    parent_id: comment.parentId ?? null,
    name,
    user_name: name,
    ...(viewer.admin ? { email: comment.email ?? null } : {}),
    content: deleted ? MESSAGES.commentDeletedPlaceholder : comment.content,
    created_at: comment.createdAt.toISOString(),
    updated_at: comment.updatedAt.toISOString(),
    upvotes: comment.upvotes,
    downvotes: comment.downvotes,
    userVote: viewer.userVote,
    deleted,
    status: comment.status,
    author_badge: comment.isOwner && !deleted,
    pinned: comment.pinnedAt !== null && comment.pinnedAt !== undefined && !deleted,
    metadata:
      viewer.ownIdentifier && !deleted
        ? {
            userIdentifier: viewer.ownIdentifier,
            userAgent: comment.userAgent ?? null,
            timestamp: comment.createdAt.toISOString(),
          }
        : null,
    replies: [],
  };
}

/** Nests comments under their parents (order kept); orphans become top level. */
export function nest(views: CommentView[]): CommentView[] {
  const byId = new Map(views.map((view) => [view.id, view]));
  const roots: CommentView[] = [];
  for (const view of views) {
    const parent = view.parent_id ? byId.get(view.parent_id) : undefined;
    if (parent) parent.replies.push(view);
    else roots.push(view);
  }
  return roots;
}

/** Pinned top-level comments first (the latest pin first), the rest in the order they came. */
export function sortThread(roots: CommentView[]): CommentView[] {
  const pinned = roots.filter((root) => root.pinned);
  return pinned.length === 0 ? roots : [...pinned.reverse(), ...roots.filter((root) => !root.pinned)];
}
