// Several instances in one world, as a host with several machines runs them: N APIs
// (`node modules/main.ts`) and M workers (`node worker/main.ts`) as child processes sharing one
// database, one Redis prefix, one store for uploads (a shared folder, or a throwaway S3 bucket),
// the Pesapal simulator and a mail catcher. Free of Vitest, so the benches start it too.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MailCatcher } from '../../infra/services/mail-catcher.ts';
import { findFreePort } from '../../infra/services/net.ts';
import {
  type PesapalSimulator,
  SIMULATOR_CONSUMER_KEY,
  SIMULATOR_CONSUMER_SECRET,
  startPesapalSimulator,
} from '../../infra/services/pesapal-simulator.ts';
import { startThrowawayS3 } from '../../infra/services/s3-server.ts';
import { loadConfig } from '../../modules/platform/config/index.ts';
import { createLogger } from '../../modules/platform/logging/index.ts';
import { createObjectStore } from '../../modules/platform/storage/index.ts';
import { ClusterProcess, waitForHealthy } from './cluster-process.ts';
import { buildClusterWeb } from './cluster-web.ts';
import { requestOf } from './request.ts';

/** Where the instances keep their state: a migrated database and a Redis prefix of their own. */
export type ClusterWorld = { databaseUrl: string; redisUrl: string; redisPrefix: string };

export type ClusterOptions = {
  world: ClusterWorld;
  apis: number;
  workers: number;
  /** Ports of the APIs, in order; free ones when absent. */
  ports?: number[];
  /**
   * 'disk': one folder every instance mounts (UPLOADS_DIR); 's3': a throwaway bucket, and each
   * process a folder of its own (as on separate machines), so nothing can pass through a disk.
   */
  storage?: 'disk' | 's3';
  /** Render public pages on the server (a bundle of the web app's server entry). */
  render?: boolean;
  nodeEnv?: 'test' | 'production';
  /** More settings for every process. */
  env?: Record<string, string>;
  /** Mail kept by the catcher (the oldest goes first). */
  keepMail?: number;
};

export type ClusterApi = {
  name: string;
  base: string;
  /** fetch against this API with JSON in and out (tests/support/request.ts). */
  request: ReturnType<typeof requestOf>;
  process: ClusterProcess;
};

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** An API or a worker should be up well within this on a loaded 2-core machine. */
const START_LIMIT_MS = 60_000;
/** Signs every instance's tokens: a token from one API is good on the others. */
const CLUSTER_JWT_SECRET = 'cluster-tests-secret-0123456789abcdef0123';

/**
 * Starts the shared services, then every API and worker, and waits until each API answers its
 * health check and each worker has started its queues. `stop()` (also called when a start
 * fails) sends every process SIGTERM, waits for the exits, then ends the services.
 */
