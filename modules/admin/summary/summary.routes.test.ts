import { describe, expect, it } from 'vitest';
import { combineSummaries } from './summary.routes.ts';

const item = (type: 'skill' | 'project' | 'post', id: string, at: string) => ({
  type,
  id,
  title: `${type} ${id}`,
  created_at: at,
});

describe('combineSummaries', () => {
  it('adds counts, treating a count no module gave as 0', () => {
    const summary = combineSummaries([
      { counts: { skills: 2, projects: 3 }, activity: [] },
      { counts: { posts: 4, skills: 1 }, activity: [] },
    ]);
    expect(summary.counts).toEqual({
      skills: 3,
      projects: 3,
      posts: 4,
      promotions: 0,
      subscribers: 0,
      pending_comments: 0,
    });
  });

  it('merges activity newest first by creation date and keeps the limit', () => {
    const summary = combineSummaries(
      [
        {
          counts: {},
          activity: [item('skill', 'a', '2026-01-03T00:00:00Z'), item('skill', 'b', '2026-01-01T00:00:00Z')],
        },
        {
          counts: {},
          activity: [item('post', 'c', '2026-01-04T00:00:00Z'), item('project', 'd', '2026-01-02T00:00:00Z')],
        },
      ],
      3,
    );
    expect(summary.activity.map((entry) => entry.id)).toEqual(['c', 'a', 'd']);
  });

  it('passes on the queries that found nothing, from the search module', () => {
    const not_found = [{ query: 'reakt', count: 3, last_searched_at: '2026-01-04T00:00:00.000Z' }];
    const summary = combineSummaries([
      { counts: { skills: 1 }, activity: [] },
      { counts: {}, activity: [], search: { not_found } },
    ]);
    expect(summary.search).toEqual({ not_found });
    expect(combineSummaries([{ counts: {}, activity: [] }])).not.toHaveProperty('search');
  });
});
