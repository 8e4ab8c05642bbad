// `npm run restore -- --from FILE [--force]`: puts an archive made by `npm run backup` back into
// the database (DATABASE_URL) and the store (STORAGE_DRIVER) this environment names. Both must be
// empty; --force drops every schema of the database and deletes every file of the store first.
// Stop the API and the worker while it runs. The archive is verified before anything is touched.
import { readdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ENTITIES } from '../../modules/entities.ts';
import { ArchiveInvalidError, RestoreRefusedError, restoreBackup } from '../../modules/operations/index.ts';
import { ConfigError, loadConfig } from '../../modules/platform/config/index.ts';
import { createOrm, MIGRATIONS_DIR } from '../../modules/platform/db/index.ts';
import { createLogger } from '../../modules/platform/logging/index.ts';
import { createObjectStore } from '../../modules/platform/storage/index.ts';
import { pgTools } from './backup-cli.ts';

const { values } = parseArgs({
  options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
});
if (!values.from) {
  console.error('Usage: npm run restore -- --from FILE [--force]');
  process.exit(2);
}
try {
  const config = loadConfig();
  const store = createObjectStore(config, createLogger({ level: 'warn', name: 'restore' }));
  const result = await restoreBackup({
    from: values.from,
    databaseUrl: config.databaseUrl,
    store,
    force: values.force,
    tools: pgTools(),
    progress: (message) => console.log(`restore: ${message}`),
  });
  const { totals, createdAt, database } = result.manifest;
  console.log(
    `Restored the backup of ${createdAt}: ${totals.tables} tables, ${totals.rows} rows (counts match the manifest), ` +
      `${totals.files} files, in ${(result.ms / 1000).toFixed(1)} s.`,
  );
  // The archive may come from another version of the code: say what `npm run db:migrate` would
  // do, or that this code is older than the schema it now runs on.
  const orm = await createOrm({ databaseUrl: config.databaseUrl, entities: ENTITIES, poolMax: 1 });
  try {
    const pending = await orm.migrator.getPending();
    const known = new Set((await readdir(MIGRATIONS_DIR)).map((file) => file.replace(/\.ts$/, '')));
    const unknown = (await orm.migrator.getExecuted()).filter((row) => !known.has(row.name));
    if (unknown.length) {
      console.error(
        `The backup's schema is newer than this code (${unknown.map((row) => row.name).join(', ')} unknown here): ` +
          'run the version of the site that made it.',
      );
      process.exitCode = 1;
    } else if (pending.length) {
      console.log(
        `${pending.length} migrations newer than the backup are pending: run npm run db:migrate (npm start does).`,
      );
    } else {
      console.log(`Migrations: up to date (last ${database.migration ?? 'none'}).`);
    }
  } finally {
    await orm.close();
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof RestoreRefusedError || error instanceof ArchiveInvalidError)
    console.error(error.message);
  else console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
