const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Largest first; `from`: a duration is counted in this unit only from this length on. */
const UNITS = [
  { name: 'year', ms: 365 * DAY_MS, from: 365 * DAY_MS },
  // A link that works '48 hours' reads better than '2 days'.
  { name: 'day', ms: DAY_MS, from: 3 * DAY_MS },
  { name: 'hour', ms: HOUR_MS, from: HOUR_MS },
  { name: 'minute', ms: MINUTE_MS, from: MINUTE_MS },
] as const;

/**
 * A duration in words for visitors: 'one hour', '30 minutes', '49 hours', '30 days', 'one year'.
 * The largest unit that measures it exactly; seconds (rounded) when none does.
 */
export function durationText(ms: number): string {
  const unit = UNITS.find((candidate) => ms >= candidate.from && ms % candidate.ms === 0);
  const count = unit ? ms / unit.ms : Math.round(ms / SECOND_MS);
  const name = unit?.name ?? 'second';
  return count === 1 ? `one ${name}` : `${count.toLocaleString('en-US')} ${name}s`;
}
