import { z } from 'zod';

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
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/i, 'letters, digits, _ and - only')
    .default('site'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_DIST: z.string().min(1).default('web/dist'),
  TRUST_PROXY: booleanFlag.default(false),
  SITE_TIMEZONE: timeZone.default('Africa/Nairobi'),
  ANALYTICS_ROLLUP_EVERY_MS: z.coerce.number().int().min(200).max(3_600_000).default(2_000),
  ANALYTICS_ROLLUP_BATCH: z.coerce.number().int().min(1).max(100_000).default(5_000),
  OUTBOX_SWEEP_EVERY_MS: z.coerce.number().int().min(200).max(3_600_000).default(5_000),
});

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  logLevel: string;
  dataDir: string;
  webDist: string;
  trustProxy: boolean;
  siteTimeZone: string;
  analyticsRollupEveryMs: number;
  analyticsRollupBatch: number;
  outboxSweepEveryMs: number;
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
  return Object.freeze({
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    publicUrl: value.PUBLIC_URL ?? `http://localhost:${value.PORT}`,
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    redisPrefix: value.REDIS_PREFIX,
    logLevel: value.LOG_LEVEL,
    dataDir: value.DATA_DIR,
    webDist: value.WEB_DIST,
    trustProxy: value.TRUST_PROXY,
    siteTimeZone: value.SITE_TIMEZONE,
    analyticsRollupEveryMs: value.ANALYTICS_ROLLUP_EVERY_MS,
    analyticsRollupBatch: value.ANALYTICS_ROLLUP_BATCH,
    outboxSweepEveryMs: value.OUTBOX_SWEEP_EVERY_MS,
  });
}