export async function startCluster(options: ClusterOptions) {
  const cleanups: (() => Promise<unknown>)[] = [];
  const processes: ClusterProcess[] = [];
  /** Stops everything; answers each process's exit code by name (0: a graceful stop). */
  const stop = async (): Promise<Record<string, number | null>> => {
    const codes = await Promise.all(
      processes.map(async (child) => [child.name, await child.stop()] as const),
    );
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    return Object.fromEntries(codes);
  };
  try {
    const simulator: PesapalSimulator = await startPesapalSimulator();
    cleanups.push(() => simulator.close());
    const mail = new MailCatcher({ keep: options.keepMail ?? 1_000 });
    const { smtpUrl } = await mail.start();
    cleanups.push(() => mail.stop());
    const storage = await startStorage(options.storage ?? 'disk', options.world.redisPrefix);
    cleanups.push(storage.stop);
    const web = options.render ? await buildClusterWeb() : undefined;
    if (web) cleanups.push(web.remove);

    const ports: number[] = [];
    for (let index = 0; index < options.apis; index++)
      ports.push(options.ports?.[index] ?? (await findFreePort(0)));
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    const env: Record<string, string> = {
      NODE_ENV: options.nodeEnv ?? 'test',
      DATABASE_URL: options.world.databaseUrl,
      REDIS_URL: options.world.redisUrl,
      REDIS_PREFIX: options.world.redisPrefix,
      JWT_SECRET: CLUSTER_JWT_SECRET,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtpUrl,
      PESAPAL_ENV: 'simulator',
      PESAPAL_BASE_URL: simulator.apiUrl,
      PESAPAL_CONSUMER_KEY: SIMULATOR_CONSUMER_KEY,
      PESAPAL_CONSUMER_SECRET: SIMULATOR_CONSUMER_SECRET,
      WEB_DIST: web?.webDist ?? path.join(tmpdir(), 'cluster-no-web-dist'),
      ...storage.env,
      ...options.env,
    };
    const ownDirs = await storage.ownDirs(options.apis + options.workers);
    const childEnv = (slot: number, extra: Record<string, string>): NodeJS.ProcessEnv => {
      const own = ownDirs[slot];
      return { ...process.env, ...env, ...(own && { UPLOADS_DIR: own }), ...extra };
    };

    const apis: ClusterApi[] = ports.map((port, index) => {
      const name = `api-${index + 1}`;
      const child = new ClusterProcess(
        name,
        'modules/main.ts',
        childEnv(index, { PORT: String(port), HOST: '127.0.0.1' }),
      );
      processes.push(child);
      const base = `http://127.0.0.1:${port}`;
      return { name, base, request: requestOf(base), process: child };
    });
    const workers = Array.from({ length: options.workers }, (_, index) => {
      // At info a worker says when its queues run ("worker started"): its readiness.
      const child = new ClusterProcess(
        `worker-${index + 1}`,
        'worker/main.ts',
        childEnv(options.apis + index, { LOG_LEVEL: 'info' }),
      );
      processes.push(child);
      return child;
    });
    await Promise.all([
      ...apis.map((api) => waitForHealthy(api.process, `${api.base}/api/health`, START_LIMIT_MS)),
      ...workers.map((worker) => worker.waitForLine(/"msg":"worker started"/, START_LIMIT_MS)),
    ]);

    const db = new pg.Pool({ connectionString: options.world.databaseUrl, max: 3 });
    cleanups.push(() => db.end());
    // The instances' store as they see it, to look at what they wrote (the bucket, the folder).
    const store = createObjectStore(loadConfig(env), createLogger({ level: 'silent', name: 'cluster' }));
    return {
      apis,
      workers,
      simulator,
      mail,
      db,
      /** The settings every process runs with (without PORT). */
      env,
      storage: storage.kind,
      store,
      publicUrl,
      /** Rows of a query against the shared database. */
      async query<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<Row[]> {
        return (await db.query<Row>(sql, values)).rows;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Storage = {
  kind: 'disk' | 's3';
  env: Record<string, string>;
  /** Folders for `count` processes' own UPLOADS_DIR (none when they share one); removed by stop. */
  ownDirs(count: number): Promise<string[]>;
  stop(): Promise<void>;
};

async function startStorage(kind: 'disk' | 's3', label: string): Promise<Storage> {
  if (kind === 's3') {
    const s3 = await startThrowawayS3(
      `cluster-${label.toLowerCase().replace(/[^a-z0-9-]/g, '-')}`.slice(0, 60),
    );
    const dirs: string[] = [];
    return {
      kind,
      env: s3.env,
      async ownDirs(count) {
        for (let n = 0; n < count; n++) dirs.push(await mkdtemp(path.join(tmpdir(), `${label}-instance-`)));
        return dirs;
      },
      async stop() {
        await s3.stop();
        for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), `${label}-cluster-uploads-`));
  return {
    kind,
    env: { UPLOADS_DIR: dir },
    ownDirs: async () => [],
    stop: () => rm(dir, { recursive: true, force: true }),
  };
}
