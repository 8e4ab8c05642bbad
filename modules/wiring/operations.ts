import { createOperationsModule } from '../operations/index.ts';
import type { PaymentsModule } from '../payments/index.ts';
import type { Shared } from './shared.ts';

/**
 * Operators' metrics, problems and alerts, given payments' watch and every queue's name (known
 * only once every module's jobs are, hence a function).
 */
export function wireOperations(
  shared: Shared,
  {
    payments,
    queueNames,
  }: {
    payments: PaymentsModule;
    queueNames: () => readonly string[];
  },
) {
  const { config, orm, redis, mailer, site, enqueue, logFor } = shared;
  return createOperationsModule({
    orm,
    redis,
    redisPrefix: config.redisPrefix,
    queueNames,
    payments: payments.watch,
    mailer,
    ownerEmails: site.ownerEmails,
    siteName: site.name,
    publicUrl: config.publicUrl,
    timeZone: config.siteTimeZone,
    enqueue,
    metricsToken: config.metricsToken,
    host: config.host,
    log: logFor('operations'),
  });
}
