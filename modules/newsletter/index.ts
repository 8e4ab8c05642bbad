import type { MikroORM } from '../platform/db/index.ts';
import { type EventHandler, publish } from '../platform/events/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Mailer } from '../platform/mail/index.ts';
import type { Enqueue, Redis } from '../platform/queues/index.ts';
import { rateLimit } from '../platform/rate-limit/index.ts';
import { CampaignSender } from './campaigns/campaign-sender.ts';
import { campaignsRoutes } from './campaigns/campaigns.routes.ts';
import { CampaignsService, type PostCardOf } from './campaigns/campaigns.service.ts';
import { resumeStalledCampaignsJob } from './campaigns/jobs/resume-stalled-campaigns.job.ts';
import { sendCampaignBatchJob } from './campaigns/jobs/send-campaign-batch.job.ts';
import { postEmail } from './emails/post.email.ts';
import {
  type CampaignContent,
  CampaignRecipientSchema,
  CampaignSchema,
  SubscriberSchema,
  VerificationTokenSchema,
} from './entities/index.ts';
import { onCampaignStarted } from './handlers/on-campaign-started.handler.ts';
import { onSubscriptionRequested } from './handlers/on-subscription-requested.handler.ts';
import { MESSAGES } from './newsletter.schemas.ts';
import { newsletterSummary } from './newsletter.summary.ts';
import type { NewsletterDeps } from './newsletter-deps.ts';
import { NewsletterTokens } from './newsletter-tokens.ts';
import { SubscriberPortable } from './subscribers/subscriber-portable.ts';
import { subscribersRoutes } from './subscribers/subscribers.routes.ts';
import { SubscribersService } from './subscribers/subscribers.service.ts';
import { oneClickUnsubscribe, subscriptionsRoutes } from './subscriptions/subscriptions.routes.ts';
import { SubscriptionsService } from './subscriptions/subscriptions.service.ts';

export { batchJobId, NEWSLETTER_QUEUE } from './campaigns/jobs/send-campaign-batch.job.ts';
/** The newsletter's emails, for `npm run check:spam` (the handlers build them the same way). */
export { type PostEmailInput, postEmail } from './emails/post.email.ts';
export { type VerificationEmailInput, verificationEmail } from './emails/verification.email.ts';
export {
  campaignStarted,
  NEWSLETTER_EVENTS,
  subscriptionConfirmed,
  subscriptionRequested,
} from './newsletter.events.ts';
export {
  type CampaignView,
  MESSAGES as NEWSLETTER_MESSAGES,
  type SubscriberStats,
  type SubscriberView,
} from './newsletter.schemas.ts';
export type { NewsletterSummary } from './newsletter.summary.ts';
/** How long a verification link works, for the privacy page (modules/pages). */
export { VERIFICATION_TTL_MS } from './newsletter-deps.ts';
export { NewsletterTokens } from './newsletter-tokens.ts';
export type { PortableSubscriber, SubscriberPortable } from './subscribers/subscriber-portable.ts';

/** Every entity of the newsletter module, for the ORM and migrations. */
export const newsletterEntities = [
  SubscriberSchema,
  VerificationTokenSchema,
  CampaignSchema,
  CampaignRecipientSchema,
];

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
  /** Starts the batches of a post being sent. */
  enqueue: Enqueue;
  /** The blog door's `postCard`: what a post's email shows. */
  postCard: PostCardOf;
  /** Subscribers per batch job when a post is sent. */
  campaignBatchSize: number;
  /** How often sending campaigns are checked, and after how long without progress they are resumed. */
  resumeStalled: { everyMs: number; idleMs: number };
  log: Logger;
  clock?: () => Date;
};

/**
 * The newsletter: sending a published post to the subscribers (batched jobs, one email per
 * subscriber, resumable after a crash); double opt-in subscriptions (48-hour single-use links), one-click unsubscribe
 * (RFC 8058) and the subscribers admin with its streamed CSV export. Publishes
 * `newsletter.subscription_requested` (its handler sends the verification email) and
 * `newsletter.campaign_started` (its handler queues the batches). See README.md for the states.
 */
export function createNewsletterModule(deps: NewsletterModuleDeps) {
  const clock = deps.clock ?? (() => new Date());
  const tokens = new NewsletterTokens(deps.secret);
  const shared: NewsletterDeps = { em: deps.orm.em, publish, tokens, clock };
  const subscriptions = new SubscriptionsService(shared);
  const subscribers = new SubscribersService(deps.orm.em);
  // Subscribe requests per client address, and per email address (a third as many): the second
  // stops one script from flooding a stranger's inbox with links from many addresses.
  const { points, windowSeconds } = deps.subscribeRateLimit;
  const subscribeLimit = (name: string, limitPoints: number, message: string) =>
    rateLimit({
      redis: deps.redis,
      prefix: deps.redisPrefix,
      name: `newsletter:subscribe-limit:${name}`,
      points: limitPoints,
      windowSeconds,
      message,
    });
  const limit = {
    client: subscribeLimit('client', points, MESSAGES.tooManyFromClient),
    address: subscribeLimit('address', Math.max(1, Math.ceil(points / 3)), MESSAGES.tooManyForAddress),
  };
  const build = (post: CampaignContent, to: string, unsubscribeToken: string, siteName: string) =>
    postEmail({
      to,
      post,
      siteName,
      publicUrl: deps.publicUrl,
      unsubscribeToken,
      unsubscribeMailbox: deps.mailFrom,
    });
  const campaigns = new CampaignsService({
    em: deps.orm.em,
    publish,
    clock,
    postCard: deps.postCard,
    render: async (post, to, token) => build(post, to, token, await deps.siteName()),
  });
  const sender = new CampaignSender({
    em: deps.orm.em,
    mailer: deps.mailer,
    tokens,
    build,
    siteName: deps.siteName,
    batchSize: deps.campaignBatchSize,
    parallel: 5,
  });
  const batchJob = sendCampaignBatchJob(sender);
  const handlers: EventHandler[] = [
    onCampaignStarted({ sender, enqueue: deps.enqueue, batchJob }),
    onSubscriptionRequested({
      em: deps.orm.em,
      mailer: deps.mailer,
      tokens,
      publicUrl: deps.publicUrl,
      mailFrom: deps.mailFrom,
      siteName: deps.siteName,
      clock,
    }),
  ];
  return {
    subscriptions,
    subscribers,
    /** Confirmed subscribers for the site's export (only with `--subscribers`), and back. */
    portable: new SubscriberPortable(shared),
    campaigns,
    sender,
    tokens,
    routes: [
      subscriptionsRoutes(subscriptions, limit),
      subscribersRoutes(subscribers, subscriptions),
      ...campaignsRoutes(campaigns),
    ],
    jobs: [
      batchJob,
      resumeStalledCampaignsJob({ sender, enqueue: deps.enqueue, batchJob, ...deps.resumeStalled }),
    ],
    handlers,
    /** `POST /unsubscribe/:token`, the one-click URL mail clients POST to (outside /api). */
    pages: [oneClickUnsubscribe(subscriptions)],
    /** The Subscribers count and its change over 30 days, for the admin dashboard. */
    summary: (_limit: number) => newsletterSummary(deps.orm.em, clock()),
  };
}

export type NewsletterModule = ReturnType<typeof createNewsletterModule>;
