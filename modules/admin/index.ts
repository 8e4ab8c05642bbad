import { type MikroORM, withEntityManagerScope } from '../platform/db/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Redis } from '../platform/queues/index.ts';
import { rateLimit } from '../platform/rate-limit/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import type { RegisterInput } from './admin.schemas.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { AuthService, insertAccount } from './auth/auth.service.ts';
import { LoginLockout } from './auth/login-lockout.ts';
import { SessionRevocations } from './auth/session-revocations.ts';
import { TokenService } from './auth/tokens.ts';
import { SessionRevocationSchema, User, UserSchema } from './entities/index.ts';
import { queueDashboard } from './queues/queue-dashboard.ts';
import { type SummarySource, summaryRoutes } from './summary/summary.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { UsersService } from './users/users.service.ts';

export { MESSAGES, registerSchema, type UserRole } from './admin.schemas.ts';
export { SESSION_COOKIE } from './auth/auth.routes.ts';
export { hashPassword } from './auth/passwords.ts';
export { resolveJwtSecret } from './auth/tokens.ts';
export { QUEUE_DASHBOARD_PATH } from './queues/queue-dashboard.ts';
export type { SummarySource } from './summary/summary.routes.ts';
export type { ActivityItem, SummaryPart } from './summary.schemas.ts';
export { summaryResponseSchema } from './summary.schemas.ts';

export const adminEntities = [UserSchema, SessionRevocationSchema];

const loginLockout = (redis: Redis, redisPrefix: string) => new LoginLockout(redis, `${redisPrefix}:auth`);

export type AdminModuleDeps = {
  orm: MikroORM;
  redis: Redis;
  redisUrl: string;
  redisPrefix: string;
  storage: UploadStorage;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** PUBLIC_URL, to tell whether the site is served over https (Secure session cookie). */
  publicUrl: string;
  registration: 'first-account' | 'open';
  rateLimit: { points: number; windowSeconds: number };
  passwordHashCost: number;
  log: Logger;
};

/**
 * Accounts and sessions: sign-in with lockout and rate limits, registration policy, users
 * management, and the token resolver the HTTP kernel uses for every guarded route.
 */
export function createAdminModule(deps: AdminModuleDeps) {
  const files = deps.storage;
  const tokens = new TokenService(deps.jwtSecret, deps.jwtTtlSeconds);
  const revocations = new SessionRevocations(deps.orm.em);
  const lockout = loginLockout(deps.redis, deps.redisPrefix);
  const auth = new AuthService({
    em: deps.orm.em,
    tokens,
    revocations,
    lockout,
    files,
    registration: deps.registration,
    hashCost: deps.passwordHashCost,
  });
  const users = new UsersService({ em: deps.orm.em, files, hashCost: deps.passwordHashCost, lockout });
  // Sign-in and sign-up attempts per client address.
  const limiter = rateLimit({
    redis: deps.redis,
    prefix: deps.redisPrefix,
    name: 'rl:auth',
    ...deps.rateLimit,
    message: (seconds) => `Too many attempts. Please try again in ${seconds} seconds.`,
  });
  const resolveUser = (token: string | undefined) => auth.resolve(token);
  return {
    auth,
    users,
    tokens,
    resolveUser,
    routes: [
      authRoutes({
        auth,
        storage: deps.storage,
        limiter,
        cookieMaxAgeMs: deps.jwtTtlSeconds * 1000,
        secureCookie: deps.publicUrl.startsWith('https:'),
      }),
      usersRoutes(users, deps.storage),
    ],
    jobs: [],
    handlers: [],
    /**
     * Every admin account's address (told about reversed payments when MAIL_OWNER is unset).
     * Read in the caller's scope: the reversal handler's job.
     */
    /** An account's name as the timeline and Pesapal's refund `username` show it ('' when gone). */
    adminName: async (id: string): Promise<string> =>
      (await deps.orm.em.findOne(User, { id }, { fields: ['name'] }))?.name ?? '',
    adminEmails: async (): Promise<string[]> =>
      (await deps.orm.em.find(User, { role: 'admin' }, { fields: ['email'] })).map((user) => user.email),
    /**
     * The dashboard's `GET /api/admin/summary`, adding up each module's part. Made once every
     * module exists (the composition root's last step), so admin is created before the modules
     * that mail its accounts.
     */
    dashboardRoutes: (sources: SummarySource[]) => summaryRoutes(sources),
    /** The queue dashboard page over the given queues; the API mounts it, the worker has no use for it. */
    queueDashboard: (queueNames: readonly string[]) =>
      queueDashboard({
        queueNames,
        orm: deps.orm,
        redisUrl: deps.redisUrl,
        prefix: deps.redisPrefix,
        resolve: resolveUser,
      }),
  };
}

export type AdminModule = ReturnType<typeof createAdminModule>;

/** Creates a verified administrator outside any request (`npm run admin:create`). */
export function createAdminAccount(orm: MikroORM, input: RegisterInput, hashCost: number) {
  return withEntityManagerScope(orm, () =>
    orm.em.transactional((tx) => insertAccount(tx, { ...input, role: 'admin', is_verified: true }, hashCost)),
  );
}

/**
 * Lifts every sign-in lock on an account outside any request (`npm run admin:unlock`), so a
 * sole administrator locked out of every device can get back in. Undefined: no such account.
 */
export function unlockAdminAccount(
  deps: { orm: MikroORM; redis: Redis; redisPrefix: string; hashCost: number },
  email: string,
) {
  const users = new UsersService({
    em: deps.orm.em,
    files: { remove: async () => undefined },
    hashCost: deps.hashCost,
    lockout: loginLockout(deps.redis, deps.redisPrefix),
  });
  return withEntityManagerScope(deps.orm, () => users.unlockByEmail(email));
}
