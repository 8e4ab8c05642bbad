// The upload essentials with STORAGE_DRIVER=s3, against a real S3-compatible server (s3rver):
// images served from the bucket, variants written there, replaced images deleted there, and a
// paid file downloaded with Range straight from the bucket's bytes. Nothing lands on disk.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayS3, type ThrowawayS3 } from '../../infra/services/s3-server.ts';
import { ApiRouter, PUBLIC } from '../../modules/platform/http/index.ts';
import { S3Store } from '../../modules/platform/storage/index.ts';
import { serveUploads, UploadStorage, variantName } from '../../modules/platform/uploads/index.ts';
import { type BareApp, startBareApp } from '../support/bare-app.ts';
import { form, record } from '../support/factories.ts';
import { eventually, testLogger } from '../support/harness.ts';
import { type PaymentsStack, paidOrder, startPaymentsStack } from '../support/payments.ts';
import { createProduct } from '../support/shop.ts';

const jpeg = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer(),
  );

/** A PDF by its magic number, padded with random bytes to `size`. */
function bigPdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  crypto.getRandomValues(bytes.subarray(0, Math.min(size, 65_536)));
  for (let offset = 65_536; offset < size; offset += 65_536)
    crypto.getRandomValues(bytes.subarray(offset, Math.min(size, offset + 65_536)));
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'), 0);
  return bytes;
}

const statusOf = (url: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    get(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });

async function keysIn(bucket: S3Store, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of bucket.list(prefix)) keys.push(key);
  return keys.sort();
}

