import { describe, expect, it } from 'vitest';
import { formatShortDate, SITE_TIME_ZONE, siteYear } from './dates';

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

describe('the site zone as a fixed offset', () => {
  // Intl with the zone's own data is the reference; these run in Node, never in the browser.
  const reference = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  });

  it("prints what Intl prints in the site's zone, either side of its midnight, 1970 to 2100", () => {
    let checked = 0;
    for (let year = 1970; year <= 2100; year++) {
      for (let month = 0; month < 12; month++) {
        // 20:59:59 and 21:00:00 UTC: the last second of one day in Nairobi and the first of the next.
        for (const [hour, minute, second] of [
          [20, 59, 59],
          [21, 0, 0],
          [12, 0, 0],
        ] as const) {
          const time = Date.UTC(year, month, 1 + ((year * 7 + month * 3) % 28), hour, minute, second);
          expect(formatShortDate(new Date(time))).toBe(reference.format(time));
          checked++;
        }
      }
    }
    expect(checked).toBe(131 * 12 * 3);
  });

  it('turns the year when Intl does', () => {
    const yearOf = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: SITE_TIME_ZONE });
    for (let year = 1971; year <= 2100; year++) {
      for (const time of [Date.UTC(year - 1, 11, 31, 20, 59, 59), Date.UTC(year - 1, 11, 31, 21)]) {
        expect(siteYear(time)).toBe(Number(yearOf.format(time)));
      }
    }
  });
});
