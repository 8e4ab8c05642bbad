import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { type DkimKey, type MailSender, mailSettings } from './mail-config.ts';
import { type StorageSettings, storageEnvSchema, storageSettings } from './storage-config.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const redisUrl = z
  .string()
  .url()
  .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://');

const postgresUrl = z
  .string()
  .url()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

const timeZone = z.string().refine((value) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Africa/Nairobi');

/** Every environment variable the API and the worker read, with its default. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: postgresUrl,
  REDIS_URL: redisUrl,
  // Unset: derived from the data folder and the database (defaultRedisPrefix).
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/i, 'letters, digits, _ and - only')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_DIST: z.string().min(1).default('web/dist'),
  UPLOADS_DIR: z.string().min(1).default('uploads'),
  ...storageEnvSchema,
  TRUST_PROXY: booleanFlag.default(false),
  SITE_TIMEZONE: timeZone.default('Africa/Nairobi'),
  ANALYTICS_ROLLUP_EVERY_MS: z.coerce.number().int().min(200).max(3_600_000).default(2_000),
  ANALYTICS_ROLLUP_BATCH: z.coerce.number().int().min(1).max(100_000).default(5_000),
  OUTBOX_SWEEP_EVERY_MS: z.coerce.number().int().min(200).max(3_600_000).default(5_000),
  OUTBOX_REDELIVER_AFTER_MS: z.coerce.number().int().min(500).max(86_400_000).default(60_000),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(12 * 3_600),
  ADMIN_REGISTRATION: z.enum(['first-account', 'open']).default('first-account'),
  AUTH_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).max(100_000).default(20),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(16),
  BLOG_PUBLISH_SWEEP_EVERY_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
  COMMENT_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).max(100_000).default(10),
  COMMENT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  COMMENT_MIN_SUBMIT_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  PESAPAL_ENV: z.enum(['sandbox', 'live', 'simulator']).default('sandbox'),
  PESAPAL_BASE_URL: z.string().url().optional(),
  // Pasted keys with stray spaces fail Pesapal's authentication: trim them.
  PESAPAL_CONSUMER_KEY: z.string().trim().min(1).optional(),
  PESAPAL_CONSUMER_SECRET: z.string().trim().min(1).optional(),
  PESAPAL_IPN_URL: z.string().url().optional(),
  PAYMENTS_POLL_EVERY_MS: z.coerce.number().int().min(200).max(3_600_000).default(15_000),
  PAYMENTS_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).max(100_000).default(30),
  PAYMENTS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  MAIL_OWNER: z.string().email().optional(),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  DKIM_DOMAIN: z.string().min(1).max(253).optional(),
  DKIM_SELECTOR: z.string().min(1).max(63).optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).max(20_000).optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  SUBSCRIBE_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).max(100_000).default(10),
  SUBSCRIBE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3_600),
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000).default(200),
  NEWSLETTER_RESUME_EVERY_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
  NEWSLETTER_RESUME_IDLE_MS: z.coerce.number().int().min(200).max(86_400_000).default(600_000),
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .max(200)
    .regex(/^\S+$/, 'must have no spaces')
    .optional(),
});

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Namespaces every Redis key and queue; unset, unique per data folder and database. */
  redisPrefix: string;
  /** Whether redisPrefix came from REDIS_PREFIX rather than defaultRedisPrefix. */
  redisPrefixExplicit: boolean;
  logLevel: string;
  dataDir: string;
  webDist: string;
  /** Uploaded files: public images at its top, product downloads under private/. */
  uploadsDir: string;
  /** Where uploads are stored: UPLOADS_DIR (disk, the default) or an S3-compatible bucket. */
  storage: StorageSettings;
  trustProxy: boolean;
  siteTimeZone: string;
  analyticsRollupEveryMs: number;
  analyticsRollupBatch: number;
  outboxSweepEveryMs: number;
  /** A sent event whose handlers have not all completed this long after is delivered again. */
  outboxRedeliverAfterMs: number;
  /** Signs admin tokens; required in production, generated into DATA_DIR otherwise. */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  /** 'first-account': only the very first account may self-register (as admin). */
  adminRegistration: 'first-account' | 'open';
  authRateLimitPoints: number;
  authRateLimitWindowSeconds: number;
  /** log2 of scrypt's N for new password hashes. */
  passwordHashCost: number;
  /** How often the worker announces scheduled posts whose delayed job was missed. */
  blogPublishSweepEveryMs: number;
  /** Comments per client address per window. */
  commentRateLimitPoints: number;
  commentRateLimitWindowSeconds: number;
  /** A comment form sent sooner than this after it was given is a bot's, dropped. */
  commentMinSubmitMs: number;
  /** Which Pesapal: the real sandbox or live API, or the local simulator (needs pesapalBaseUrl). */
  pesapalEnv: 'sandbox' | 'live' | 'simulator';
  /** Overrides the environment's base URL (the simulator's address, a proxy). */
  pesapalBaseUrl: string | undefined;
  /** Unset: payments are unavailable (npm start then runs the simulator and sets them). */
  pesapalConsumerKey: string | undefined;
  pesapalConsumerSecret: string | undefined;
  /** The IPN URL registered with Pesapal; default <publicUrl>/api/pesapal/ipn. */
  pesapalIpnUrl: string | undefined;
  /** How often the worker sweeps pending payments (each payment has its own backoff). */
  paymentsPollEveryMs: number;
  /** Checkout and status calls per client address per window. */
  paymentsRateLimitPoints: number;
  paymentsRateLimitWindowSeconds: number;
  /** Who is told about reversed payments; unset, every admin account's address. */
  mailOwner: string | undefined;
  /** The SMTP relay the worker sends through; unset, sending fails (npm start sets a catcher). */
  smtpUrl: string | undefined;
  /**
   * The From of every email: MAIL_FROM (default `no-reply@<PUBLIC_URL host>`); without a display
   * name there, the mailer uses the site's name from its settings.
   */
  mailFrom: MailSender;
  /** DKIM signing of every email, when DKIM_DOMAIN, DKIM_SELECTOR and the key are set. */
  dkim: DkimKey | undefined;
  /** Subscribe requests per client address per window; an address gets a third of that. */
  subscribeRateLimitPoints: number;
  subscribeRateLimitWindowSeconds: number;
  /** Subscribers per job when a post is sent to the newsletter. */
  newsletterBatchSize: number;
  newsletterResumeEveryMs: number;
  newsletterResumeIdleMs: number;
  /** Bearer token for `GET /metrics`; unset, it answers only on an API bound to loopback. */
  metricsToken: string | undefined;
}>;

