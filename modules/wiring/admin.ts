import { createAdminModule } from '../admin/index.ts';
import type { Kernel } from './kernel.ts';

/** Accounts and sessions: needs no other module (the dashboard is wired last, by `wireDashboard`). */
export function wireAdmin({ config, orm, redis, storage, jwtSecret, perWindow, logFor }: Kernel) {
  return createAdminModule({
    orm,
    redis,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    storage,
    jwtSecret,
    jwtTtlSeconds: config.jwtTtlSeconds,
    publicUrl: config.publicUrl,
    registration: config.adminRegistration,
    rateLimit: perWindow(config.authRateLimitPoints, config.authRateLimitWindowSeconds),
    passwordHashCost: config.passwordHashCost,
    log: logFor('admin'),
  });
}
