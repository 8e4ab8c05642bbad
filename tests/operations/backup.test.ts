// `npm run backup` and `npm run restore` end to end: the seeded site plus an order, a subscriber and
// a comment goes into one archive and comes back into new, empty databases and stores (a folder,
// and S3 buckets on s3rver), with every table's row count and every file's sha256 equal; a target
// that is not empty is refused without --force, and a damaged archive is refused before anything
// is written.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemoBlog } from '../../infra/seed/seed-blog.ts';
import { seedDemoContent } from '../../infra/seed/seed-content.ts';
import { seedDemoShop } from '../../infra/seed/seed-shop.ts';
import { startThrowawayS3, type ThrowawayS3 } from '../../infra/services/s3-server.ts';
import { ENTITIES } from '../../modules/entities.ts';
import {
  describeDatabase,
  existingTables,
  manifestSchema,
  readTarIndex,
} from '../../modules/operations/index.ts';
import type { Config } from '../../modules/platform/config/index.ts';
import { createOrm, withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { createObjectStore, type ObjectStore } from '../../modules/platform/storage/index.ts';
import { childEnv, eventually, startTestApi, testConfig, testLogger } from '../support/harness.ts';
import { newAddress, subscribe } from '../support/newsletter.ts';
import { type PaymentsStack, paidOrder, startPaymentsStack } from '../support/payments.ts';

const run = promisify(execFile);
const adminUrl = () => inject('adminDatabaseUrl');

/** A new, empty database of this test's own (dropped in afterAll). */
const created: string[] = [];
async function emptyDatabase(): Promise<string> {
  const name = `backup_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(`create database ${name}`).finally(() => client.end());
  created.push(name);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

type Target = { config: Config; store: ObjectStore; env: Record<string, string> };
/** A config (and its store) on `databaseUrl` and, by `storage`, a new folder or a bucket. */
async function target(databaseUrl: string, storage: { dir: string } | { s3: ThrowawayS3 }): Promise<Target> {
  const env = {
    DATABASE_URL: databaseUrl,
    ...('dir' in storage ? { STORAGE_DRIVER: 'disk', UPLOADS_DIR: storage.dir } : storage.s3.env),
  };
  const config = testConfig(env);
  return { config, env, store: createObjectStore(config, testLogger('backup-test')) };
}

/** Runs `infra/scripts/<script>` as npm would, in the world of `where`; never throws. */
async function script(where: Target, name: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`infra/scripts/${name}`, ...args], {
      env: { ...childEnv(where.config), ...where.env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** sha256 of every object in a store, by key. */
async function fileHashes(store: ObjectStore): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const key of store.list('')) {
    const body = await store.get(key);
    if (body) hashes[key] = createHash('sha256').update(body).digest('hex');
  }
  return Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
}

/** Stored images whose variants the worker has not made yet. */
async function pendingVariants(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pending: number }>(
      'select count(*)::int as pending from stored_image where made_at is null',
    );
    return rows[0]?.pending ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Row counts and file hashes once every upload's variants are made and two looks half a second
 * apart agree (the worker has settled).
 */
async function settled(where: Target) {
  let last = '';
  return eventually(
    async () => {
      // The worker makes each upload's variants after it is stored: wait for the last of them
      // (made_at set once its files are written), not only for two equal snapshots half a second
      // apart, which a busy machine's pause between two images passed (issue 19's loaded run).
      if ((await pendingVariants(where.config.databaseUrl)) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return undefined;
      }
      const now = JSON.stringify({
        ...(await describeDatabase(where.config.databaseUrl)),
        files: await fileHashes(where.store),
      });
      const same = now === last;
      last = now;
      if (same) return JSON.parse(now) as { tables: Record<string, number>; files: Record<string, string> };
      await new Promise((resolve) => setTimeout(resolve, 500));
      return undefined;
    },
    60_000,
    'the site to settle',
  );
}

describe('backup and restore', () => {
  let stack: PaymentsStack;
  let dir: string;
  let source: Target;
  let archive: string;
  let before: { tables: Record<string, number>; files: Record<string, string> };
  let made: Awaited<ReturnType<typeof script>>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
    // The stack without its two test products: the demo shop seeds only an empty shop.
    stack = await startPaymentsStack();
    const modules = stack.api.modules;
    await withEntityManagerScope(stack.api.orm, async () => {
      await seedDemoContent(modules.content, modules.storage);
      await seedDemoBlog(modules.blog, modules.storage);
      await seedDemoShop(modules.shop, modules.storage);
    });
    const products = (await stack.request('/api/shop')).json.items as { id: string; price: number }[];
    const bought = products[0];
    if (!bought) throw new Error('the demo shop has no products');
    await paidOrder(stack, [{ id: bought.id, quantity: 1 }], Number(bought.price));
    expect((await subscribe(stack.api, newAddress('backup'))).status).toBeLessThan(300);
    const posts = (await stack.request('/api/blog')).json.posts as { id: string }[];
    const comment = await stack.request(`/api/blog/${posts[0]?.id}/comments`, {
      method: 'POST',
      json: { name: 'Wanjiru', email: 'wanjiru@example.com', content: 'Kept in the backup' },
    });
    expect(comment.status, comment.text).toBe(201);
    source = await target(stack.api.config.databaseUrl, { dir: stack.api.config.uploadsDir });
    before = await settled(source);
    archive = path.join(dir, 'site.tar');
    made = await script(source, 'backup.ts', ['--out', archive]);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await rm(dir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    for (const name of created) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('backs up the seeded site with an order, a subscriber and a comment, and restores it into an empty database and folder', async () => {
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toBe('');
    expect(made.stdout).toMatch(/Wrote .*site\.tar: [\d.]+ [KMG]?B in [\d.]+ s/);
    console.log(made.stdout.trim().split('\n').at(-1));
    // Renamed into place: no partial file or dump left beside it.
    expect((await readdir(dir)).filter((name) => name.startsWith('site.tar'))).toEqual(['site.tar']);

    const index = await readTarIndex(archive);
    const manifestEntry = index.find((entry) => entry.path === 'manifest.json');
    const raw = (await readFile(archive)).subarray(
      manifestEntry?.offset,
      (manifestEntry?.offset ?? 0) + (manifestEntry?.bytes ?? 0),
    );
    const manifest = manifestSchema.parse(JSON.parse(raw.toString('utf8')));
    expect(manifest.database.tables).toEqual(before.tables);
    expect(Object.fromEntries(manifest.files.map((file) => [file.key, file.sha256]))).toEqual(before.files);
    expect(manifest.database.tables['public.shop_order']).toBe(1);
    expect(manifest.database.tables['public.newsletter_subscriber']).toBe(1);
    expect(manifest.database.tables['public.blog_comment']).toBeGreaterThan(0);
    expect(manifest.files.some((file) => file.key.startsWith('private/'))).toBe(true);
    expect(index.map((entry) => entry.path)).toEqual([
      'database.dump',
      ...manifest.files.map((file) => `files/${file.key}`),
      'manifest.json',
    ]);

    const into = await target(await emptyDatabase(), { dir: path.join(dir, 'restored') });
    const restored = await script(into, 'restore.ts', ['--from', archive]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('Migrations: up to date');
    expect(await describeDatabase(into.config.databaseUrl)).toEqual({
      tables: before.tables,
      migration: manifest.database.migration,
      migrationsApplied: manifest.database.migrationsApplied,
    });
    expect(await fileHashes(into.store)).toEqual(before.files);

    // The migration check passes and the site runs on what came back.
    const orm = await createOrm({ databaseUrl: into.config.databaseUrl, entities: ENTITIES, poolMax: 1 });
    expect(await orm.migrator.getPending().finally(() => orm.close())).toEqual([]);
    const api = await startTestApi({ ...into.env, REDIS_PREFIX: `${stack.api.config.redisPrefix}_r` });
    try {
      const items = (await api.request('/api/shop')).json.items as { image: string }[];
      expect(items).toEqual((await stack.request('/api/shop')).json.items);
      const pictured = items.find((item) => typeof item.image === 'string');
      const image = await fetch(`${api.baseUrl}${pictured?.image}`);
      expect(image.status).toBe(200);
      const key = String(pictured?.image).replace(/^\/uploads\//, '');
      expect(
        createHash('sha256')
          .update(Buffer.from(await image.arrayBuffer()))
          .digest('hex'),
      ).toBe(before.files[key]);
    } finally {
      await api.stop();
    }

    // Not empty any more: refused, untouched; --force empties both first, then restores.
    const again = await script(into, 'restore.ts', ['--from', archive]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^Refusing to restore: the database has \d+ tables .* and the disk store has files/,
    );
    await into.store.put('stray.txt', Buffer.from('not from the backup'));
    const client = new pg.Client({ connectionString: into.config.databaseUrl });
    await client.connect();
    await client.query('create table stray (id int)').finally(() => client.end());
    const forced = await script(into, 'restore.ts', ['--from', archive, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/--force: dropped schemas public, deleted \d+ files/);
    expect(await fileHashes(into.store)).toEqual(before.files);
    expect((await describeDatabase(into.config.databaseUrl)).tables).toEqual(before.tables);
  });

  it('leaves nothing behind when the backup fails half-way', async () => {
    const failing = { ...source, env: { ...source.env, PG_BIN_DIR: path.join(dir, 'no-tools') } };
    const out = path.join(dir, 'failed', 'site.tar');
    await mkdir(path.dirname(out));
    const failed = await script(failing, 'backup.ts', ['--out', out]);
    expect(failed.code).toBe(1);
    expect(failed.stderr.trim()).toBe(
      `Backup failed: ${path.join(dir, 'no-tools', 'pg_dump')} not found: install the PostgreSQL client tools or set PG_BIN_DIR`,
    );
    expect(await readdir(path.dirname(out))).toEqual([]);
  });

  it('refuses a damaged archive before writing anything', async () => {
    const index = await readTarIndex(archive);
    const victim = index.find((entry) => entry.path.startsWith('files/') && entry.bytes > 100);
    if (!victim) throw new Error('no file entry to damage');
    const bytes = await readFile(archive);
    bytes[victim.offset + 50] = (bytes[victim.offset + 50] ?? 0) ^ 0x01;
    const damaged = path.join(dir, 'damaged.tar');
    await writeFile(damaged, bytes);

    const into = await target(await emptyDatabase(), { dir: path.join(dir, 'never') });
    const refused = await script(into, 'restore.ts', ['--from', damaged]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(`${victim.path} is damaged: its sha256 does not match the manifest`);
    expect(await existingTables(into.config.databaseUrl)).toEqual([]);
    expect(await fileHashes(into.store)).toEqual({});
  });

  it('round-trips through S3 buckets: disk archive into a bucket, backed up from it, restored into another', async () => {
    const [first, second] = await Promise.all([
      startThrowawayS3('backup-first'),
      startThrowawayS3('backup-second'),
    ]);
    try {
      const bucket = await target(await emptyDatabase(), { s3: first });
      const intoBucket = await script(bucket, 'restore.ts', ['--from', archive]);
      expect(intoBucket.code, intoBucket.stderr).toBe(0);
      expect(await fileHashes(bucket.store)).toEqual(before.files);

      const fromBucket = path.join(dir, 'from-bucket.tar');
      const backedUp = await script(bucket, 'backup.ts', ['--out', fromBucket]);
      expect(backedUp.code, backedUp.stderr).toBe(0);
      console.log(backedUp.stdout.trim().split('\n').at(-1));

      const into = await target(await emptyDatabase(), { s3: second });
      const restored = await script(into, 'restore.ts', ['--from', fromBucket]);
      expect(restored.code, restored.stderr).toBe(0);
      expect(await fileHashes(into.store)).toEqual(before.files);
      expect((await describeDatabase(into.config.databaseUrl)).tables).toEqual(before.tables);

      // A bucket serving images itself sends their type: the disk archive had none, the restore gave it.
      const picture = Object.keys(before.files).find((key) => key.endsWith('.png'));
      expect(await bucket.store.head(String(picture))).toMatchObject({ contentType: 'image/png' });
      expect(await into.store.head(String(picture))).toMatchObject({ contentType: 'image/png' });
      const api = await startTestApi({ ...into.env, REDIS_PREFIX: `${stack.api.config.redisPrefix}_s` });
      try {
        const image = await fetch(`${api.baseUrl}/uploads/${picture}`);
        expect(image.status).toBe(200);
        expect(
          createHash('sha256')
            .update(Buffer.from(await image.arrayBuffer()))
            .digest('hex'),
        ).toBe(before.files[String(picture)]);
      } finally {
        await api.stop();
      }

      const refused = await script(into, 'restore.ts', ['--from', fromBucket]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('and the s3 store has files');
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
