import type { EntityManager } from '../platform/db/index.ts';
import { Subscriber } from './entities/index.ts';

export type NewsletterSummary = { counts: { subscribers: number }; activity: [] };

/** The dashboard's Subscribers card: people who receive the newsletter (active and verified). */
export async function newsletterSummary(em: EntityManager): Promise<NewsletterSummary> {
  const subscribers = await em.fork().count(Subscriber, { isActive: true, isVerified: true });
  return { counts: { subscribers }, activity: [] };
}
