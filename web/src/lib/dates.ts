/**
 * Dates on the public site are shown in the site's own zone, never the reader's: the page is
 * rendered on a server that runs in UTC and hydrated in a browser anywhere, and both must print
 * the same day (a post published at 23:30 UTC is already the next day in Nairobi). The server's
 * SITE_TIMEZONE setting defaults to this zone (modules/platform/config/config.ts; its test checks
 * they agree); a site moved elsewhere changes both, and SITE_UTC_OFFSET_MINUTES with them.
 */
export const SITE_TIME_ZONE = 'Africa/Nairobi';

/**
 * The site's zone as a fixed offset: East Africa Time, UTC+3 all year, with no daylight saving.
 * dates.test.ts checks it against Intl's zone data for every month from 1970 to 2100.
 *
 * Why not Intl.DateTimeFormat: the first Intl object a page builds loads ICU's locale and zone
 * data, 26-49 ms of main thread on this project's test VM (Chromium, unthrottled), 100-200 ms at
 * Lighthouse's 4× slowdown. Every public page prints at least the footer's year while it
 * hydrates, so that cost landed in the task that evaluates the app's code. Printing "Mar 4, 2026"
 * needs none of it.
 */
export const SITE_UTC_OFFSET_MINUTES = 180;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The site's wall-clock time at `time`, read through the Date's UTC getters. */
const siteClock = (time: number) => new Date(time + SITE_UTC_OFFSET_MINUTES * 60_000);

/** Spec: 'short month, day, year', e.g. 'Mar 4, 2026', in the site's zone; '' for a missing or bad date. */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return '';
  const day = siteClock(time);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** The calendar year in the site's zone at `now`. */
export function siteYear(now: number = Date.now()): number {
  return siteClock(now).getUTCFullYear();
}
