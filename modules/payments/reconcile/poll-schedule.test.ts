import { describe, expect, it } from 'vitest';
import { nextPollAt, POLL_CAP_MS, POLL_WINDOW_MS, pollDelayMs } from './poll-schedule.ts';

describe('poll backoff', () => {
  it('waits 30 s, 1 m, 2 m, 5 m, 10 m, 15 m, then 30 m forever', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(pollDelayMs)).toEqual([
      30_000, 60_000, 120_000, 300_000, 600_000, 900_000, 1_800_000, 1_800_000, 1_800_000,
    ]);
    expect(POLL_CAP_MS).toBe(1_800_000);
  });

  it('treats a nonsense attempt number as the first', () => {
    expect(pollDelayMs(0)).toBe(30_000);
    expect(pollDelayMs(-3)).toBe(30_000);
    expect(pollDelayMs(1.5)).toBe(30_000);
  });

  it('never schedules past the 24 h window, and answers null once it is over', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    const late = new Date(created.getTime() + POLL_WINDOW_MS - 10_000);
    expect(nextPollAt(created, late, 9)?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(nextPollAt(created, new Date(created.getTime() + POLL_WINDOW_MS), 9)).toBeNull();
    expect(nextPollAt(created, created, 1)?.toISOString()).toBe('2026-01-01T00:00:30.000Z');
  });
});
