/** How long a pending Pesapal payment is polled before it is given up as expired. */
export const POLL_WINDOW_MS = 24 * 3600_000;

const STEPS_MS = [30_000, 60_000, 120_000, 300_000, 600_000, 900_000];
/** The longest wait between two polls of one payment. */
export const POLL_CAP_MS = 30 * 60_000;

/**
 * The wait before poll number `attempt` (1 for the first poll after submission): 30 s, 1 m,
 * 2 m, 5 m, 10 m, 15 m, then every 30 m. Mobile money often settles within a minute, so the
 * first polls are close; a payment nobody finished costs a few dozen calls over its 24 hours.
 */
export function pollDelayMs(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 1) return STEPS_MS[0] ?? POLL_CAP_MS;
  return Math.min(STEPS_MS[attempt - 1] ?? POLL_CAP_MS, POLL_CAP_MS);
}

/** When to poll next, or null when the 24 h window is over (the payment is then expired). */
export function nextPollAt(createdAt: Date, now: Date, attempt: number): Date | null {
  const deadline = createdAt.getTime() + POLL_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  return new Date(Math.min(now.getTime() + pollDelayMs(attempt), deadline));
}
