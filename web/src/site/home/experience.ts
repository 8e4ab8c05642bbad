import { siteYear } from '../../lib/dates';

/** Whole years since `startYear` (by default up to this year in the site's zone, as on the server); never negative. */
export function yearsSince(startYear: number, currentYear: number = siteYear()): number {
  return Math.max(0, currentYear - startYear);
}

/** Spec section 5: current year minus the start year, shown as 'N+' when above 0, else 'New'. */
export function formatExperience(startYear: number, currentYear: number = siteYear()): string {
  const years = yearsSince(startYear, currentYear);
  return years > 0 ? `${years}+` : 'New';
}
