import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { MailCatcher } from '../../infra/services/mail-catcher.ts';
import {
  SIMULATOR_CONSUMER_KEY,
  SIMULATOR_CONSUMER_SECRET,
  startPesapalSimulator,
} from '../../infra/services/pesapal-simulator.ts';
import { createThrowawayEnv } from '../../infra/services/throwaway.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The API exited with code ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} was not healthy within 90 s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Starts the built app as `npm start` would run it (API and worker processes) on a free
 * port, against a throwaway database and Redis prefix, and removes them all afterwards.
 */
export default async function globalSetup() {
  if (!existsSync('web/dist/index.html')) throw new Error('Build the web app first: npm run build');
  const throwaway = await createThrowawayEnv('e2e', ADMIN_URL, REDIS_URL);
  const databaseUrl = throwaway.databaseUrl;
  const redisPrefix = throwaway.redisPrefix;

  const port = await freePort();
  // The API and worker send through a real SMTP listener; journeys read mail from its JSON page.
  const catcher = new MailCatcher({ webPort: 0 });
  const mail = await catcher.start();
  // As `npm start` without Pesapal keys: the local simulator takes the payments. Its callback
  // goes to PUBLIC_URL (this server) and its IPNs to `${PUBLIC_URL}/api/pesapal/ipn`.
  const pesapal = await startPesapalSimulator();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ANALYTICS_ROLLUP_EVERY_MS: '300',
    DATA_DIR: `.data/${redisPrefix}`,
    UPLOADS_DIR: `.data/${redisPrefix}/uploads`,
    // Cheaper hashes and a roomy attempt limit: every journey signs in from 127.0.0.1.
    PASSWORD_HASH_COST: '12',
    AUTH_RATE_LIMIT_POINTS: '1000',
    SMTP_URL: mail.smtpUrl,
    // Links in emails must lead back to this server.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SUBSCRIBE_RATE_LIMIT_POINTS: '1000',
    // A robot fills a comment form in milliseconds; the minimum time is tested in tests/blog/.
    COMMENT_MIN_SUBMIT_MS: '0',
    COMMENT_RATE_LIMIT_POINTS: '1000',
    PAYMENTS_RATE_LIMIT_POINTS: '1000',
    PESAPAL_ENV: 'simulator',
    PESAPAL_BASE_URL: pesapal.apiUrl,
    PESAPAL_CONSUMER_KEY: SIMULATOR_CONSUMER_KEY,
    PESAPAL_CONSUMER_SECRET: SIMULATOR_CONSUMER_SECRET,
    PESAPAL_IPN_URL: `http://127.0.0.1:${port}/api/pesapal/ipn`,
  };
  // The demo content, as `npm start` seeds it on an empty database; the worker indexes it.
  const seeded = spawnSync(process.execPath, ['infra/scripts/seed.ts'], { env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding the demo content failed');
  const api = spawn(process.execPath, ['modules/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const worker = spawn(process.execPath, ['worker/main.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/health`, api);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = databaseUrl;
  process.env.E2E_MAIL_URL = mail.webUrl;
  process.env.E2E_PESAPAL_URL = pesapal.url;

  return async () => {
    await Promise.all([stop(api), stop(worker)]);
    await catcher.stop();
    await pesapal.close();
    await throwaway.cleanup();
    await rm(env.DATA_DIR, { recursive: true, force: true });
  };
}
