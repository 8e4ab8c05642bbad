import { describe, expect, it } from 'vitest';
import { formatPostDate } from './blog';

describe('formatPostDate', () => {
  it("prints the post's day in the site's zone, so a UTC server and a Nairobi reader agree", () => {
    // 22:30 UTC on 3 March is already 4 March in Nairobi.
    expect(formatPostDate('2026-03-03T22:30:00Z')).toBe('Mar 4, 2026');
    expect(formatPostDate(null)).toBe('');
  });
});
