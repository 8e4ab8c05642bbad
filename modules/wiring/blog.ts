import { createBlogModule } from '../blog/index.ts';
import { privacySitemapUrls } from '../pages/index.ts';
import type { ShopModule } from '../shop/index.ts';
import type { Shared } from './shared.ts';

/** Posts and comments, given the shop's product pages and the privacy page for the sitemap. */
export function wireBlog(shared: Shared, { shop }: { shop: ShopModule }) {
  const { config, orm, redis, caches, storage, enqueue, site, jwtSecret, perWindow, logFor, mailer } = shared;
  return createBlogModule({
    orm,
    redis,
    redisPrefix: config.redisPrefix,
    cache: caches.for('blog'),
    commentsCache: caches.for('comments'),
    storage,
    enqueue,
    countViews: site.countViews,
    secret: jwtSecret,
    publicUrl: config.publicUrl,
    siteName: site.name,
    mailer,
    mailFrom: config.mailFrom.address,
    ownerEmails: site.ownerEmails,
    publishSweepEveryMs: config.blogPublishSweepEveryMs,
    sitemapSources: [() => shop.sitemapUrls(), privacySitemapUrls(config.publicUrl)],
    commentRateLimit: perWindow(config.commentRateLimitPoints, config.commentRateLimitWindowSeconds),
    commentMinSubmitMs: config.commentMinSubmitMs,
    log: logFor('blog'),
  });
}
