import { describe, expect, it } from 'vitest';
import { addDays, DayWindow, dayOf, endOfDay } from './day.ts';

describe('days in the site time zone', () => {
  it('puts 22:30 UTC on the next day in Nairobi (UTC+3)', () => {
    const instant = new Date('2026-11-23T22:30:00Z');
    expect(dayOf(instant, 'Africa/Nairobi')).toBe('2026-11-24');
    expect(dayOf(instant, 'UTC')).toBe('2026-11-23');
  });

  it('finds the next local midnight', () => {
    expect(endOfDay(new Date('2026-11-23T10:00:00Z'), 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-23T21:00:00.000Z',
    );
    expect(endOfDay(new Date('2026-11-23T22:00:00Z'), 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-24T21:00:00.000Z',
    );
    expect(endOfDay(new Date('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });

  it('adds days across month ends', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('DayWindow', () => {
  it('agrees with dayOf across a local midnight', () => {
    const window = new DayWindow('Africa/Nairobi');
    const instants = [
      '2026-11-23T20:59:59.999Z',
      '2026-11-23T21:00:00.000Z',
      '2026-11-23T21:00:00.001Z',
      '2026-11-25T02:00:00Z',
    ];
    for (const iso of instants) {
      const at = new Date(iso);
      expect(window.dayOf(at.getTime())).toBe(dayOf(at, 'Africa/Nairobi'));
    }
    expect(window.dayOf(Date.parse('2026-11-23T20:00:00Z'))).toBe('2026-11-23');
  });
});
