import { describe, expect, it } from 'vitest';
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
    const now = new Date().getFullYear();
    expect(formatExperience(now - 3)).toBe('3+');
    expect(formatExperience(now)).toBe('New');
  });
});

describe('yearsSince', () => {
  it('never goes below zero', () => {
    expect(yearsSince(2030, 2026)).toBe(0);
    expect(yearsSince(2019, 2026)).toBe(7);
  });
});
