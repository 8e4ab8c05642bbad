/** Calendar helpers in the site's time zone: a "day" is a YYYY-MM-DD string there. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let existing = formatters.get(timeZone);
  if (!existing) {
    existing = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, existing);
  }
  return existing;
}

function parts(instant: Date, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return out;
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function dayOf(instant: Date, timeZone: string): string {
  const { year = 0, month = 0, day = 0 } = parts(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant the given instant's day ends in a time zone (the next local midnight). */
export function endOfDay(instant: Date, timeZone: string): Date {
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts(instant, timeZone);
  const localAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMs = localAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
  return new Date(Date.UTC(year, month - 1, day + 1) - offsetMs);
}

/** Adds whole days to a YYYY-MM-DD string. */
export function addDays(day: string, count: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + count)).toISOString().slice(0, 10);
}

/**
 * dayOf for many instants in time order (a rollup batch): formatting in a time zone is
 * costly, so the current day's window is reused until an instant falls outside it.
 */
export class DayWindow {
  readonly #timeZone: string;
  #day = '';
  #from = Number.POSITIVE_INFINITY;
  #until = Number.NEGATIVE_INFINITY;

  constructor(timeZone: string) {
    this.#timeZone = timeZone;
  }

  dayOf(epochMs: number): string {
    if (epochMs < this.#from || epochMs >= this.#until) {
      const instant = new Date(epochMs);
      this.#day = dayOf(instant, this.#timeZone);
      this.#until = endOfDay(instant, this.#timeZone).getTime();
      this.#from = epochMs;
    }
    return this.#day;
  }
}
