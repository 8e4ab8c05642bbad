// Backup and restore of the whole site: the database (pg_dump's custom format, one snapshot) and
// every stored file (disk or bucket, through the ObjectStore), in one tar with a manifest of
// counts and checksums. Used by `npm run backup` and `npm run restore` (infra/scripts).
export { type BackupOptions, type BackupResult, createBackup } from './backup.ts';
export { describeDatabase, existingTables, type PgTools } from './database.ts';
export {
  type BackupManifest,
  DATABASE_ENTRY,
  fileEntryName,
  MANIFEST_ENTRY,
  manifestSchema,
} from './manifest.ts';
export { type RestoreOptions, RestoreRefusedError, type RestoreResult, restoreBackup } from './restore.ts';
export { type IndexedEntry, readTarIndex } from './tar-format.ts';
export { ArchiveInvalidError, type VerifiedArchive, verifyArchive } from './verify.ts';
