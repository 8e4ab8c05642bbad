import { createAdminModule } from './admin/index.ts';
import { createAnalyticsModule } from './analytics/index.ts';
import { createBlogModule } from './blog/index.ts';
import { createContentModule } from './content/index.ts';
import { createNewsletterModule } from './newsletter/index.ts';
import { createPaymentsModule, pesapalClientFromConfig } from './payments/index.ts';
import { PublicCache } from './platform/cache/index.ts';
import type { Config } from './platform/config/index.ts';
import type { MikroORM } from './platform/db/index.ts';
import { type EventHandler, KERNEL_QUEUES } from './platform/events/index.ts';
import type { ApiRouter } from './platform/http/index.ts';
import type { Logger } from './platform/logging/index.ts';
import { Mailer } from './platform/mail/index.ts';
import type { Enqueue, JobDefinition, Redis } from './platform/queues/index.ts';
import { UploadStorage } from './platform/uploads/index.ts';
import {
  blogSearchSources,
  contentSearchSources,
  createSearchModule,
  shopSearchSources,
} from './search/index.ts';
import { createShopModule } from './shop/index.ts';

/** What every module hands the composition roots. */
export type ModuleParts = {
  routes: ApiRouter[];
  jobs: JobDefinition[];
  handlers: EventHandler[];
};

export type ModuleDeps = {
  config: Config;
  orm: MikroORM;
  redis: Redis;
  log: Logger;
  /** From `resolveJwtSecret` (async, so the composition roots resolve it first). */
  jwtSecret: string;
  /** Starts a one-off job (an email, a webhook to process, a post to publish at a time). */
  enqueue: Enqueue;
};

/**
 * Wires every domain module from the shared dependencies. Used by both composition roots:
 * the API mounts the routes, the worker runs the jobs and event handlers.
 */
