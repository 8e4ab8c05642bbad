import { describe, expect, it, vi } from 'vitest';
import { siteYear } from '../../lib/dates';
import { formatExperience, yearsSince } from './experience';

describe('formatExperience', () => {
  it("shows years since the start as 'N+'", () => {
    expect(formatExperience(2019, 2026)).toBe('7+');
    expect(formatExperience(2012, 2026)).toBe('14+');
    expect(formatExperience(2024, 2025)).toBe('1+');
  });

  it("shows 'New' in the start year and for a start in the future", () => {
    expect(formatExperience(2024, 2024)).toBe('New');
    expect(formatExperience(2027, 2026)).toBe('New');
  });

  it('defaults to the current year', () => {
    const now = siteYear();
    expect(formatExperience(now - 3)).toBe('3+');
    expect(formatExperience(now)).toBe('New');
  });

  it("counts in the site's zone, as the server renders it", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 22:00 UTC on New Year's Eve is already 2027 in Nairobi.
    vi.setSystemTime(new Date('2026-12-31T22:00:00Z'));
    expect(formatExperience(2026)).toBe('1+');
    vi.useRealTimers();
  });
});

describe('yearsSince', () => {
  it('never goes below zero', () => {
    expect(yearsSince(2030, 2026)).toBe(0);
    expect(yearsSince(2019, 2026)).toBe(7);
  });
});
