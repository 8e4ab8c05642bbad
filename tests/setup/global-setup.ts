import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ENTITIES } from '../../modules/entities.ts';
import { createOrm, migrateUp } from '../../modules/platform/db/index.ts';
import { Redis } from '../../modules/platform/queues/index.ts';
import { startContainersIfNeeded } from './containers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    redisPrefix: string;
  }
}

/**
 * One throwaway database (`test_<random>`, migrated) and one Redis key prefix per run,
 * on the local services or, where those are absent and Docker is present, on containers.
 */
export default async function setup(project: TestProject) {
  const services = await startContainersIfNeeded();
  const suffix = randomBytes(4).toString('hex');
  const database = `test_${suffix}`;
  const adminUrl = new URL(services.postgresUrl);

  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();

  const testUrl = new URL(adminUrl);
  testUrl.pathname = `/${database}`;
  const orm = await createOrm({ databaseUrl: testUrl.toString(), entities: ENTITIES, poolMax: 2 });
  await migrateUp(orm);
  await orm.close();

  const redisPrefix = `test_${suffix}`;
  project.provide('databaseUrl', testUrl.toString());
  project.provide('redisUrl', services.redisUrl);
  project.provide('redisPrefix', redisPrefix);

  return async () => {
    const redis = new Redis(services.redisUrl);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
    const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${database} with (force)`);
    await cleanup.end();
    await services.stop();
  };
}