/** Thrown when the environment is unusable; the message lists every problem at once. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * The Redis prefix when REDIS_PREFIX is unset: `site-` and a short hash of the data folder's
 * absolute path and the database's name. Two checkouts on one machine (each with its own
 * `.data`) or one checkout pointed at two databases never share queues, while the API, the
 * worker and the scripts of one site (same folder, same database) always agree. The database's
 * host and port are left out: the embedded Postgres may move to another free port between runs,
 * and the API and the worker may reach one database by different host names.
 */
export function defaultRedisPrefix({
  dataDir,
  databaseUrl,
  cwd = process.cwd(),
}: {
  dataDir: string;
  databaseUrl: string;
  cwd?: string;
}): string {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\/+/, '')) || 'postgres';
  const identity = `${path.resolve(cwd, dataDir)}\n${database}`;
  return `site-${createHash('sha256').update(identity).digest('hex').slice(0, 8)}`;
}

/** Reads and validates the environment once; callers pass the result down. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return issue.code === 'invalid_type' && present[name] === undefined
          ? `${name} is required`
          : `${name}: ${issue.message}`;
      }),
    );
  }
  const value = parsed.data;
  const publicUrl = value.PUBLIC_URL ?? `http://localhost:${value.PORT}`;
  if (value.NODE_ENV === 'production' && !value.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET is required in production (at least 32 random characters)']);
  }
  const pesapalProblems = [
    value.PESAPAL_ENV === 'simulator' && !value.PESAPAL_BASE_URL
      ? 'PESAPAL_BASE_URL is required when PESAPAL_ENV=simulator'
      : undefined,
    Boolean(value.PESAPAL_CONSUMER_KEY) !== Boolean(value.PESAPAL_CONSUMER_SECRET)
      ? 'PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET go together: set both or neither'
      : undefined,
  ].filter((problem) => problem !== undefined);
  const mail = mailSettings(value, publicUrl);
  const { storage, problems: storageProblems } = storageSettings(value, value.UPLOADS_DIR);
  const problems = [...pesapalProblems, ...mail.problems, ...storageProblems];
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze({
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    publicUrl,
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    redisPrefix:
      value.REDIS_PREFIX ?? defaultRedisPrefix({ dataDir: value.DATA_DIR, databaseUrl: value.DATABASE_URL }),
    redisPrefixExplicit: value.REDIS_PREFIX !== undefined,
    logLevel: value.LOG_LEVEL,
    dataDir: value.DATA_DIR,
    webDist: value.WEB_DIST,
    uploadsDir: value.UPLOADS_DIR,
    storage: Object.freeze(storage),
    trustProxy: value.TRUST_PROXY,
    siteTimeZone: value.SITE_TIMEZONE,
    analyticsRollupEveryMs: value.ANALYTICS_ROLLUP_EVERY_MS,
    analyticsRollupBatch: value.ANALYTICS_ROLLUP_BATCH,
    outboxSweepEveryMs: value.OUTBOX_SWEEP_EVERY_MS,
    outboxRedeliverAfterMs: value.OUTBOX_REDELIVER_AFTER_MS,
    jwtSecret: value.JWT_SECRET,
    jwtTtlSeconds: value.JWT_TTL_SECONDS,
    adminRegistration: value.ADMIN_REGISTRATION,
    authRateLimitPoints: value.AUTH_RATE_LIMIT_POINTS,
    authRateLimitWindowSeconds: value.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    passwordHashCost: value.PASSWORD_HASH_COST,
    blogPublishSweepEveryMs: value.BLOG_PUBLISH_SWEEP_EVERY_MS,
    commentRateLimitPoints: value.COMMENT_RATE_LIMIT_POINTS,
    commentRateLimitWindowSeconds: value.COMMENT_RATE_LIMIT_WINDOW_SECONDS,
    commentMinSubmitMs: value.COMMENT_MIN_SUBMIT_MS,
    pesapalEnv: value.PESAPAL_ENV,
    pesapalBaseUrl: value.PESAPAL_BASE_URL,
    pesapalConsumerKey: value.PESAPAL_CONSUMER_KEY,
    pesapalConsumerSecret: value.PESAPAL_CONSUMER_SECRET,
    pesapalIpnUrl: value.PESAPAL_IPN_URL,
    paymentsPollEveryMs: value.PAYMENTS_POLL_EVERY_MS,
    paymentsRateLimitPoints: value.PAYMENTS_RATE_LIMIT_POINTS,
    paymentsRateLimitWindowSeconds: value.PAYMENTS_RATE_LIMIT_WINDOW_SECONDS,
    mailOwner: value.MAIL_OWNER,
    smtpUrl: value.SMTP_URL,
    mailFrom: Object.freeze(mail.sender),
    dkim: mail.dkim && Object.freeze(mail.dkim),
    subscribeRateLimitPoints: value.SUBSCRIBE_RATE_LIMIT_POINTS,
    subscribeRateLimitWindowSeconds: value.SUBSCRIBE_RATE_LIMIT_WINDOW_SECONDS,
    newsletterBatchSize: value.NEWSLETTER_BATCH_SIZE,
    newsletterResumeEveryMs: value.NEWSLETTER_RESUME_EVERY_MS,
    newsletterResumeIdleMs: value.NEWSLETTER_RESUME_IDLE_MS,
    metricsToken: value.METRICS_TOKEN,
  });
}
