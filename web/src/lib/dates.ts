/**
 * Dates on the public site are shown in the site's own zone, never the reader's: the page is
 * rendered on a server that runs in UTC and hydrated in a browser anywhere, and both must print
 * the same day (a post published at 23:30 UTC is already the next day in Nairobi). The server's
 * SITE_TIMEZONE setting defaults to this zone (modules/platform/config/config.ts; its test checks
 * they agree); a site moved elsewhere changes both.
 */
export const SITE_TIME_ZONE = 'Africa/Nairobi';

// One formatter for the site: building an Intl.DateTimeFormat is costly, formatting is not.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
});

const yearOnly = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: SITE_TIME_ZONE });

/** Spec: 'short month, day, year', e.g. 'Mar 4, 2026', in the site's zone; '' for a missing or bad date. */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return shortDate.format(date);
}

/** The calendar year in the site's zone at `now`. */
export function siteYear(now: number = Date.now()): number {
  return Number(yearOnly.format(now));
}
