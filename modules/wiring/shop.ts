import { createShopModule } from '../shop/index.ts';
import type { Shared } from './shared.ts';

/** The shop: products, orders, downloads; payments is wired after it, through `shop.orders`. */
export function wireShop({
  config,
  orm,
  redis,
  caches,
  storage,
  site,
  mailer,
  enqueue,
  perWindow,
  logFor,
}: Shared) {
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
    redis,
    redisPrefix: config.redisPrefix,
    // The cart's discount preview is a checkout lane: the payments limit (PAYMENTS_RATE_LIMIT_*).
    previewRateLimit: perWindow(config.paymentsRateLimitPoints, config.paymentsRateLimitWindowSeconds),
    log: logFor('shop'),
  });
}
