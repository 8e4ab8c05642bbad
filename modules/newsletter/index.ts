import type { MikroORM } from '../platform/db/index.ts';
import { publish } from '../platform/events/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Mailer } from '../platform/mail/index.ts';
import type { Redis } from '../platform/queues/index.ts';
import { SubscriberSchema, VerificationTokenSchema } from './entities/index.ts';
import { onSubscriptionRequested } from './handlers/on-subscription-requested.handler.ts';
import { newsletterSummary } from './newsletter.summary.ts';
import type { NewsletterDeps } from './newsletter-deps.ts';
import { NewsletterTokens } from './newsletter-tokens.ts';
import { subscribersRoutes } from './subscribers/subscribers.routes.ts';
import { SubscribersService } from './subscribers/subscribers.service.ts';
import { SubscribeRateLimit } from './subscriptions/subscribe-rate-limit.ts';
import { oneClickUnsubscribe, subscriptionsRoutes } from './subscriptions/subscriptions.routes.ts';
import { SubscriptionsService } from './subscriptions/subscriptions.service.ts';

export {
  NEWSLETTER_EVENTS,
  subscribed,
  subscriptionRequested,
  unsubscribed,
} from './newsletter.events.ts';
export {
  MESSAGES as NEWSLETTER_MESSAGES,
  type SubscriberStats,
  type SubscriberView,
} from './newsletter.schemas.ts';
export type { NewsletterSummary } from './newsletter.summary.ts';
export { NewsletterTokens } from './newsletter-tokens.ts';

/** Every entity of the newsletter module, for the ORM and migrations. */
export const newsletterEntities = [SubscriberSchema, VerificationTokenSchema];

export type NewsletterModuleDeps = {
  orm: MikroORM;
  redis: Redis;
  redisPrefix: string;
  /** Sends the emails; only the worker's handlers call it. */
  mailer: Pick<Mailer, 'deliver'>;
  /** Keys the link tokens (verification, unsubscribe). */
  secret: string;
  publicUrl: string;
  mailFrom: string;
  siteName: () => Promise<string>;
  subscribeRateLimit: { points: number; windowSeconds: number };
  log: Logger;
  clock?: () => Date;
};

/**
 * The newsletter: double opt-in subscriptions (48-hour single-use links), one-click unsubscribe
 * (RFC 8058) and the subscribers admin with its streamed CSV export. Publishes
 * `newsletter.subscription_requested`, `newsletter.subscribed` and `newsletter.unsubscribed`;
 * its handler sends the verification email. See README.md for the states.
 */
export function createNewsletterModule(deps: NewsletterModuleDeps) {
  const clock = deps.clock ?? (() => new Date());
  const tokens = new NewsletterTokens(deps.secret);
  const shared: NewsletterDeps = { em: deps.orm.em, publish, tokens, clock };
  const subscriptions = new SubscriptionsService(shared);
  const subscribers = new SubscribersService(deps.orm.em);
  const limit = new SubscribeRateLimit({
    redis: deps.redis,
    keyPrefix: `${deps.redisPrefix}:newsletter:subscribe-limit`,
    ...deps.subscribeRateLimit,
  });
  return {
    subscriptions,
    subscribers,
    tokens,
    routes: [subscriptionsRoutes(subscriptions, limit), subscribersRoutes(subscribers, subscriptions)],
    jobs: [],
    handlers: [
      onSubscriptionRequested({
        em: deps.orm.em,
        mailer: deps.mailer,
        tokens,
        publicUrl: deps.publicUrl,
        mailFrom: deps.mailFrom,
        siteName: deps.siteName,
        clock,
      }),
    ],
    /** `POST /unsubscribe/:token`, the one-click URL mail clients POST to (outside /api). */
    pages: [oneClickUnsubscribe(subscriptions)],
    /** The Subscribers count for the admin dashboard. */
    summary: (_limit: number) => newsletterSummary(deps.orm.em),
  };
}

export type NewsletterModule = ReturnType<typeof createNewsletterModule>;
