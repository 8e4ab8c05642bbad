import type { EntityManager } from '../platform/db/index.ts';
import { Subscriber } from './entities/index.ts';

const DAY_MS = 86_400_000;
const PERIOD_DAYS = 30;

export type NewsletterSummary = {
  counts: { subscribers: number };
  activity: [];
  subscriber_growth: { last_30_days: number; previous_30_days: number };
};

/**
 * The dashboard's Subscribers card: people who receive the newsletter (active and verified), and
 * how many subscribers confirmed in the last 30 days and in the 30 before (whatever they did
 * later, so a past period's figure does not shrink when someone leaves).
 */
export async function newsletterSummary(em: EntityManager, now: Date): Promise<NewsletterSummary> {
  const start = new Date(now.getTime() - PERIOD_DAYS * DAY_MS);
  const before = new Date(now.getTime() - 2 * PERIOD_DAYS * DAY_MS);
  const [subscribers, last, previous] = await Promise.all([
    em.count(Subscriber, { isActive: true, isVerified: true }),
    em.count(Subscriber, { isVerified: true, verifiedAt: { $gt: start, $lte: now } }),
    em.count(Subscriber, { isVerified: true, verifiedAt: { $gt: before, $lte: start } }),
  ]);
  return {
    counts: { subscribers },
    activity: [],
    subscriber_growth: { last_30_days: last, previous_30_days: previous },
  };
}
