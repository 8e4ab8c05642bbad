import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createThrowawayEnv } from '../../infra/services/throwaway.ts';
import { startContainersIfNeeded } from './containers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated database: a template each file copies (tests/setup/file-env.ts). */
    databaseUrl: string;
    /** The server's maintenance database, where copies are created and dropped. */
    adminDatabaseUrl: string;
    redisUrl: string;
    redisPrefix: string;
  }
}

/**
 * One throwaway database (`test_<random>`, migrated) and one Redis key prefix per run,
 * on the local services or, where those are absent and Docker is present, on containers.
 * Each file works in its own copy of it (tests/setup/file-env.ts); this one stays untouched.
 */
export default async function setup(project: TestProject) {
  const services = await startContainersIfNeeded();
  const env = await createThrowawayEnv('test', services.postgresUrl, services.redisUrl);
  // A copy cannot be made while anyone is connected to its template: refuse connections, so a test
  // that reaches for this database instead of its file's copy fails at once and loudly.
  const admin = new pg.Client({ connectionString: services.postgresUrl });
  await admin.connect();
  const name = new URL(env.databaseUrl).pathname.slice(1);
  await admin.query(`alter database ${name} allow_connections false`).finally(() => admin.end());
  project.provide('databaseUrl', env.databaseUrl);
  project.provide('adminDatabaseUrl', services.postgresUrl);
  project.provide('redisUrl', env.redisUrl);
  project.provide('redisPrefix', env.redisPrefix);

  return async () => {
    await env.cleanup();
    await services.stop();
  };
}
