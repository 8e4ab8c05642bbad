import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { ENTITIES } from '../../modules/entities.ts';
import { createOrm, migrateUp } from '../../modules/platform/db/index.ts';
import { Redis } from '../../modules/platform/queues/index.ts';

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
  const deadline = Date.now() + 30_000;
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
  throw new Error(`${url} was not healthy within 30 s`);
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
  const suffix = randomBytes(4).toString('hex');
  const database = `e2e_${suffix}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const orm = await createOrm({ databaseUrl: databaseUrl.toString(), entities: ENTITIES, poolMax: 2 });
  await migrateUp(orm);
  await orm.close();

  const port = await freePort();
  const redisPrefix = `e2e_${suffix}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ANALYTICS_ROLLUP_EVERY_MS: '300',
    DATA_DIR: `.data/e2e-${suffix}`,
  };
  const api = spawn(process.execPath, ['modules/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const worker = spawn(process.execPath, ['worker/main.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/health`, api);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = databaseUrl.toString();

  return async () => {
    await Promise.all([stop(api), stop(worker)]);
    const redis = new Redis(REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
    const cleanup = new pg.Client({ connectionString: ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${database} with (force)`);
    await cleanup.end();
  };
}
