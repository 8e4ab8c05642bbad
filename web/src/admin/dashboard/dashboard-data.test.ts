import { describe, expect, it } from 'vitest';
import { contentBreakdown, contentItems, subscriberGrowth } from './dashboard-data';

describe('contentItems', () => {
  it('adds skills, projects and blog posts (not promotions or subscribers)', () => {
    expect(contentItems({ skills: 3, projects: 2, posts: 4, promotions: 9, subscribers: 100 })).toBe(9);
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

/** subscriberGrowth's answer: the label, the note under it and the arrow's direction. */
const growth = (label: string, note: string, trend: string) => ({ label, note, trend });

describe('subscriberGrowth', () => {
  it('compares new verified subscribers with the previous 30 days, in percent with one decimal', () => {
    expect(subscriberGrowth({ last_30_days: 15, previous_30_days: 13 })).toEqual(
      growth('+15.4%', 'vs the previous 30 days', 'up'),
    );
    expect(subscriberGrowth({ last_30_days: 4, previous_30_days: 5 })).toEqual(
      growth('-20.0%', 'vs the previous 30 days', 'down'),
    );
    expect(subscriberGrowth({ last_30_days: 7, previous_30_days: 7 })).toEqual(
      growth('0.0%', 'vs the previous 30 days', 'flat'),
    );
  });

  it('counts the new ones when the previous period had none, and is null without figures', () => {
    expect(subscriberGrowth({ last_30_days: 3, previous_30_days: 0 })).toEqual(
      growth('+3 new', 'in the last 30 days', 'up'),
    );
    expect(subscriberGrowth({ last_30_days: 0, previous_30_days: 0 })).toEqual(
      growth('0 new', 'in the last 30 days', 'flat'),
    );
    expect(subscriberGrowth(undefined)).toBeNull();
  });
});
