import type { CommentView } from '../../api/blog';

/** A visitor's view of a comment, for tests. */
export function comment(overrides: Partial<CommentView> = {}): CommentView {
  return {
    id: 'c1',
    parent_id: null,
    name: 'Amina',
    content: 'Great post',
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    upvotes: 0,
    downvotes: 0,
    userVote: null,
    metadata: null,
    replies: [],
    ...overrides,
  };
}
