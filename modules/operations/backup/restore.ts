import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ObjectStore, storedPutOptions } from '../../platform/storage/index.ts';
import {
  describeDatabase,
  emptyDatabase,
  existingTables,
  type PgTools,
  restoreDatabase,
} from './database.ts';
import { type BackupManifest, DATABASE_ENTRY, fileEntryName, MANIFEST_ENTRY } from './manifest.ts';
import { type IndexedEntry, readEntry } from './tar-format.ts';
import { verifyArchive } from './verify.ts';

export type RestoreOptions = {
  from: string;
  databaseUrl: string;
  store: ObjectStore;
  /** Empty a database or store that is not empty first (see `clearTargets`), instead of refusing. */
  force?: boolean;
  tools?: PgTools;
  progress?: (message: string) => void;
};

export type RestoreResult = {
  manifest: BackupManifest;
  ms: number;
  /** What --force removed first: schemas dropped and objects deleted (both empty without it). */
  cleared: { schemas: string[]; objects: number };
};

/** A restore that would overwrite something, refused; the message says what and how to go on. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/**
 * Restores an archive into an empty database and an empty store. Nothing is touched until the
 * targets are known to be empty (or `force` allows emptying them) and every entry of the archive
 * matches the manifest's checksum. The database is restored in one transaction; files follow, each
 * checked again as it is copied; the row counts are compared with the manifest at the end.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const progress = options.progress ?? (() => undefined);
  const tables = await existingTables(options.databaseUrl);
  const objects = await firstKeys(options.store, 3);
  if (!options.force && (tables.length || objects.length)) {
    const problems = [
      tables.length ? `the database has ${tables.length} tables (${tables.slice(0, 3).join(', ')}…)` : '',
      objects.length ? `the ${options.store.driver} store has files (${objects.join(', ')}…)` : '',
    ].filter(Boolean);
    throw new RestoreRefusedError(
      `Refusing to restore: ${problems.join(' and ')}. Restore into a new, empty database and store, or pass ` +
        '--force to drop every schema of this database and delete every file of this store first.',
    );
  }

  progress(`verifying ${options.from}`);
  const { manifest, entries } = await verifyArchive(options.from);

  const cleared = { schemas: [] as string[], objects: 0 };
  if (options.force) {
    if (tables.length) cleared.schemas = await emptyDatabase(options.databaseUrl);
    if (objects.length) cleared.objects = await clearStore(options.store);
    if (tables.length || objects.length) {
      progress(
        `--force: dropped schemas ${cleared.schemas.join(', ') || 'none'}, deleted ${cleared.objects} files`,
      );
    }
  }

  const scratch = await mkdtemp(path.join(tmpdir(), 'restore-'));
  try {
    progress('restoring the database');
    const dumpFile = path.join(scratch, DATABASE_ENTRY);
    await extract(options.from, entryOf(entries, DATABASE_ENTRY), dumpFile, manifest.database.sha256);
    await restoreDatabase(options.databaseUrl, dumpFile, options.tools);
    await rm(dumpFile);

    progress(`restoring ${manifest.files.length} files into the ${options.store.driver} store`);
    for (const file of manifest.files) {
      const copy = path.join(scratch, 'object');
      await extract(options.from, entryOf(entries, fileEntryName(file.key)), copy, file.sha256);
      await options.store.putFile(file.key, copy, storedPutOptions(file.key, file.contentType));
      await rm(copy);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }

  const now = await describeDatabase(options.databaseUrl);
  const differing = Object.entries(manifest.database.tables).filter(([name, n]) => now.tables[name] !== n);
  if (differing.length) {
    const [name, n] = differing[0] ?? [];
    throw new Error(
      `restored database differs from the manifest: ${name} has ${now.tables[name ?? '']} rows, not ${n}`,
    );
  }
  return { manifest, cleared, ms: Math.round(performance.now() - started) };
}

function entryOf(entries: Map<string, IndexedEntry>, name: string): IndexedEntry {
  const entry = entries.get(name);
  // verifyArchive has matched every manifest line to an entry; this is its promise kept.
  if (!entry) throw new Error(`archive has no ${name}`);
  if (name === MANIFEST_ENTRY) throw new Error('the manifest is not restored');
  return entry;
}

/** Copies one entry to a file, checking its checksum once more (the archive may change between reads). */
async function extract(archive: string, entry: IndexedEntry, to: string, sha256: string): Promise<void> {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(readEntry(archive, entry), tap, createWriteStream(to));
  if (hash.digest('hex') !== sha256) throw new Error(`${entry.path} changed since it was verified`);
}

async function firstKeys(store: ObjectStore, limit: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list('')) {
    keys.push(key);
    if (keys.length >= limit) break;
  }
  return keys;
}

/** What `--force` does to the store: deletes every object in it. */
async function clearStore(store: ObjectStore): Promise<number> {
  const keys: string[] = [];
  for await (const key of store.list('')) keys.push(key);
  for (const key of keys) await store.delete(key);
  return keys.length;
}
