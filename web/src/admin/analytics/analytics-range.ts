import { MAX_STATS_DAYS } from '../../../../modules/analytics/analytics.schemas.ts';
import { SITE_UTC_OFFSET_MINUTES } from '../../lib/dates';

/**
 * The screen's date ranges, in the site's days (the server rolls visits up by the site's calendar
 * day, web/src/lib/dates.ts): a preset ending today, or a custom pair of days kept in the URL.
 */
export const RANGE_PRESETS = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '12mo', label: 'Last 12 months' },
] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number]['value'];
export type RangeChoice = RangePreset | 'custom';
export const DEFAULT_PRESET: RangePreset = '30d';

/** A resolved range: both ends inclusive, YYYY-MM-DD. */
export type DayPair = { from: string; to: string };
export type ResolvedRange = DayPair & { choice: RangeChoice };

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in the site's zone (not the reader's: the figures are counted in the site's days). */
export function siteToday(now: number = Date.now()): string {
  return new Date(now + SITE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export function addDays(day: string, count: number): string {
  return new Date((dayNumber(day) + count) * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a range holds, both ends counted. */
export function daysIn({ from, to }: DayPair): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** A preset's days, ending today. '12mo' starts the day after the same date a year ago. */
export function presetRange(preset: RangePreset, today: string): DayPair {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '12mo': {
      const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
      const yearAgo = new Date(Date.UTC(year - 1, month - 1, day)).toISOString().slice(0, 10);
      return { from: addDays(yearAgo, 1), to: today };
    }
  }
}

/** The period of the same length just before `range`, to compare with. */
export function previousRange(range: DayPair): DayPair {
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** What is wrong with a custom range, as the form shows it; null when it can be asked for. */
export function customRangeError(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!from) return { field: 'from', message: 'Choose a start date.' };
  if (!isDay(from)) return { field: 'from', message: 'Enter the start date as a real date.' };
  if (!to) return { field: 'to', message: 'Choose an end date.' };
  if (!isDay(to)) return { field: 'to', message: 'Enter the end date as a real date.' };
  if (from > to) return { field: 'from', message: 'The start date must be on or before the end date.' };
  if (daysIn({ from, to }) > MAX_STATS_DAYS) {
    return { field: 'to', message: `A range can be at most ${MAX_STATS_DAYS} days.` };
  }
  return null;
}

function isPreset(value: string | null): value is RangePreset {
  return RANGE_PRESETS.some((preset) => preset.value === value);
}

/**
 * The range a URL asks for: `?from=&to=` (a valid custom range) wins, then `?range=<preset>`;
 * anything else is the default 30 days.
 */
export function rangeFromParams(params: URLSearchParams, today: string): ResolvedRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if ((from || to) && !customRangeError(from, to)) return { choice: 'custom', from, to };
  const range = params.get('range');
  const preset = isPreset(range) ? range : DEFAULT_PRESET;
  return { choice: preset, ...presetRange(preset, today) };
}

/** `params` with the range replaced; the default preset leaves no trace, for a short URL. */
export function withRange(
  params: URLSearchParams,
  range: { preset: RangePreset } | DayPair,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  if ('preset' in range) {
    if (range.preset !== DEFAULT_PRESET) next.set('range', range.preset);
  } else {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Oct 30, 2026', from a YYYY-MM-DD day. */
export function formatDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return `${MONTHS[month - 1] ?? ''} ${date}, ${year}`;
}

/** 'Oct 30 – Nov 28, 2026', or one day alone. */
export function formatRange({ from, to }: DayPair): string {
  if (from === to) return formatDay(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const start = sameYear ? formatDay(from).replace(/, \d+$/, '') : formatDay(from);
  return `${start} – ${formatDay(to)}`;
}
