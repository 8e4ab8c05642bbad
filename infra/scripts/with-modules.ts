import { ENTITIES } from '../../modules/entities.ts';
import { createModules } from '../../modules/modules.ts';
import { loadConfig } from '../../modules/platform/config/index.ts';
import { createOrm, withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { createLogger } from '../../modules/platform/logging/index.ts';
import {
  createFastFailRedis,
  createProducerConnection,
  QueueSet,
  whenReady,
} from '../../modules/platform/queues/index.ts';

type Modules = ReturnType<typeof createModules>;

/**
 * Runs a maintenance script against the modules, as the API would build them, inside one ORM
 * scope; closes every connection afterwards. Scripts sign no tokens, so no JWT secret is needed.
 */
export async function withModules<T>(name: string, run: (modules: Modules) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const log = createLogger({ level: config.logLevel === 'info' ? 'warn' : config.logLevel, name });
  const orm = await createOrm({ databaseUrl: config.databaseUrl, entities: ENTITIES, poolMax: 2 });
  const redis = createFastFailRedis(config.redisUrl);
  redis.on('error', () => undefined);
  // Running API instances learn of changes through Redis (the content cache version).
  await whenReady(redis);
  const producer = createProducerConnection(config.redisUrl);
  producer.on('error', () => undefined);
  const queues = new QueueSet({ connection: producer, prefix: config.redisPrefix });
  const modules = createModules({
    config,
    orm,
    redis,
    log,
    jwtSecret: `${name}-signs-no-tokens`,
    enqueue: queues.enqueue,
  });
  try {
    return await withEntityManagerScope(orm, () => run(modules));
  } finally {
    modules.closeCaches();
    await queues.close();
    producer.disconnect();
    redis.disconnect();
    await orm.close();
  }
}
