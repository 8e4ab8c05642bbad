import { describe, expect, it } from 'vitest';
import type { Comment } from '../entities/index.ts';
import { nest, presentComment } from './comment.presenter.ts';

const at = new Date('2026-01-01T00:00:00.000Z');
const comment = (id: string, parentId: string | null, extra: Partial<Comment> = {}) =>
  ({
    id,
    postId: 'p',
    parentId,
    name: `n-${id}`,
    email: `${id}@example.com`,
    content: `c-${id}`,
    authorHash: 'h',
    userAgent: 'ua',
    upvotes: 1,
    downvotes: 0,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
    ...extra,
  }) as Comment;
const visitor = { admin: false, userVote: null, ownIdentifier: undefined };

describe('presentComment', () => {
  it('hides email and authorship from visitors; shows them to the author and admin', () => {
    const view = presentComment(comment('a', null), visitor);
    expect(view).not.toHaveProperty('email');
    expect(view.metadata).toBeNull();
    expect(presentComment(comment('a', null), { ...visitor, ownIdentifier: 'user_1' }).metadata).toEqual({
      userIdentifier: 'user_1',
      userAgent: 'ua',
      timestamp: at.toISOString(),
    });
    expect(presentComment(comment('a', null), { ...visitor, admin: true }).email).toBe('a@example.com');
  });
  it('shows a deleted comment as the placeholder', () => {
    const view = presentComment(comment('a', null, { deletedAt: at }), { ...visitor, ownIdentifier: 'u' });
    expect(view).toMatchObject({
      content: 'This comment was deleted.',
      name: '',
      deleted: true,
      metadata: null,
    });
  });
});

describe('nest', () => {
  it('nests replies under parents in order; orphans go to the top', () => {
    const views = [comment('a', null), comment('b', 'a'), comment('c', 'b'), comment('d', 'gone')].map((c) =>
      presentComment(c, visitor),
    );
    const roots = nest(views);
    expect(roots.map((r) => r.id)).toEqual(['a', 'd']);
    expect(roots[0]?.replies[0]?.id).toBe('b');
    expect(roots[0]?.replies[0]?.replies[0]?.id).toBe('c');
  });
});
