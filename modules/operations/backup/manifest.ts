import { z } from 'zod';

/** Archive entry names: the dump, each stored object under files/, the manifest last. */
export const DATABASE_ENTRY = 'database.dump';
export const MANIFEST_ENTRY = 'manifest.json';
export const FILES_PREFIX = 'files/';

export const BACKUP_FORMAT = 'creator-site-backup';
export const BACKUP_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

export const storedFileSchema = z.object({
  /** The object store's key (`<uuid>.jpg`, `private/<uuid>.pdf`). */
  key: z.string().min(1),
  bytes: count,
  sha256,
  contentType: z.string().optional(),
});

/**
 * What `manifest.json` says about an archive. It is written last (the checksums are known only
 * once every entry is in), and a restore believes nothing in the archive until every entry's
 * checksum matches it.
 */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string().datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    entry: z.literal(DATABASE_ENTRY),
    bytes: count,
    sha256,
    /** `server_version` of the database dumped. */
    serverVersion: z.string(),
    /** The last migration applied, undefined for a database never migrated. */
    migration: z.string().optional(),
    migrationsApplied: count,
    /** Rows per table (`schema.table`), counted in the very snapshot pg_dump wrote. */
    tables: z.record(z.string(), count),
  }),
  storage: z.object({ driver: z.enum(['disk', 's3']) }),
  files: z.array(storedFileSchema),
  /** Keys listed at the start whose object was gone by the time it was read (deleted meanwhile). */
  vanished: z.array(z.string()),
  totals: z.object({ tables: count, rows: count, files: count, fileBytes: count }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type StoredFileFacts = z.infer<typeof storedFileSchema>;

/** The archive entry that holds a stored object. */
export const fileEntryName = (key: string) => `${FILES_PREFIX}${key}`;
