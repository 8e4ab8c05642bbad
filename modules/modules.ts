import { createAdminModule } from './admin/index.ts';
import { createAnalyticsModule } from './analytics/index.ts';
import { createBlogModule } from './blog/index.ts';
import { createContentModule } from './content/index.ts';
import { createNewsletterModule } from './newsletter/index.ts';
import { createOperationsModule, problemReporter } from './operations/index.ts';
import { createPaymentsModule, pesapalClientFromConfig } from './payments/index.ts';
import { PublicCache } from './platform/cache/index.ts';
import type { Config } from './platform/config/index.ts';
import type { MikroORM } from './platform/db/index.ts';
import { type EventHandler, KERNEL_QUEUES } from './platform/events/index.ts';
import type { ApiRouter } from './platform/http/index.ts';
import type { Logger } from './platform/logging/index.ts';
import { Mailer } from './platform/mail/index.ts';
import type { Enqueue, JobDefinition, Redis } from './platform/queues/index.ts';
import { createObjectStore } from './platform/storage/index.ts';
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

/** One public cache per module that serves cached answers, each with its own version in Redis. */
function publicCaches({ config, redis, log }: Pick<ModuleDeps, 'config' | 'redis' | 'log'>) {
  const made: PublicCache[] = [];
  return {
    for(namespace: string, maxEntries?: number): PublicCache {
      const cache = new PublicCache({
        redis,
        redisUrl: config.redisUrl,
        prefix: config.redisPrefix,
        namespace,
        log: log.child({ module: namespace, component: 'public-cache' }),
        maxEntries,
      });
      made.push(cache);
      return cache;
    },
    /** Every namespace's cache: the server-rendered pages key on all their versions. */
    all: made as readonly PublicCache[],
    /** Ends every cache's Redis subscriber (on shutdown). */
    close(): void {
      for (const cache of made) cache.close();
    },
  };
}

/**
 * `GET /api/images` answers are cached per set of pictures asked together (a page's grid, a
 * post's featured image): keys anyone can make up, so the most recently asked are kept. An
 * answer is about 400 bytes per picture (20 KB at most), so at worst 20 MB; a site's pages ask
 * a few hundred sets.
 */
const IMAGE_FACTS_ANSWERS_KEPT = 1_000;

/** Search answers of the most recently asked queries are kept (a few KB each). */
const SEARCH_ANSWERS_KEPT = 1_000;

/**
 * Wires every domain module from the shared dependencies, in dependency order: a module is
 * created after everything it is given. Used by both composition roots: the API mounts the
 * routes, the worker runs the jobs and event handlers.
 */