describe('uploads in an S3 bucket', () => {
  let s3: ThrowawayS3;
  let stack: PaymentsStack;
  /** The bucket seen from outside the app: what is really stored there. */
  let bucket: S3Store;
  const nameOf = (url: unknown) => String(url).replace(/^\/uploads\//, '');
  const variantsOf = async (name: string) =>
    (await keysIn(bucket)).filter((key) => key.startsWith(`${name.split('.')[0]}-w`));
  const made = (name: string) =>
    eventually(
      async () => {
        const [row] = await stack.api.orm.em
          .fork()
          .execute<{ made_at: Date | null }[]>('select made_at from stored_image where name = ?', [name]);
        return row?.made_at ? row : undefined;
      },
      30_000,
      `variants of ${name}`,
    );
  const postProject = async (image: Uint8Array<ArrayBuffer>) =>
    record(
      (
        await stack.asAdmin('/api/projects', {
          method: 'POST',
          body: form({ title: 'Pic', category: 'Photo', description: 'A picture' }, { image }),
        })
      ).json,
      'project',
    );

  beforeAll(async () => {
    s3 = await startThrowawayS3();
    bucket = new S3Store(s3.storeOptions);
    stack = await startPaymentsStack({ overrides: s3.env });
  });
  afterAll(async () => {
    await stack?.stop();
    bucket?.close();
    await s3?.stop();
  });

  it('stores an uploaded image in the bucket and serves it at /uploads/<name>, GET and HEAD', async () => {
    expect(stack.api.modules.storage.store.driver).toBe('s3');
    const created = await postProject(await jpeg(700, 525));
    const name = nameOf(created.image);
    const stored = await bucket.get(name);
    expect(stored?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await bucket.head(name))?.contentType).toBe('image/jpeg');

    const served = await fetch(`${stack.baseUrl}/uploads/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored ?? Buffer.alloc(0))).toBe(true);
    const etag = served.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(served.headers.get('last-modified')).toBeTruthy();

    const head = await fetch(`${stack.baseUrl}/uploads/${name}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(stored?.length));
    // Not fetch: it adds `Cache-Control: no-cache` to a conditional request, which forbids a 304.
    const again = await statusOf(`${stack.baseUrl}/uploads/${name}`, { 'If-None-Match': etag });
    expect(again).toBe(304);

    // Nothing was written to the disk folder.
    expect(await readdir(stack.api.config.uploadsDir).catch(() => [])).toEqual([]);
  });

  it('writes the variants to the bucket, and redirects a missing one to its original', async () => {
    const created = await postProject(await jpeg(700, 525));
    const name = nameOf(created.image);
    await made(name);
    expect(await variantsOf(name)).toEqual(
      [320, 640]
        .flatMap((width) => ['avif', 'webp'].map((format) => `${name.split('.')[0]}-w${width}.${format}`))
        .sort(),
    );
    const avif = await fetch(`${stack.baseUrl}/uploads/${variantName(name, 320, 'avif')}`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const bytes = Buffer.from(await avif.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 320, height: 240 });

    const missing = await fetch(`${stack.baseUrl}/uploads/${variantName(name, 1280, 'webp')}`, {
      redirect: 'manual',
    });
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe(`/uploads/${name}`);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('deletes a replaced image and its variants from the bucket', async () => {
    const created = await postProject(await jpeg(500, 400));
    const first = nameOf(created.image);
    await made(first);
    expect(await variantsOf(first)).toHaveLength(2);
    const put = await stack.asAdmin(`/api/projects/${created.id}`, {
      method: 'PUT',
      body: form({}, { image: await jpeg(400, 300) }),
    });
    const second = nameOf(record(put.json, 'project').image);
    expect(second).not.toBe(first);
    expect(await bucket.head(first)).toBeUndefined();
    expect(await variantsOf(first)).toEqual([]);
    expect(await bucket.head(second)).toBeDefined();
    expect((await fetch(`${stack.baseUrl}/uploads/${first}`)).status).toBe(404);
  });

  it('streams a paid file from the bucket with Range (206, exact bytes) and answers HEAD', async () => {
    const bytes = bigPdf(300_000);
    const product = await createProduct(stack, { price: '100', name: 'Big file' }, [
      { name: 'big.pdf', bytes },
    ]);
    const keys = await keysIn(bucket, 'private/');
    const [key] = await stack.api.orm.em
      .fork()
      .execute<{ stored_key: string }[]>('select stored_key from shop_product_file where product_id = ?', [
        product.id,
      ]);
    expect(keys).toContain(`private/${key?.stored_key}`);
    expect((await bucket.get(`private/${key?.stored_key}`))?.equals(Buffer.from(bytes))).toBe(true);
    // A private file never has a public URL.
    expect((await fetch(`${stack.baseUrl}/uploads/private/${key?.stored_key}`)).status).toBe(404);

    const { trackingId } = await paidOrder(stack, [{ id: product.id, quantity: 1 }], 100);
    const url = `${stack.baseUrl}/api/pesapal/download/${trackingId}/0`;
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('300000');
    expect(head.headers.get('accept-ranges')).toBe('bytes');

    const part = await fetch(url, { headers: { Range: 'bytes=123456-234567' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 123456-234567/300000');
    expect(part.headers.get('content-length')).toBe(String(234567 - 123456 + 1));
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(bytes.subarray(123456, 234568)))).toBe(
      true,
    );
    const cookie = (part.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // The rest, resumed by the same client, down to the very last byte.
    const rest = await fetch(url, { headers: { Range: 'bytes=299999-', Cookie: cookie } });
    expect(rest.status).toBe(206);
    expect([...new Uint8Array(await rest.arrayBuffer())]).toEqual([bytes[299_999]]);
  });
});

describe('uploads redirected to a public bucket URL (S3_PUBLIC_URL)', () => {
  let s3: ThrowawayS3;
  let bucket: S3Store;
  let app: BareApp;
  const original = '0b6a3a0e-8c4f-4a57-9d77-1c1f4b1c2a10.jpg';

  beforeAll(async () => {
    s3 = await startThrowawayS3();
    bucket = new S3Store(s3.storeOptions);
    await bucket.put(original, Buffer.from([0xff, 0xd8, 0xff]));
    await bucket.put(variantName(original, 320, 'avif'), Buffer.from('avif'));
    await bucket.put(`private/${original}`, Buffer.from('secret'));
    app = await startBareApp([new ApiRouter('/api/none').get('/', PUBLIC, () => undefined)], {
      pages: [serveUploads(bucket, { publicUrl: 'https://files.example.test/site' })],
    });
  });
  afterAll(async () => {
    await app?.stop();
    bucket?.close();
    await s3?.stop();
  });

  const get = (path: string) => fetch(`${app.base}${path}`, { redirect: 'manual' });

  it('sends public names to the bucket with a 301 kept a day, a missing variant to its original', async () => {
    const answer = await get(`/uploads/${original}`);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(`https://files.example.test/site/${original}`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    const variant = await get(`/uploads/${variantName(original, 320, 'avif')}`);
    expect(variant.status).toBe(301);
    expect(variant.headers.get('location')).toBe(
      `https://files.example.test/site/${variantName(original, 320, 'avif')}`,
    );
    const missing = await get(`/uploads/${variantName(original, 640, 'avif')}`);
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe(`/uploads/${original}`);
  });

  it('never gives a private file a URL', async () => {
    expect((await get(`/uploads/private/${original}`)).status).toBe(404);
    expect((await get(`/uploads/private%2f${original}`)).status).toBe(404);
  });
});

describe('a bucket that refuses writes', () => {
  it('tells onWriteRefused (the owner alert hook) and still fails the upload', async () => {
    const s3 = await startThrowawayS3();
    const folder = await mkdtemp(path.join(tmpdir(), 'refused-'));
    // A bucket that does not exist: every PutObject is answered NoSuchBucket.
    const store = new S3Store({ ...s3.storeOptions, bucket: 'no-such-bucket' });
    const refused: { key: string; message: string }[] = [];
    const storage = new UploadStorage({
      store,
      log: testLogger('uploads'),
      onWriteRefused: (error, key) => refused.push({ key, message: error.name }),
    });
    try {
      const filepath = path.join(folder, 'upload');
      await writeFile(filepath, '%PDF-1.4\n%%EOF\n');
      const file = { filepath, originalFilename: 'a.pdf', mimetype: 'application/pdf', size: 15 };
      await expect(
        storage.saveFile(file, { maxBytes: 1000, allowed: ['application/pdf'] }),
      ).rejects.toThrow();
      expect(refused).toHaveLength(1);
      expect(refused[0]?.key).toMatch(/^private\/[0-9a-f-]{36}\.pdf$/);
      expect(refused[0]?.message).toBe('NoSuchBucket');
    } finally {
      await storage.close();
      store.close();
      await s3.stop();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
