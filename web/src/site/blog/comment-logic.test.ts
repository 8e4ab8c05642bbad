import { beforeEach, describe, expect, it, vi } from 'vitest';
import { comment } from './comment-factory';
import {
  applyVote,
  insertComment,
  isEdited,
  isOwnComment,
  pendingComment,
  readLocalVotes,
  removeComment,
  VISITOR_ID_KEY,
  VOTES_KEY,
  visitorIdentifier,
  writeLocalVote,
} from './comment-logic';

describe('visitorIdentifier', () => {
  beforeEach(() => localStorage.clear());

  it("is 'user_' plus time and a random string, kept in localStorage", () => {
    const id = visitorIdentifier();
    expect(id).toMatch(/^user_\d+_[a-z0-9]+$/);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
    expect(visitorIdentifier()).toBe(id);
  });

  it('stays the same for the visit where storage is refused', () => {
    vi.stubGlobal('localStorage', undefined);
    const id = visitorIdentifier();
    expect(id).toMatch(/^user_\d+_[a-z0-9]+$/);
    expect(visitorIdentifier()).toBe(id);
  });
});

describe('votes', () => {
  beforeEach(() => localStorage.clear());

  it('counts a first vote, removes the same vote again and switches a different one', () => {
    const up = applyVote(comment(), 'up');
    expect(up).toMatchObject({ userVote: 'up', upvotes: 1, downvotes: 0 });
    expect(applyVote(up, 'up')).toMatchObject({ userVote: null, upvotes: 0, downvotes: 0 });
    expect(applyVote(up, 'down')).toMatchObject({ userVote: 'down', upvotes: 0, downvotes: 1 });
  });

  it('never takes a count below 0', () => {
    expect(applyVote(comment({ userVote: 'up', upvotes: 0 }), 'up')).toMatchObject({ upvotes: 0 });
  });

  it('keeps votes under blog_comment_votes', () => {
    writeLocalVote('c1', 'up');
    writeLocalVote('c2', 'down');
    writeLocalVote('c2', null);
    expect(JSON.parse(localStorage.getItem(VOTES_KEY) ?? '')).toEqual({ c1: 'up' });
    expect(readLocalVotes()).toEqual({ c1: 'up' });
  });
});

describe('the comment tree', () => {
  const tree = [comment({ id: 'a', replies: [comment({ id: 'b', parent_id: 'a' })] })];

  it('adds a top-level comment last and a reply under its parent', () => {
    expect(insertComment(tree, comment({ id: 'z' })).map((c) => c.id)).toEqual(['a', 'z']);
    const nested = insertComment(tree, comment({ id: 'r', parent_id: 'b' }));
    expect(nested[0]?.replies[0]?.replies.map((c) => c.id)).toEqual(['r']);
  });

  it('removes a comment wherever it is', () => {
    expect(removeComment(tree, 'b')[0]?.replies).toEqual([]);
  });

  it("marks '(edited)' when updated_at differs and owns comments by the visitor identifier", () => {
    expect(isEdited(comment())).toBe(false);
    expect(isEdited(comment({ updated_at: '2026-01-02T00:00:00.000Z' }))).toBe(true);
    const mine = comment({ metadata: { userIdentifier: 'user_1_x' } });
    expect(isOwnComment(mine, 'user_1_x')).toBe(true);
    expect(isOwnComment(comment(), 'user_1_x')).toBe(false);
  });

  it('builds the optimistic entry under a temporary id', () => {
    const pending = pendingComment(
      { name: ' Amina ', content: ' Hi ', parent_id: null },
      'user_1',
      new Date(5),
    );
    expect(pending).toMatchObject({ id: 'temp_5', name: 'Amina', content: 'Hi' });
  });
});
