import { describe, expect, it } from 'vitest';
import { rankRelated } from './related.ts';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const post = { id: 'p', category: 'Tech', tags: ['koa', 'node'], publishedAt: at(1) };

describe('rankRelated', () => {
  it('puts the same category first, then shared tags, never the post itself', () => {
    const candidates = [
      { id: 'p', category: 'Tech', tags: ['koa'], publishedAt: at(9) },
      { id: 'tags2', category: 'Life', tags: ['Koa', 'node'], publishedAt: at(2) },
      { id: 'tags1', category: 'Life', tags: ['node'], publishedAt: at(3) },
      { id: 'cat-old', category: 'Tech', tags: [], publishedAt: at(2) },
      { id: 'cat-new', category: 'Tech', tags: [], publishedAt: at(5) },
      { id: 'cat-tag', category: 'Tech', tags: ['node'], publishedAt: at(1) },
      { id: 'none', category: 'Life', tags: ['x'], publishedAt: at(8) },
    ];
    expect(rankRelated(post, candidates, 10).map((c) => c.id)).toEqual([
      'cat-tag',
      'cat-new',
      'cat-old',
      'tags2',
      'tags1',
    ]);
    expect(rankRelated(post, candidates, 3)).toHaveLength(3);
  });
  it('an uncategorised post relates by tags only', () => {
    const lone = { ...post, category: '' };
    expect(rankRelated(lone, [{ id: 'a', category: '', tags: [], publishedAt: null }], 3)).toEqual([]);
  });
});
