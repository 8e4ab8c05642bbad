// `npm run admin:unlock -- --email you@example.com`
// Lifts every sign-in lock on an account: the per-client locks in Redis and the "locked until"
// the Users screen shows. The way back in for a sole administrator locked out everywhere.
import { parseArgs } from 'node:util';
import { unlockAdminAccount } from '../../modules/admin/index.ts';
import { ENTITIES } from '../../modules/entities.ts';
import { loadConfig } from '../../modules/platform/config/index.ts';
import { createOrm } from '../../modules/platform/db/index.ts';
import { createFastFailRedis, whenReady } from '../../modules/platform/queues/index.ts';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run admin:unlock -- --email you@example.com');
  process.exit(2);
}
const config = loadConfig();
const redis = createFastFailRedis(config.redisUrl);
redis.on('error', () => {
  // Reported below if it never becomes ready.
});
const orm = await createOrm({ databaseUrl: config.databaseUrl, entities: ENTITIES, poolMax: 1 });
try {
  if (!(await whenReady(redis))) throw new Error(`Redis is not answering at ${config.redisUrl}`);
  const user = await unlockAdminAccount(
    { orm, redis, redisPrefix: config.redisPrefix, hashCost: config.passwordHashCost },
    values.email,
  );
  if (user) console.log(`Unlocked ${user.email} (${user.id}): it can sign in again from any address.`);
  else {
    console.error(`No account has the email ${values.email}.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  redis.disconnect();
  await orm.close();
}
