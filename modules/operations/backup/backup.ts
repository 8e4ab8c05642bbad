import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from '../../platform/storage/index.ts';
import { dumpDatabase, type PgTools } from './database.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  fileEntryName,
  MANIFEST_ENTRY,
  type StoredFileFacts,
} from './manifest.ts';
import { TarWriter } from './tar-format.ts';

export type BackupOptions = {
  databaseUrl: string;
  store: ObjectStore;
  /** The archive to write; replaced only once the new one is complete. */
  out: string;
  app: { name: string; version: string };
  tools?: PgTools;
  /** Told each step, for the script's output. */
  progress?: (message: string) => void;
};

export type BackupResult = { path: string; bytes: number; ms: number; manifest: BackupManifest };

/**
 * Writes one archive: the database dump, every stored object and the manifest. It is built under
 * a temporary name beside `out` and renamed at the end, so a crash or a full disk never leaves a
 * half archive under the name a restore (or a rotation script) trusts. Objects are streamed from
 * the store into the archive one at a time; nothing holds the whole store in memory.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const progress = options.progress ?? (() => undefined);
  const out = path.resolve(options.out);
  const partial = `${out}.partial-${process.pid}-${randomBytes(3).toString('hex')}`;
  const dumpFile = `${partial}.dump`;
  const writer = await TarWriter.create(partial);
  try {
    progress('dumping the database');
    const database = await dumpDatabase(options.databaseUrl, dumpFile, options.tools);
    const dumpBytes = (await stat(dumpFile)).size;
    const dumped = await writer.add(DATABASE_ENTRY, dumpBytes, createReadStream(dumpFile));
    await unlink(dumpFile);

    // After the dump, so every object its rows name is listed (uploads get new names, never
    // overwrite); an object uploaded meanwhile is merely an extra.
    progress(`copying files from the ${options.store.driver} store`);
    const keys: string[] = [];
    for await (const key of options.store.list('')) keys.push(key);
    keys.sort();
    const files: StoredFileFacts[] = [];
    const vanished: string[] = [];
    for (const key of keys) {
      const object = await options.store.read(key);
      if (!object) {
        vanished.push(key);
        continue;
      }
      const entry = await writer.add(fileEntryName(key), object.bytes, object.body);
      files.push({ key, bytes: entry.bytes, sha256: entry.sha256, contentType: object.contentType });
    }

    const rows = Object.values(database.tables).reduce((sum, n) => sum + n, 0);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      app: options.app,
      database: {
        entry: DATABASE_ENTRY,
        bytes: dumped.bytes,
        sha256: dumped.sha256,
        serverVersion: database.serverVersion,
        migration: database.migration,
        migrationsApplied: database.migrationsApplied,
        tables: database.tables,
      },
      storage: { driver: options.store.driver },
      files,
      vanished,
      totals: {
        tables: Object.keys(database.tables).length,
        rows,
        files: files.length,
        fileBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      },
    };
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST_ENTRY, body.length, body);
    await writer.finish();
    await rename(partial, out);
    return { path: out, bytes: writer.bytes, ms: Math.round(performance.now() - started), manifest };
  } catch (error) {
    await writer.abandon();
    await unlink(partial).catch(() => undefined);
    await unlink(dumpFile).catch(() => undefined);
    throw error;
  }
}
