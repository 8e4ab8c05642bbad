import type { CommentView, VoteType } from '../../api/blog';
import { localStore } from '../shared/local-store';

/** localStorage keys of the spec (public section 3). */
export const VISITOR_ID_KEY = 'blog_user_identifier';
export const VOTES_KEY = 'blog_comment_votes';
export const TEMP_ID_PREFIX = 'temp_';

// Where storage is refused the identifier still lasts the visit: the same value on every read.
let unkeptIdentifier: string | undefined;

/** The visitor identifier: 'user_' + time + a random string, kept in the browser. */
export function visitorIdentifier(): string {
  const store = localStore();
  const kept = store?.getItem(VISITOR_ID_KEY);
  if (kept) return kept;
  unkeptIdentifier ??= `user_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;
  try {
    store?.setItem(VISITOR_ID_KEY, unkeptIdentifier);
  } catch {
    // Storage full: the copy above serves this visit.
  }
  return unkeptIdentifier;
}

export type LocalVotes = Record<string, VoteType>;

export function readLocalVotes(): LocalVotes {
  try {
    const parsed: unknown = JSON.parse(localStore()?.getItem(VOTES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const votes: LocalVotes = {};
    for (const [id, vote] of Object.entries(parsed)) if (vote === 'up' || vote === 'down') votes[id] = vote;
    return votes;
  } catch {
    return {};
  }
}

export function writeLocalVote(commentId: string, vote: VoteType | null): void {
  const votes = readLocalVotes();
  if (vote) votes[commentId] = vote;
  else delete votes[commentId];
  localStore()?.setItem(VOTES_KEY, JSON.stringify(votes));
}

/**
 * A vote's effect (spec section 4): the same vote again removes it, a different one switches it,
 * counts never go below 0.
 */
export function applyVote(comment: CommentView, requested: VoteType): CommentView {
  const current = comment.userVote;
  const next = current === requested ? null : requested;
  let { upvotes, downvotes } = comment;
  if (current === 'up') upvotes -= 1;
  if (current === 'down') downvotes -= 1;
  if (next === 'up') upvotes += 1;
  if (next === 'down') downvotes += 1;
  return { ...comment, userVote: next, upvotes: Math.max(0, upvotes), downvotes: Math.max(0, downvotes) };
}

/** Changes one comment anywhere in the tree. */
export function mapComment(
  comments: readonly CommentView[],
  id: string,
  change: (comment: CommentView) => CommentView,
): CommentView[] {
  return comments.map((comment) =>
    comment.id === id ? change(comment) : { ...comment, replies: mapComment(comment.replies, id, change) },
  );
}

/** Adds a comment at the top level or as the last reply of its parent. */
export function insertComment(comments: readonly CommentView[], added: CommentView): CommentView[] {
  if (!added.parent_id) return [...comments, added];
  return mapComment(comments, added.parent_id, (parent) => ({
    ...parent,
    replies: [...parent.replies, added],
  }));
}

/** Takes a comment (and its replies) out of the tree. */
export function removeComment(comments: readonly CommentView[], id: string): CommentView[] {
  return comments
    .filter((comment) => comment.id !== id)
    .map((comment) => ({ ...comment, replies: removeComment(comment.replies, id) }));
}

export const isPending = (comment: CommentView): boolean => comment.id.startsWith(TEMP_ID_PREFIX);
export const isEdited = (comment: CommentView): boolean => comment.created_at !== comment.updated_at;
/** Offered only to the comment's author, matched by the identifier the browser keeps (spec section 6). */
export const isOwnComment = (comment: CommentView, identifier: string): boolean =>
  !comment.deleted && comment.metadata?.userIdentifier === identifier;

/** The optimistic entry shown while the server stores a new comment. */
export function pendingComment(
  input: { name: string; content: string; parent_id: string | null },
  identifier: string,
  now: Date = new Date(),
): CommentView {
  const stamp = now.toISOString();
  return {
    id: `${TEMP_ID_PREFIX}${now.getTime()}`,
    parent_id: input.parent_id,
    name: input.name.trim(),
    content: input.content.trim(),
    created_at: stamp,
    updated_at: stamp,
    upvotes: 0,
    downvotes: 0,
    userVote: null,
    metadata: { userIdentifier: identifier, timestamp: stamp },
    replies: [],
  };
}