export function createModules({ config, orm, redis, log, jwtSecret, enqueue }: ModuleDeps) {
  const storage = new UploadStorage({
    dir: config.uploadsDir,
    publicPrefix: '/uploads',
    log: log.child({ module: 'uploads' }),
  });
  // One public cache per module that serves cached answers, each with its own version in Redis.
  // Search answers of the most recently asked queries (a few KB each).
  const SEARCH_ANSWERS_KEPT = 1_000;
  const caches: PublicCache[] = [];
  const publicCache = (namespace: string, maxEntries?: number) => {
    const cache = new PublicCache({
      redis,
      redisUrl: config.redisUrl,
      prefix: config.redisPrefix,
      namespace,
      log: log.child({ module: namespace, component: 'public-cache' }),
      maxEntries,
    });
    caches.push(cache);
    return cache;
  };
  const content = createContentModule({
    em: orm.em,
    cache: publicCache('content'),
    storage,
    log: log.child({ module: 'content' }),
    pages: { orm, publicUrl: config.publicUrl },
  });
  const analytics = createAnalyticsModule({
    em: orm.em,
    redis,
    redisPrefix: config.redisPrefix,
    timeZone: config.siteTimeZone,
    rollupEveryMs: config.analyticsRollupEveryMs,
    rollupBatchSize: config.analyticsRollupBatch,
    log: log.child({ module: 'analytics' }),
  });
  // Connects on first send: only the worker's jobs send, the API never opens the pool.
  const mailer = new Mailer({
    em: orm.em,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    siteName: async () => (await content.settings.get()).owner_name,
    dkim: config.dkim,
    log: log.child({ component: 'mailer' }),
  });
  // Reversal notices go to MAIL_OWNER, else to the admins (read when a reversal happens).
  let adminEmails: () => Promise<string[]> = async () => [];
  const shop = createShopModule({
    orm,
    redis,
    redisPrefix: config.redisPrefix,
    cache: publicCache('shop'),
    storage,
    visitorOf: (client) => analytics.service.visitorOf(client),
    publicUrl: config.publicUrl,
    siteName: async () => (await content.settings.get()).owner_name,
    mailer,
    enqueue,
    ownerEmails: async () => (config.mailOwner ? [config.mailOwner] : adminEmails()),
    log: log.child({ module: 'shop' }),
  });
  const payments = createPaymentsModule({
    orm,
    redis,
    redisPrefix: config.redisPrefix,
    enqueue,
    orders: shop.orders,
    pesapal: pesapalClientFromConfig(config, log.child({ module: 'pesapal' })),
    publicUrl: config.publicUrl,
    ipnUrl: config.pesapalIpnUrl,
    pollEveryMs: config.paymentsPollEveryMs,
    rateLimit: {
      points: config.paymentsRateLimitPoints,
      windowSeconds: config.paymentsRateLimitWindowSeconds,
    },
    log: log.child({ module: 'payments' }),
  });
  const blog = createBlogModule({
    orm,
    redis,
    redisPrefix: config.redisPrefix,
    cache: publicCache('blog'),
    storage,
    enqueue,
    visitorOf: (client) => analytics.service.visitorOf(client),
    secret: jwtSecret,
    publicUrl: config.publicUrl,
    siteName: async () => (await content.settings.get()).owner_name,
    publishSweepEveryMs: config.blogPublishSweepEveryMs,
    sitemapSources: [() => shop.sitemapUrls()],
    commentRateLimit: {
      points: config.commentRateLimitPoints,
      windowSeconds: config.commentRateLimitWindowSeconds,
    },
    log: log.child({ module: 'blog' }),
  });
  const newsletter = createNewsletterModule({
    orm,
    redis,
    redisPrefix: config.redisPrefix,
    mailer,
    secret: jwtSecret,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom.address,
    siteName: async () => (await content.settings.get()).owner_name,
    subscribeRateLimit: {
      points: config.subscribeRateLimitPoints,
      windowSeconds: config.subscribeRateLimitWindowSeconds,
    },
    enqueue,
    postCard: (id) => blog.postCard(id),
    campaignBatchSize: config.newsletterBatchSize,
    resumeStalled: { everyMs: config.newsletterResumeEveryMs, idleMs: config.newsletterResumeIdleMs },
    log: log.child({ module: 'newsletter' }),
  });
  const search = createSearchModule({
    orm,
    sources: [...contentSearchSources(content), ...blogSearchSources(blog), ...shopSearchSources(shop)],
    log: log.child({ module: 'search' }),
    cache: publicCache('search', SEARCH_ANSWERS_KEPT),
  });
  const admin = createAdminModule({
    orm,
    redis,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    storage,
    jwtSecret,
    jwtTtlSeconds: config.jwtTtlSeconds,
    publicUrl: config.publicUrl,
    registration: config.adminRegistration,
    rateLimit: { points: config.authRateLimitPoints, windowSeconds: config.authRateLimitWindowSeconds },
    passwordHashCost: config.passwordHashCost,
    summarySources: [
      (limit) => content.summary(limit),
      (limit) => blog.summary(limit),
      // The dashboard's counts have no products yet; the shop adds its latest products.
      async (limit) => ({ counts: {}, activity: (await shop.summary(limit)).activity }),
      (limit) => newsletter.summary(limit),
      () => payments.summary(),
      () => search.summary(),
    ],
    log: log.child({ module: 'admin' }),
  });
  adminEmails = () => admin.adminEmails();
  const parts: ModuleParts[] = [admin, analytics, content, blog, shop, payments, newsletter, search];
  const jobs = parts.flatMap((part) => part.jobs);
  return {
    storage,
    admin,
    analytics,
    content,
    blog,
    shop,
    payments,
    newsletter,
    mailer,
    search,
    routes: parts.flatMap((part) => part.routes),
    jobs,
    handlers: parts.flatMap((part) => part.handlers),
    /** Every queue: the kernel's and those the modules' jobs declare (for the queue dashboard). */
    queueNames: [
      ...new Set([...KERNEL_QUEUES.map((queue) => queue.name), ...jobs.map((job) => job.queue.name)]),
    ],
    /** Ends every public cache's Redis subscriber (on shutdown). */
    closeCaches: () => {
      for (const cache of caches) cache.close();
    },
  };
}
