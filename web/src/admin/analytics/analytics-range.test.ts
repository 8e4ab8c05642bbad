import { describe, expect, it } from 'vitest';
import {
  customRangeError,
  daysIn,
  formatRange,
  presetRange,
  previousRange,
  rangeFromParams,
  siteToday,
  withRange,
} from './analytics-range';

const TODAY = '2026-11-28';
const params = (search: string) => new URLSearchParams(search);

describe('siteToday', () => {
  it('is the date in Nairobi (UTC+3), not UTC', () => {
    expect(siteToday(Date.parse('2026-11-28T20:59:59Z'))).toBe('2026-11-28');
    expect(siteToday(Date.parse('2026-11-28T21:00:00Z'))).toBe('2026-11-29');
  });
});

describe('presetRange', () => {
  it('ends every preset today, both ends counted', () => {
    expect(presetRange('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(presetRange('7d', TODAY)).toEqual({ from: '2026-11-22', to: TODAY });
    expect(presetRange('30d', TODAY)).toEqual({ from: '2026-10-30', to: TODAY });
    expect(presetRange('12mo', TODAY)).toEqual({ from: '2025-11-29', to: TODAY });
    expect(daysIn(presetRange('7d', TODAY))).toBe(7);
    expect(daysIn(presetRange('30d', TODAY))).toBe(30);
    expect(daysIn(presetRange('12mo', '2028-03-01'))).toBe(366);
  });

  it('crosses month and year ends', () => {
    expect(presetRange('7d', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(presetRange('12mo', '2028-02-29')).toEqual({ from: '2027-03-02', to: '2028-02-29' });
  });
});

describe('previousRange', () => {
  it('is the period of the same length just before', () => {
    expect(previousRange({ from: '2026-10-30', to: TODAY })).toEqual({
      from: '2026-09-30',
      to: '2026-10-29',
    });
    expect(previousRange({ from: TODAY, to: TODAY })).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-07' })).toEqual({
      from: '2026-02-22',
      to: '2026-02-28',
    });
  });
});

describe('customRangeError', () => {
  it('accepts a range of up to 366 days, from before or on to', () => {
    expect(customRangeError('2026-11-01', '2026-11-01')).toBeNull();
    expect(customRangeError('2025-01-01', '2026-01-01')).toBeNull();
  });

  it('names what is wrong and where', () => {
    expect(customRangeError('', TODAY)).toEqual({ field: 'from', message: 'Choose a start date.' });
    expect(customRangeError(TODAY, '')).toEqual({ field: 'to', message: 'Choose an end date.' });
    expect(customRangeError('2026-02-30', TODAY)).toEqual({
      field: 'from',
      message: 'Enter the start date as a real date.',
    });
    expect(customRangeError('2026-11-29', TODAY)).toEqual({
      field: 'from',
      message: 'The start date must be on or before the end date.',
    });
    expect(customRangeError('2025-01-01', '2026-01-02')).toEqual({
      field: 'to',
      message: 'A range can be at most 366 days.',
    });
  });
});

describe('rangeFromParams', () => {
  it('reads a preset, a custom range, or falls back to 30 days', () => {
    expect(rangeFromParams(params(''), TODAY)).toEqual({ choice: '30d', from: '2026-10-30', to: TODAY });
    expect(rangeFromParams(params('range=7d'), TODAY)).toEqual({
      choice: '7d',
      from: '2026-11-22',
      to: TODAY,
    });
    expect(rangeFromParams(params('from=2026-11-01&to=2026-11-10'), TODAY)).toEqual({
      choice: 'custom',
      from: '2026-11-01',
      to: '2026-11-10',
    });
    // A custom range wins over a preset; a broken one is ignored.
    expect(rangeFromParams(params('range=7d&from=2026-11-01&to=2026-11-10'), TODAY).choice).toBe('custom');
    expect(rangeFromParams(params('from=2026-11-10&to=2026-11-01'), TODAY).choice).toBe('30d');
    expect(rangeFromParams(params('range=forever'), TODAY).choice).toBe('30d');
  });
});

describe('withRange', () => {
  it('replaces the range and keeps the filter; the default leaves no trace', () => {
    const start = params('from=2026-11-01&to=2026-11-10&source=Google');
    expect(withRange(start, { preset: '7d' }).toString()).toBe('source=Google&range=7d');
    expect(withRange(start, { preset: '30d' }).toString()).toBe('source=Google');
    expect(withRange(params('range=7d'), { from: '2026-11-01', to: '2026-11-02' }).toString()).toBe(
      'from=2026-11-01&to=2026-11-02',
    );
  });
});

describe('formatRange', () => {
  it('writes one day, a range within a year, and one across years', () => {
    expect(formatRange({ from: TODAY, to: TODAY })).toBe('Nov 28, 2026');
    expect(formatRange({ from: '2026-10-30', to: TODAY })).toBe('Oct 30 – Nov 28, 2026');
    expect(formatRange({ from: '2025-11-29', to: TODAY })).toBe('Nov 29, 2025 – Nov 28, 2026');
  });
});
