import { createShopModule } from '../shop/index.ts';
import type { Shared } from './shared.ts';

/** The shop: products, orders, downloads; payments is wired after it, through `shop.orders`. */
export function wireShop({ config, orm, redis, caches, storage, site, mailer, enqueue, logFor }: Shared) {
  return createShopModule({
    orm,
    redis,
    redisPrefix: config.redisPrefix,
    cache: caches.for('shop'),
    storage,
    visitorOf: site.visitorOf,
    publicUrl: config.publicUrl,
    siteName: site.name,
    mailer,
    enqueue,
    ownerEmails: site.ownerEmails,
    log: logFor('shop'),
  });
}
