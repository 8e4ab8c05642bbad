// `npm run backup -- --out FILE`: one archive of the whole site (the database, every stored file
// from the disk or the bucket, a manifest of counts and checksums). Safe while the site runs: the
// dump is one snapshot. The logic is in modules/operations/backup (shipped in the image).
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createBackup } from '../../modules/operations/index.ts';
import { ConfigError, loadConfig } from '../../modules/platform/config/index.ts';
import { createLogger } from '../../modules/platform/logging/index.ts';
import { createObjectStore } from '../../modules/platform/storage/index.ts';
import { formatBytes, pgTools } from './backup-cli.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run backup -- --out FILE   (e.g. --out backups/site-$(date +%F).tar)');
  process.exit(2);
}
try {
  const config = loadConfig();
  const store = createObjectStore(config, createLogger({ level: 'warn', name: 'backup' }));
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
  const result = await createBackup({
    databaseUrl: config.databaseUrl,
    store,
    out: values.out,
    app: { name: String(pkg.name), version: String(pkg.version) },
    tools: pgTools(),
    progress: (message) => console.log(`backup: ${message}`),
  });
  const { totals, database, vanished } = result.manifest;
  console.log(
    `Wrote ${result.path}: ${formatBytes(result.bytes)} in ${(result.ms / 1000).toFixed(1)} s ` +
      `(${totals.tables} tables, ${totals.rows} rows, migration ${database.migration ?? 'none'}; ` +
      `${totals.files} files, ${formatBytes(totals.fileBytes)}).`,
  );
  if (vanished.length)
    console.log(`${vanished.length} files were deleted while the backup ran: ${vanished.join(', ')}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