export function createModules({ config, orm, redis, log, jwtSecret, enqueue }: ModuleDeps) {
  const { redisPrefix, publicUrl } = config;
  const logFor = (module: string) => log.child({ module });
  const perWindow = (points: number, windowSeconds: number) => ({ points, windowSeconds });
  const caches = publicCaches({ config, redis, log });
  // A write the disk or bucket refuses is an open problem for the owner (issue 20), as well as
  // the uploader's error.
  const reportProblem = problemReporter({ orm, log: logFor('operations') });
  const storage = new UploadStorage({
    store: createObjectStore(config, logFor('storage')),
    // One problem however many writes fail (no subject): the key that failed is only in the detail.
    onWriteRefused: (error, key) =>
      void reportProblem(
        'storage_write_refused',
        `${error.name} writing ${key}: ${error.message}`.slice(0, 500),
      ),
    publicPrefix: '/uploads',
    log: logFor('uploads'),
    variants: { em: orm.em, enqueue, cache: caches.for('images', IMAGE_FACTS_ANSWERS_KEPT) },
  });

  // Modules that need no other module.
  const content = createContentModule({
    em: orm.em,
    cache: caches.for('content'),
    storage,
    log: logFor('content'),
  });
  const analytics = createAnalyticsModule({
    em: orm.em,
    redis,
    redisPrefix,
    timeZone: config.siteTimeZone,
    rollupEveryMs: config.analyticsRollupEveryMs,
    rollupBatchSize: config.analyticsRollupBatch,
    log: logFor('analytics'),
  });
  const admin = createAdminModule({
    orm,
    redis,
    redisUrl: config.redisUrl,
    redisPrefix,
    storage,
    jwtSecret,
    jwtTtlSeconds: config.jwtTtlSeconds,
    publicUrl,
    registration: config.adminRegistration,
    rateLimit: perWindow(config.authRateLimitPoints, config.authRateLimitWindowSeconds),
    passwordHashCost: config.passwordHashCost,
    log: logFor('admin'),
  });

  // What the later modules share, made once and passed by name.
  const site = {
    /** The owner's name from the site settings (emails, page heads, feeds). */
    name: async () => (await content.settings.get()).owner_name,
    /** Counts an item's views once per visitor per day, a bot never (posts, products). */
    countViews: analytics.countViews,
    /** Who hears about reversed payments: MAIL_OWNER, else every admin account. */
    ownerEmails: async () => (config.mailOwner ? [config.mailOwner] : admin.adminEmails()),
  };
  // Connects on first send: only the worker's jobs send, the API never opens the pool.
  const mailer = new Mailer({
    em: orm.em,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    siteName: site.name,
    dkim: config.dkim,
    log: log.child({ component: 'mailer' }),
  });

  // Modules built on those: the shop, then payments through the orders port the shop fills.
  const shop = createShopModule({
    orm,
    cache: caches.for('shop'),
    storage,
    countViews: site.countViews,
    publicUrl,
    siteName: site.name,
    mailer,
    enqueue,
    ownerEmails: site.ownerEmails,
    log: logFor('shop'),
  });
  const payments = createPaymentsModule({
    orm,
    redis,
    redisPrefix,
    enqueue,
    orders: shop.orders,
    pesapal: pesapalClientFromConfig(config, logFor('pesapal')),
    publicUrl,
    ipnUrl: config.pesapalIpnUrl,
    pollEveryMs: config.paymentsPollEveryMs,
    rateLimit: perWindow(config.paymentsRateLimitPoints, config.paymentsRateLimitWindowSeconds),
    log: logFor('payments'),
  });
  const blog = createBlogModule({
    orm,
    redis,
    redisPrefix,
    cache: caches.for('blog'),
    commentsCache: caches.for('comments'),
    storage,
    enqueue,
    countViews: site.countViews,
    secret: jwtSecret,
    publicUrl,
    siteName: site.name,
    publishSweepEveryMs: config.blogPublishSweepEveryMs,
    sitemapSources: [() => shop.sitemapUrls()],
    commentRateLimit: perWindow(config.commentRateLimitPoints, config.commentRateLimitWindowSeconds),
    log: logFor('blog'),
  });
  const newsletter = createNewsletterModule({
    orm,
    redis,
    redisPrefix,
    mailer,
    secret: jwtSecret,
    publicUrl,
    mailFrom: config.mailFrom.address,
    siteName: site.name,
    subscribeRateLimit: perWindow(config.subscribeRateLimitPoints, config.subscribeRateLimitWindowSeconds),
    enqueue,
    postCard: (id) => blog.postCard(id),
    campaignBatchSize: config.newsletterBatchSize,
    resumeStalled: { everyMs: config.newsletterResumeEveryMs, idleMs: config.newsletterResumeIdleMs },
    log: logFor('newsletter'),
  });
  const search = createSearchModule({
    orm,
    sources: [...contentSearchSources(content), ...blogSearchSources(blog), ...shopSearchSources(shop)],
    log: logFor('search'),
    cache: caches.for('search', SEARCH_ANSWERS_KEPT),
  });

  // Operators' metrics and alerts read the queues every module declares (known once `jobs` is).
  let queueNames: readonly string[] = [];
  const operations = createOperationsModule({
    orm,
    redis,
    redisPrefix,
    queueNames: () => queueNames,
    payments: payments.watch,
    mailer,
    ownerEmails: site.ownerEmails,
    siteName: site.name,
    publicUrl,
    timeZone: config.siteTimeZone,
    enqueue,
    metricsToken: config.metricsToken,
    host: config.host,
    log: logFor('operations'),
  });

  // Last, the dashboard adds up every module's part.
  const dashboard = admin.dashboardRoutes([
    (limit) => content.summary(limit),
    (limit) => blog.summary(limit),
    // The dashboard's counts have no products yet; the shop adds its latest products.
    async (limit) => ({ counts: {}, activity: (await shop.summary(limit)).activity }),
    (limit) => newsletter.summary(limit),
    () => payments.summary(),
    () => search.summary(),
  ]);

  const parts: ModuleParts[] = [
    admin,
    analytics,
    content,
    blog,
    shop,
    payments,
    newsletter,
    search,
    operations,
  ];
  // The kernel's upload store comes first: its image variants are every module's.
  const jobs = [...storage.jobs, ...parts.flatMap((part) => part.jobs)];
  queueNames = [
    ...new Set([...KERNEL_QUEUES.map((queue) => queue.name), ...jobs.map((job) => job.queue.name)]),
  ];
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
    operations,
    routes: [...storage.routes, ...parts.flatMap((part) => part.routes), dashboard],
    jobs,
    handlers: parts.flatMap((part) => part.handlers),
    /** Every queue: the kernel's and those the modules' jobs declare (for the queue dashboard). */
    queueNames,
    /** The answers' versions (one per namespace) the server-rendered pages depend on. */
    publicCaches: caches.all,
    /** Ends every public cache's Redis subscriber (on shutdown). */
    closeCaches: caches.close,
  };
}
