import { describe, expect, it } from 'vitest';
import { formatShortDate, siteYear } from './dates';

describe('formatShortDate', () => {
  it("prints the day in the site's zone, whatever the reader's zone", () => {
    // 22:30 UTC on 3 March is 01:30 on 4 March in Nairobi (UTC+3).
    expect(formatShortDate('2026-03-03T22:30:00Z')).toBe('Mar 4, 2026');
    expect(formatShortDate(new Date('2026-03-03T20:59:00Z'))).toBe('Mar 3, 2026');
  });

  it('gives an empty string for a missing or unreadable date', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatShortDate(undefined)).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatShortDate('not a date')).toBe('');
  });
});

describe('siteYear', () => {
  it("turns the year at midnight in the site's zone, not in UTC", () => {
    expect(siteYear(Date.parse('2026-12-31T20:59:59Z'))).toBe(2026);
    expect(siteYear(Date.parse('2026-12-31T21:00:00Z'))).toBe(2027);
  });
});
