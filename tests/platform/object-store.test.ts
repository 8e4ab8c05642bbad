// The storage contract, run against both drivers: the disk folder and a real S3-compatible
// server (s3rver), never a mock of the SDK. Upload, download and backup code rely on exactly this.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayS3, type ThrowawayS3 } from '../../infra/services/s3-server.ts';
import {
  DiskStore,
  ObjectExistsError,
  type ObjectStore,
  S3Store,
} from '../../modules/platform/storage/index.ts';

type Driver = {
  name: 'disk' | 's3';
  open(): Promise<{ store: ObjectStore; paged: ObjectStore; stop(): Promise<void> }>;
};

const drivers: Driver[] = [
  {
    name: 'disk',
    async open() {
      const root = await mkdtemp(path.join(tmpdir(), 'disk-store-'));
      const store = new DiskStore(root);
      return { store, paged: store, stop: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    async open() {
      const s3: ThrowawayS3 = await startThrowawayS3();
      const store = new S3Store(s3.storeOptions);
      // Pages of 7 keys: pagination is exercised without writing a thousand objects.
      const paged = new S3Store({ ...s3.storeOptions, listPageSize: 7 });
      return {
        store,
        paged,
        async stop() {
          store.close();
          paged.close();
          await s3.stop();
        },
      };
    },
  },
];

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('latin1');
}

async function all(keys: AsyncIterable<string>): Promise<string[]> {
  const found: string[] = [];
  for await (const key of keys) found.push(key);
  return found.sort();
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

describe.each(drivers)('the $name object store', (driver) => {
  let store: ObjectStore;
  let paged: ObjectStore;
  let stop: () => Promise<void>;
  const started = performance.now();

  beforeAll(async () => {
    ({ store, paged, stop } = await driver.open());
  });
  afterAll(async () => {
    await stop();
    console.info(`${driver.name} contract suite: ${Math.round(performance.now() - started)} ms`);
  });

  it('answers check() and stores whole objects by key, public and private', async () => {
    await store.check();
    await store.put('a1.txt', Buffer.from(ALPHABET), { contentType: 'text/plain' });
    await store.put('private/p1.bin', Buffer.from([0, 1, 2, 255]));
    expect((await store.get('a1.txt'))?.toString()).toBe(ALPHABET);
    expect([...((await store.get('private/p1.bin')) ?? [])]).toEqual([0, 1, 2, 255]);
    expect(await store.get('missing.txt')).toBeUndefined();
    expect(await store.get('private/missing.txt')).toBeUndefined();
  });

  it('replaces an object written again, and stores an empty one', async () => {
    await store.put('again.txt', Buffer.from('first version, longer'));
    await store.put('again.txt', Buffer.from('second'));
    expect((await store.get('again.txt'))?.toString()).toBe('second');
    await store.put('empty.txt', Buffer.alloc(0));
    expect((await store.get('empty.txt'))?.length).toBe(0);
    expect((await store.head('empty.txt'))?.bytes).toBe(0);
    const read = await store.read('empty.txt');
    expect(read?.totalBytes).toBe(0);
    expect(read && (await text(read.body))).toBe('');
  });

  it('writes an object from a file on this machine', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'put-file-'));
    const file = path.join(folder, 'upload');
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    big.write('head', 0);
    big.write('tail', big.length - 4);
    await writeFile(file, big);
    await store.putFile('private/big.bin', file);
    const back = await store.get('private/big.bin');
    expect(back?.length).toBe(big.length);
    expect(back?.equals(big)).toBe(true);
    await rm(folder, { recursive: true, force: true });
  });

  it('reads the whole object or an inclusive byte range of it, with the total size', async () => {
    await store.put('r.txt', Buffer.from(ALPHABET));
    const whole = await store.read('r.txt');
    expect({ bytes: whole?.bytes, totalBytes: whole?.totalBytes }).toEqual({ bytes: 36, totalBytes: 36 });
    expect(whole && (await text(whole.body))).toBe(ALPHABET);

    const middle = await store.read('r.txt', { start: 2, end: 5 });
    expect({ bytes: middle?.bytes, totalBytes: middle?.totalBytes }).toEqual({ bytes: 4, totalBytes: 36 });
    expect(middle && (await text(middle.body))).toBe('cdef');

    const first = await store.read('r.txt', { start: 0, end: 0 });
    expect(first && (await text(first.body))).toBe('a');
    const last = await store.read('r.txt', { start: 35, end: 35 });
    expect({ bytes: last?.bytes, totalBytes: last?.totalBytes }).toEqual({ bytes: 1, totalBytes: 36 });
    expect(last && (await text(last.body))).toBe('9');
    // An end past the last byte is clamped, as HTTP and S3 do.
    const tail = await store.read('r.txt', { start: 30, end: 1000 });
    expect(tail?.bytes).toBe(6);
    expect(tail && (await text(tail.body))).toBe('456789');

    await expect(store.read('r.txt', { start: 36, end: 40 })).rejects.toBeInstanceOf(RangeError);
    expect(await store.read('nothing-here.txt', { start: 0, end: 3 })).toBeUndefined();
  });

  it('gives the size and last change of an object, undefined for a missing one', async () => {
    const before = Date.now() - 2_000;
    await store.put('h.txt', Buffer.from('12345'));
    const facts = await store.head('h.txt');
    expect(facts?.bytes).toBe(5);
    expect(facts?.modifiedAt?.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(await store.head('no-such.txt')).toBeUndefined();
    expect(await store.head('private/no-such.txt')).toBeUndefined();
  });

  it('deletes objects, a missing one without complaint', async () => {
    await store.put('d.txt', Buffer.from('x'));
    await store.delete('d.txt');
    expect(await store.head('d.txt')).toBeUndefined();
    await store.delete('d.txt');
    await store.delete('private/never-was.txt');
  });

  it('lists every key, or those under a prefix, over many pages', async () => {
    const keys = Array.from({ length: 23 }, (_, index) => `list/k${String(index).padStart(2, '0')}.txt`);
    await Promise.all(keys.map((key) => paged.put(key, Buffer.from(key))));
    // Not `list-…/`: s3rver walks folders, so a sibling folder sharing the prefix would come out
    // of S3's byte order and be skipped across pages (real stores have no such folders).
    await paged.put('other/x.txt', Buffer.from('x'));
    expect(await all(paged.list('list/'))).toEqual(keys);
    expect(await all(paged.list('list/k1'))).toEqual(keys.slice(10, 20));
    expect(await all(paged.list('nothing/'))).toEqual([]);
    const everything = await all(paged.list());
    expect(everything).toEqual(expect.arrayContaining([...keys, 'other/x.txt', 'private/p1.bin', 'a1.txt']));
    expect(everything.every((key) => !key.split('/').some((part) => part.startsWith('.')))).toBe(true);
  });

  it('refuses keys that could leave the store or mean something else', async () => {
    for (const key of ['../x', 'a/../../x', '/abs', '.hidden', 'private/', 'a//b', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Not an object key/);
      await expect(store.get(key)).rejects.toThrow(/Not an object key/);
    }
  });

  it.runIf(driver.name === 'disk')(
    'refuses an ifAbsent write over an existing key, leaving it whole',
    async () => {
      await store.put('once.txt', Buffer.from('original'), { ifAbsent: true });
      await expect(store.put('once.txt', Buffer.from('other'), { ifAbsent: true })).rejects.toBeInstanceOf(
        ObjectExistsError,
      );
      expect((await store.get('once.txt'))?.toString()).toBe('original');
      // No temporary file is left beside it.
      const disk = store as DiskStore;
      expect((await readdir(disk.root)).filter((name) => name.startsWith('.'))).toEqual([]);
    },
  );

  it.runIf(driver.name === 'disk')('lists no write in progress (a temporary dot file)', async () => {
    const disk = store as DiskStore;
    await writeFile(path.join(disk.root, '.half.jpg.123.abcd.tmp'), 'half');
    expect((await all(store.list())).some((key) => key.includes('half'))).toBe(false);
  });
});

describe('a DiskStore with more than a thousand keys', () => {
  it('lists them all', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'disk-many-'));
    const store = new DiskStore(root);
    const keys = Array.from({ length: 1_005 }, (_, index) => `private/f${index}.bin`);
    for (const key of keys) await store.put(key, Buffer.from('x'));
    expect((await all(store.list('private/'))).length).toBe(1_005);
    await rm(root, { recursive: true, force: true });
  });
});
