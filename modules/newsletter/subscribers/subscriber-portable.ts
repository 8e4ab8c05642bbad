import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import { Subscriber } from '../entities/index.ts';
import type { NewsletterDeps } from '../newsletter-deps.ts';
import { NewsletterTokens } from '../newsletter-tokens.ts';

/** A confirmed subscriber as the site's export carries it (only when asked for). */
export type PortableSubscriber = {
  email: string;
  name: string | null;
  subscribed_at: string;
  verified_at: string | null;
};

/**
 * The newsletter's side of the site's export: confirmed, still active subscribers only (a
 * pending address never said yes; an unsubscribed one said no). Back in, each is keyed by its
 * address: a new one is confirmed as it was; one already here is left as it is (its own
 * choice here wins, an unsubscribe included).
 */
export class SubscriberPortable {
  readonly #deps: NewsletterDeps;

  constructor(deps: NewsletterDeps) {
    this.#deps = deps;
  }

  /** Every confirmed, active subscriber, by date. */
  async list(): Promise<PortableSubscriber[]> {
    const rows = await this.#deps.em
      .fork()
      .find(
        Subscriber,
        { isActive: true, isVerified: true },
        { orderBy: { subscriptionDate: 'asc', id: 'asc' } },
      );
    return rows.map((row) => ({
      email: row.email,
      name: row.name ?? null,
      subscribed_at: row.subscriptionDate.toISOString(),
      verified_at: row.verifiedAt?.toISOString() ?? null,
    }));
  }

  /** Adds the subscriber, confirmed, unless the address is here already. Returns its id and whether it was made. */
  async save(tx: EntityManager, input: PortableSubscriber): Promise<{ id: string; created: boolean }> {
    const email = input.email.trim().toLowerCase();
    const existing = await tx.findOne(Subscriber, { email });
    if (existing) return { id: existing.id, created: false };
    const id = randomUUID();
    const subscribedAt = new Date(input.subscribed_at);
    tx.create(Subscriber, {
      id,
      email,
      name: input.name,
      isActive: true,
      isVerified: true,
      subscriptionDate: subscribedAt,
      verifiedAt: input.verified_at ? new Date(input.verified_at) : subscribedAt,
      unsubscribedAt: null,
      unsubscribeTokenHash: NewsletterTokens.hash(this.#deps.tokens.unsubscribe(id)),
    });
    await tx.flush();
    return { id, created: true };
  }
}
