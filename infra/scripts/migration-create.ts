import { execFileSync } from 'node:child_process';
import { ENTITIES } from '../../modules/entities.ts';
import { createOrm, migrateUp } from '../../modules/platform/db/index.ts';

/**
 * `npm run db:migration:create [name]`: diffs the entities against a scratch database
 * migrated to the latest committed migration, and writes the difference to migrations/.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = `migration_scratch_${Date.now()}`;
const name = process.argv[2];

const admin = await createOrm({ databaseUrl: adminUrl, entities: ENTITIES, poolMax: 1 });
await admin.em.execute(`create database ${scratch}`);
const url = new URL(adminUrl);
url.pathname = `/${scratch}`;
const orm = await createOrm({ databaseUrl: url.toString(), entities: ENTITIES, poolMax: 2 });
try {
  await migrateUp(orm);
  const result = await orm.migrator.create(undefined, false, false, name);
  if (result.fileName) {
    // The generator's output is not in the house format; format it so lint stays green.
    execFileSync('biome', ['format', '--write', `migrations/${result.fileName}`], { stdio: 'inherit' });
    console.log(`Created migrations/${result.fileName}`);
  } else {
    console.log('No changes: entities match the migrations.');
  }
} finally {
  await orm.close();
  await admin.em.execute(`drop database if exists ${scratch}`);
  await admin.close();
}
