import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ENTITIES } from '../../modules/entities.ts';
import { createOrm, migrateUp } from '../../modules/platform/db/index.ts';
import { Redis } from '../../modules/platform/queues/index.ts';

export type ThrowawayEnv = {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** Deletes every key under the prefix and drops the database. */
  cleanup(): Promise<void>;
};

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * A migrated database `<kind>_<random>` on the server at `adminUrl` and a Redis key prefix of
 * the same name: what the integration tests, the browser tests and the benches each run against.
 */
export async function createThrowawayEnv(
  kind: string,
  adminUrl: string,
  redisUrl: string,
): Promise<ThrowawayEnv> {
  const name = `${kind}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const orm = await createOrm({ databaseUrl: url.toString(), entities: ENTITIES, poolMax: 2 });
  try {
    await migrateUp(orm);
  } finally {
    await orm.close();
  }
  return {
    databaseUrl: url.toString(),
    redisUrl,
    redisPrefix: name,
    async cleanup() {
      await deleteKeys(redisUrl, name);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A copy of a migrated throwaway database (`<its name>_<random>`, made from it as a template, far
 * cheaper than migrating again) and a Redis key prefix of the same name. The source must have no
 * open connections while copies are made.
 */
export async function copyThrowawayEnv(
  source: Pick<ThrowawayEnv, 'databaseUrl' | 'redisUrl'>,
  adminUrl: string,
): Promise<ThrowawayEnv> {
  const url = new URL(source.databaseUrl);
  const template = url.pathname.slice(1);
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${template}`);
      break;
    } catch (error) {
      // Copies made at the same moment can find the template briefly locked by one another.
      if (!/being accessed by other users/.test(String(error)) || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    redisUrl: source.redisUrl,
    redisPrefix: name,
    async cleanup() {
      await deleteKeys(source.redisUrl, name);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
