const DATE = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const NUMBER = new Intl.NumberFormat('en');

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | null | undefined, empty = '—'): string {
  const date = parse(value);
  return date ? DATE.format(date) : empty;
}

export function formatDateTime(value: string | null | undefined, empty = '—'): string {
  const date = parse(value);
  return date ? DATE_TIME.format(date) : empty;
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 hours ago', 'yesterday', 'just now'. */
export function formatRelative(
  value: string | null | undefined,
  now: Date = new Date(),
  empty = '—',
): string {
  const date = parse(value);
  if (!date) return empty;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return RELATIVE.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

export function formatNumber(value: number): string {
  return NUMBER.format(value);
}
