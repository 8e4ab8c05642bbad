import { createPaymentsModule, pesapalClientFromConfig } from '../payments/index.ts';
import type { ShopModule } from '../shop/index.ts';
import type { Shared } from './shared.ts';

/** Pesapal payments, given the shop's orders through the port payments defines. */
export function wirePayments(
  { config, orm, redis, enqueue, perWindow, logFor, site }: Shared,
  { shop }: { shop: ShopModule },
) {
  return createPaymentsModule({
    orm,
    redis,
    redisPrefix: config.redisPrefix,
    enqueue,
    orders: shop.orders,
    pesapal: pesapalClientFromConfig(config, logFor('pesapal')),
    publicUrl: config.publicUrl,
    ipnUrl: config.pesapalIpnUrl,
    pollEveryMs: config.paymentsPollEveryMs,
    rateLimit: perWindow(config.paymentsRateLimitPoints, config.paymentsRateLimitWindowSeconds),
    log: logFor('payments'),
    adminName: site.adminName,
  });
}
