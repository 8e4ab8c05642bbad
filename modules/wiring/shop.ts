import { createShopModule } from '../shop/index.ts';
import type { Shared } from './shared.ts';

/** The shop: products, orders, downloads; payments is wired after it, through `shop.orders`. */
export function wireShop({ config, orm, caches, storage, site, mailer, enqueue, logFor }: Shared) {
  return createShopModule({
    orm,
    cache: caches.for('shop'),
    storage,
    countViews: site.countViews,
    publicUrl: config.publicUrl,
    siteName: site.name,
    mailer,
    enqueue,
    ownerEmails: site.ownerEmails,
    timeZone: config.siteTimeZone,
    log: logFor('shop'),
  });
}
