import type { EntityManager } from '../../platform/db/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { verificationEmail } from '../emails/verification.email.ts';
import { Subscriber, VerificationToken } from '../entities/index.ts';
import { subscriptionRequested } from '../newsletter.events.ts';
import type { NewsletterTokens } from '../newsletter-tokens.ts';

export type VerificationMailDeps = {
  em: EntityManager;
  mailer: Pick<Mailer, 'deliver'>;
  tokens: NewsletterTokens;
  publicUrl: string;
  mailFrom: string;
  siteName: () => Promise<string>;
  clock: () => Date;
};

/**
 * Sends the verification email of one requested subscription. It re-reads the state: a
 * subscriber gone, already verified, or a link used or expired gets nothing. The key
 * `newsletter-verify:<subscriberId>:<tokenId>` makes a second run send nothing.
 */
export const onSubscriptionRequested = (deps: VerificationMailDeps) =>
  defineHandler({
    name: 'newsletter.send_verification_email',
    event: subscriptionRequested,
    async handle({ payload }) {
      const [subscriber, token] = await Promise.all([
        deps.em.findOne(Subscriber, { id: payload.subscriberId }),
        deps.em.findOne(VerificationToken, { id: payload.tokenId }),
      ]);
      if (!subscriber || !token || !subscriber.isActive || subscriber.isVerified) return;
      if (token.usedAt || token.expiresAt <= deps.clock()) return;
      const message = verificationEmail({
        to: subscriber.email,
        name: subscriber.name ?? null,
        siteName: await deps.siteName(),
        publicUrl: deps.publicUrl,
        verificationToken: deps.tokens.verification(token.id),
        unsubscribeToken: deps.tokens.unsubscribe(subscriber.id),
        unsubscribeMailbox: deps.mailFrom,
      });
      await deps.mailer.deliver(`newsletter-verify:${subscriber.id}:${token.id}`, message);
    },
  });
