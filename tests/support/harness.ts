import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { ThrowawayEnv } from '../../infra/services/throwaway.ts';
import { type ApiOptions, createApi } from '../../modules/main.ts';
import { type Config, loadConfig } from '../../modules/platform/config/index.ts';
import { listen } from '../../modules/platform/http/index.ts';
import { createLogger } from '../../modules/platform/logging/index.ts';
import { startWorkerRuntime, type WorkerRuntime, type WorkerRuntimeOptions } from '../../worker/runtime.ts';
import { fileEnv, freshWorld } from '../setup/file-env.ts';
import { requestOf } from './request.ts';

/** The integration tests' server secret (comment form tokens are signed with it). */
export const TEST_JWT_SECRET = 'integration-tests-secret-0123456789abcdef';

/** Configuration for this file's throwaway database and Redis prefix. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: fileEnv.databaseUrl,
    REDIS_URL: fileEnv.redisUrl,
    REDIS_PREFIX: fileEnv.redisPrefix,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: 'tests/support/no-web-dist',
    UPLOADS_DIR: path.join(tmpdir(), `${fileEnv.redisPrefix}-uploads`),
    JWT_SECRET: TEST_JWT_SECRET,
    // Cheap hashes keep the suite fast; production uses the default cost.
    PASSWORD_HASH_COST: '10',
    // Every file signs in from 127.0.0.1; the rate-limit test sets its own low limit.
    AUTH_RATE_LIMIT_POINTS: '100000',
    ...overrides,
  });
}

/** Overrides that put something else (a worker) in the world (database and Redis prefix) of `config`. */
export const worldOf = (config: Config) => ({
  DATABASE_URL: config.databaseUrl,
  REDIS_PREFIX: config.redisPrefix,
});

/** The environment of a child process (a script, a worker) in the world of `config`, as `npm run` gives it. */
export const childEnv = (config: Config): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: config.databaseUrl,
  REDIS_URL: config.redisUrl,
  REDIS_PREFIX: config.redisPrefix,
  UPLOADS_DIR: config.uploadsDir,
  ...storageEnv(config),
  LOG_LEVEL: 'silent',
});

/** The variables that give a child process the same upload store as `config` (disk or bucket). */
function storageEnv(config: Config): Record<string, string> {
  const { storage } = config;
  if (storage.driver === 'disk') return { STORAGE_DRIVER: 'disk' };
  return {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: storage.bucket,
    S3_REGION: storage.region,
    S3_ACCESS_KEY_ID: storage.accessKeyId,
    S3_SECRET_ACCESS_KEY: storage.secretAccessKey,
    S3_FORCE_PATH_STYLE: String(storage.forcePathStyle),
    ...(storage.endpoint ? { S3_ENDPOINT: storage.endpoint } : {}),
    ...(storage.publicUrl ? { S3_PUBLIC_URL: storage.publicUrl } : {}),
  };
}

/** Runs a maintenance script (`infra/scripts/<script>`) in the world of `config`; resolves with its output. */
export function runScript(config: Config, script: string, args: string[] = []) {
  return promisify(execFile)(process.execPath, [`infra/scripts/${script}`, ...args], {
    env: childEnv(config),
  });
}

export const testLogger = (name: string) =>
  createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent', name });

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

export { type Answer, type JsonInit, requestOf } from './request.ts';

/** The real API on a free port. */
export async function startTestApi(overrides: Record<string, string> = {}, options: ApiOptions = {}) {
  const config = testConfig(overrides);
  const api = await createApi(config, testLogger('api'), options);
  const server = await listen(api.app, 0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${server.port}`;
  return {
    ...api,
    config,
    world: worldOf(config),
    baseUrl,
    /** fetch against the API with JSON in and out. */
    request: requestOf(baseUrl),
    async stop() {
      await server.close();
      await api.close();
    },
  };
}

/** The real worker runtime in this process (queues, relay, schedules). */
export function startTestWorker(
  options: Partial<WorkerRuntimeOptions> & { overrides?: Record<string, string> } = {},
) {
  return startWorkerRuntime({
    config: testConfig(options.overrides),
    logger: testLogger('worker'),
    extraHandlers: options.extraHandlers,
    extraJobs: options.extraJobs,
  });
}

/**
 * How long a wait may last before a test gives up. A wait ends as soon as its thing happens, so
 * the limit only decides how long a doomed test takes: it is generous for a loaded machine.
 */
export const WAIT_LIMIT_MS = 30_000;

/** Polls until the check returns a value other than undefined, or fails after the timeout. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = WAIT_LIMIT_MS,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Config overrides, or a function giving them when the start comes (after the caller's own set-up). */
export type Overrides = Record<string, string> | (() => Record<string, string>);

export type WorldScope = {
  /**
   * 'file' (the default): one API for the caller's tests, on the file's world. 'test': each test
   * gets an API on a fresh world of its own (tests/setup/file-env.ts `freshWorld`), for tests whose
   * assertions speak of the whole world (the first account, every row of a table).
   */
  world?: 'file' | 'test';
};

/**
 * Starts something before the caller's tests (or each test, with `world: 'test'`, on a fresh
 * world) and stops it after. The returned object is filled in place, so a reference taken at
 * describe time sees what is running.
 */
export function setUpRunning<T extends { stop(): Promise<void> }>(
  start: (overrides: Record<string, string>) => Promise<T>,
  overrides: Overrides = {},
  { world = 'file' }: WorldScope = {},
): T {
  const running = {} as T;
  let started: T | undefined;
  let env: ThrowawayEnv | undefined;
  const up = async () => {
    const asked = typeof overrides === 'function' ? overrides() : overrides;
    if (world === 'test') {
      env = await freshWorld();
      started = await start({ DATABASE_URL: env.databaseUrl, REDIS_PREFIX: env.redisPrefix, ...asked });
    } else {
      started = await start(asked);
    }
    Object.assign(running as object, started);
  };
  const down = async () => {
    try {
      await started?.stop();
    } finally {
      started = undefined;
      await env?.cleanup();
      env = undefined;
    }
  };
  if (world === 'test') {
    beforeEach(up);
    afterEach(down);
  } else {
    beforeAll(up);
    afterAll(down);
  }
  return running;
}

/** `startTestApi` around the caller's tests (see `setUpRunning`). */
export function setUpTestApi(overrides: Overrides = {}, scope: WorldScope = {}): TestApi {
  return setUpRunning(startTestApi, overrides, scope);
}

/** `startTestWorker` around the caller's tests (see `setUpRunning`). */
export function setUpTestWorker(overrides: Overrides = {}): WorkerRuntime {
  return setUpRunning((asked) => startTestWorker({ overrides: asked }), overrides);
}
