/** Whole years since `startYear`; never negative. */
export function yearsSince(startYear: number, currentYear: number = new Date().getFullYear()): number {
  return Math.max(0, currentYear - startYear);
}

/** Spec section 5: current year minus the start year, shown as 'N+' when above 0, else 'New'. */
export function formatExperience(startYear: number, currentYear: number = new Date().getFullYear()): string {
  const years = yearsSince(startYear, currentYear);
  return years > 0 ? `${years}+` : 'New';
}
