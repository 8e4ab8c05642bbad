import { describe, expect, it } from 'vitest';
import { contentBreakdown, latest, recentActivity } from './dashboard-data';

describe('latest', () => {
  it('takes the newest dated item, or the first when none has a date', () => {
    expect(
      latest([
        { title: 'old', date: '2024-01-01' },
        { title: 'new', date: '2025-01-01' },
      ])?.title,
    ).toBe('new');
    expect(
      latest([
        { title: 'first', date: null },
        { title: 'second', date: null },
      ])?.title,
    ).toBe('first');
    expect(latest([])).toBeUndefined();
  });
});

describe('recentActivity', () => {
  it('lists the latest of each kind, newest first, skipping empty lists', () => {
    const entries = recentActivity({
      skill: [{ title: 'Go', date: '2025-01-02T00:00:00Z' }],
      project: [],
      post: [{ title: 'Hello', date: '2025-02-01T00:00:00Z' }],
      promotion: [{ title: 'Sale', date: null }],
    });
    expect(entries.map((entry) => `${entry.kind}:${entry.title}`)).toEqual([
      'post:Hello',
      'skill:Go',
      'promotion:Sale',
    ]);
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
