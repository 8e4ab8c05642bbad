import { ENTITIES } from '../../modules/entities.ts';
import { createOrm, migrateUp } from '../../modules/platform/db/index.ts';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL. */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is required (npm start sets it for you).');
  process.exit(1);
}
const orm = await createOrm({ databaseUrl, entities: ENTITIES, poolMax: 2 });
try {
  const applied = await migrateUp(orm);
  console.log(
    applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.',
  );
} finally {
  await orm.close();
}
