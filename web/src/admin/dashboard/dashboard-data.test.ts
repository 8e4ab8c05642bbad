import { describe, expect, it } from 'vitest';
import { summarySchema } from '../../api/admin-summary';
import { contentBreakdown, contentItems } from './dashboard-data';

describe('contentItems', () => {
  it('adds skills, projects and blog posts (not promotions or subscribers)', () => {
    expect(contentItems({ skills: 3, projects: 2, posts: 4, promotions: 9, subscribers: 100 })).toBe(9);
  });
});

describe('summarySchema', () => {
  it('keeps at most 5 activity entries and refuses an unknown kind', () => {
    const entry = (n: number) => ({
      type: 'skill',
      id: `s${n}`,
      title: `S${n}`,
      created_at: '2025-01-01T00:00:00Z',
    });
    const counts = { skills: 6, projects: 0, posts: 0, promotions: 0, subscribers: 0 };
    const parsed = summarySchema.parse({ counts, activity: [1, 2, 3, 4, 5, 6].map(entry) });
    expect(parsed.activity.map((item) => item.id)).toEqual(['s1', 's2', 's3', 's4', 's5']);
    expect(summarySchema.safeParse({ counts, activity: [{ ...entry(1), type: 'comment' }] }).success).toBe(
      false,
    );
  });
});

describe('contentBreakdown', () => {
  it('gives whole-percent shares of the non-zero kinds', () => {
    expect(contentBreakdown({ skills: 1, projects: 1, posts: 2, promotions: 0 })).toEqual([
      { label: 'Skills', count: 1, percent: 25 },
      { label: 'Projects', count: 1, percent: 25 },
      { label: 'Blog Posts', count: 2, percent: 50 },
    ]);
  });

  it('is empty when there is no content', () => {
    expect(contentBreakdown({ skills: 0, projects: 0, posts: 0, promotions: 0 })).toEqual([]);
  });
});
