import type { AdminModule } from '../admin/index.ts';
import type { AnalyticsModule } from '../analytics/index.ts';
import type { ContentModule } from '../content/index.ts';
import { Mailer } from '../platform/mail/index.ts';
import type { Kernel } from './kernel.ts';

/** What the modules after content, analytics and admin share, made once and passed by name. */
export type Shared = Kernel & {
  site: {
    /** The owner's name from the site settings (emails, page heads, feeds). */
    name: () => Promise<string>;
    /** Counts an item's views once per visitor per day, a bot never (posts, products). */
    countViews: AnalyticsModule['countViews'];
    /** Who hears about reversed payments: MAIL_OWNER, else every admin account. */
    ownerEmails: () => Promise<string[]>;
    /** An admin account's name (a refund's `username`, timelines). */
    adminName: (id: string) => Promise<string>;
  };
  mailer: Mailer;
};

/** The site's facts three first modules answer, and the one mailer every later module sends with. */
export function wireShared(
  kernel: Kernel,
  {
    content,
    analytics,
    admin,
  }: {
    content: ContentModule;
    analytics: AnalyticsModule;
    admin: AdminModule;
  },
): Shared {
  const { config, orm, log } = kernel;
  const site: Shared['site'] = {
    name: async () => (await content.settings.get()).owner_name,
    countViews: analytics.countViews,
    ownerEmails: async () => (config.mailOwner ? [config.mailOwner] : admin.adminEmails()),
    adminName: admin.adminName,
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
  return { ...kernel, site, mailer };
}
