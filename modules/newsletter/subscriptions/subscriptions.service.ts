import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../platform/db/index.ts';
import { AppError, NotFoundError } from '../../platform/errors/index.ts';
import { Subscriber, VerificationToken } from '../entities/index.ts';
import { subscriptionConfirmed, subscriptionRequested } from '../newsletter.events.ts';
import { MESSAGES, type SubscribeInput } from '../newsletter.schemas.ts';
import { type NewsletterDeps, VERIFICATION_TTL_MS } from '../newsletter-deps.ts';
import { NewsletterTokens } from '../newsletter-tokens.ts';
import { onSubscribeRequest, statusOf } from '../subscriber-state.ts';

/**
 * The visitor's side: double opt-in and one-click unsubscribe. `subscribe` behaves the same
 * from the outside whoever the address belongs to, so the answer reveals nothing.
 */
export class SubscriptionsService {
  readonly #deps: NewsletterDeps;

  constructor(deps: NewsletterDeps) {
    this.#deps = deps;
  }

  /** Creates or re-opens a pending subscription and owes it a fresh link; active ones get nothing. */
  async subscribe(input: SubscribeInput): Promise<void> {
    const { tokens, clock, publish } = this.#deps;
    await this.#deps.em.transactional(async (em) => {
      const now = clock();
      const id = randomUUID();
      // Insert-or-keep, then lock: two requests for a new address make one row and two links.
      await em.execute(
        `insert into newsletter_subscriber (id, email, name, is_active, is_verified, subscription_date,
           unsubscribe_token_hash, created_at, updated_at)
         values (?, ?, ?, true, false, ?, ?, ?, ?) on conflict (email) do nothing`,
        [id, input.email, input.name, now, NewsletterTokens.hash(tokens.unsubscribe(id)), now, now],
      );
      const subscriber = await em.findOneOrFail(
        Subscriber,
        { email: input.email },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const status = subscriber.id === id ? 'pending' : statusOf(subscriber);
      if (onSubscribeRequest(status) === 'nothing') return;
      if (status === 'unsubscribed') {
        subscriber.isActive = true;
        subscriber.isVerified = false;
        subscriber.unsubscribedAt = null;
        subscriber.subscriptionDate = now;
      }
      if (input.name) subscriber.name = input.name;
      const tokenId = randomUUID();
      em.create(VerificationToken, {
        id: tokenId,
        subscriberId: subscriber.id,
        tokenHash: NewsletterTokens.hash(tokens.verification(tokenId)),
        expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
        usedAt: null,
        attribution: input.attribution ?? null,
      });
      await publish(em, subscriptionRequested, {
        subscriberId: subscriber.id,
        tokenId,
        occurredAt: now.toISOString(),
      });
    });
  }

  /** Activates the subscriber of a valid, unused, unexpired link, once. */
  async verify(token: string): Promise<void> {
    const { clock, publish } = this.#deps;
    await this.#deps.em.transactional(async (em) => {
      const found = await em.findOne(
        VerificationToken,
        { tokenHash: NewsletterTokens.hash(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!found) throw new AppError(404, 'invalid_token', MESSAGES.invalidToken);
      if (found.usedAt) throw new AppError(409, 'token_used', MESSAGES.usedToken);
      const now = clock();
      if (found.expiresAt <= now) throw new AppError(410, 'token_expired', MESSAGES.expiredToken);
      const subscriber = await em.findOne(Subscriber, { id: found.subscriberId });
      if (!subscriber) throw new AppError(404, 'invalid_token', MESSAGES.invalidToken);
      found.usedAt = now;
      subscriber.isActive = true;
      subscriber.isVerified = true;
      subscriber.verifiedAt = now;
      subscriber.unsubscribedAt = null;
      await publish(em, subscriptionConfirmed, {
        subscriberId: subscriber.id,
        tokenId: found.id,
        attribution: found.attribution ?? null,
        occurredAt: now.toISOString(),
      });
    });
  }

  /** Unsubscribes the owner of an unsubscribe link; doing it again changes nothing. */
  async unsubscribeByToken(token: string): Promise<void> {
    await this.#deps.em.transactional(async (em) => {
      const subscriber = await em.findOne(
        Subscriber,
        { unsubscribeTokenHash: NewsletterTokens.hash(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!subscriber) throw new NotFoundError(MESSAGES.invalidUnsubscribe);
      await this.#leave(em, subscriber);
    });
  }

  /** The admin's unsubscribe of one subscriber by id. */
  async unsubscribeById(id: string): Promise<void> {
    await this.#deps.em.transactional(async (em) => {
      const subscriber = await em.findOne(Subscriber, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!subscriber) throw new NotFoundError(MESSAGES.subscriberNotFound);
      await this.#leave(em, subscriber);
    });
  }

  async #leave(em: EntityManager, subscriber: Subscriber): Promise<void> {
    if (!subscriber.isActive) return;
    subscriber.isActive = false;
    subscriber.unsubscribedAt = this.#deps.clock();
    // A verification link sent before leaving must not quietly subscribe them again.
    await em.nativeDelete(VerificationToken, { subscriberId: subscriber.id, usedAt: null });
  }
}
