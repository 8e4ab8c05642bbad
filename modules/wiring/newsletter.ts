import type { BlogModule } from '../blog/index.ts';
import { createNewsletterModule } from '../newsletter/index.ts';
import type { Shared } from './shared.ts';

/** Subscribers and campaigns, given the blog's post cards for the campaign emails. */
export function wireNewsletter(shared: Shared, { blog }: { blog: BlogModule }) {
  const { config, orm, redis, mailer, jwtSecret, site, enqueue, perWindow, logFor } = shared;
  return createNewsletterModule({
    orm,
    redis,
    redisPrefix: config.redisPrefix,
    mailer,
    secret: jwtSecret,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom.address,
    siteName: site.name,
    subscribeRateLimit: perWindow(config.subscribeRateLimitPoints, config.subscribeRateLimitWindowSeconds),
    enqueue,
    postCard: (id) => blog.postCard(id),
    campaignBatchSize: config.newsletterBatchSize,
    resumeStalled: { everyMs: config.newsletterResumeEveryMs, idleMs: config.newsletterResumeIdleMs },
    log: logFor('newsletter'),
  });
}
