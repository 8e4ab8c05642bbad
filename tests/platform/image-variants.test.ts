import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { VARIANT_FORMATS, variantName } from '../../modules/platform/uploads/index.ts';
import { setUpContentAdmin } from '../support/content.ts';
import { form, record } from '../support/factories.ts';
import { eventually, runScript, setUpTestWorker, testLogger } from '../support/harness.ts';

type Row = { name: string; width: number; height: number; variant_widths: number[]; made_at: string | null };

/** A JPEG of one colour with a lighter band, `width` × `height`. */
const jpeg = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
      .composite([
        {
          input: { create: { width, height: Math.ceil(height / 3), channels: 3, background: '#f4d35e' } },
          top: 0,
          left: 0,
        },
      ])
      .jpeg()
      .toBuffer(),
  );

describe('image variants', () => {
  const { api, post, asAdmin } = setUpContentAdmin('/api/projects');
  const worker = setUpTestWorker();
  const nameOf = (url: unknown) => String(url).replace(/^\/uploads\//, '');
  // Files are looked at through the store, whichever driver the API was given.
  const store = () => api.modules.storage.store;
  const file = async (name: string) => (await store().get(name)) ?? Buffer.alloc(0);
  const rowOf = async (name: string): Promise<Row | undefined> =>
    (await api.orm.em.fork().execute<Row[]>('select * from stored_image where name = ?', [name]))[0];
  const made = (name: string) =>
    eventually(
      async () => {
        const row = await rowOf(name);
        return row?.made_at ? row : undefined;
      },
      undefined,
      `variants of ${name}`,
    );
  const variantsOnDisk = async (name: string) => {
    const keys: string[] = [];
    for await (const key of store().list()) if (key.startsWith(`${name.split('.')[0]}-w`)) keys.push(key);
    return keys.sort();
  };
  const project = async (image: Uint8Array<ArrayBuffer>) =>
    record(
      (await post({ title: 'Pic', category: 'Photo', description: 'A picture' }, { image })).json,
      'project',
    );

  it('makes AVIF and WebP copies of an upload at each narrower width, served like the original', async () => {
    const created = await project(await jpeg(700, 525));
    const name = nameOf(created.image);
    const row = await made(name);
    expect(row).toMatchObject({ width: 700, height: 525, variant_widths: [320, 640] });
    expect(await variantsOnDisk(name)).toEqual(
      [320, 640].flatMap((w) => VARIANT_FORMATS.map((f) => variantName(name, w, f))).sort(),
    );
    for (const { width, height } of [
      { width: 320, height: 240 },
      { width: 640, height: 480 },
    ]) {
      const avif = await sharp(await file(variantName(name, width, 'avif'))).metadata();
      expect(avif).toMatchObject({ format: 'heif', compression: 'av1', width, height });
      const webp = await sharp(await file(variantName(name, width, 'webp'))).metadata();
      expect(webp).toMatchObject({ format: 'webp', width, height });
    }
    const served = await api.request(`/uploads/${variantName(name, 320, 'avif')}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const facts = await api.modules.media.variants.factsOf([String(created.image)]);
    expect(facts?.get(String(created.image))).toEqual({
      width: 700,
      height: 525,
      variants: [320, 640].map((width) => ({
        width,
        avif: `/uploads/${variantName(name, width, 'avif')}`,
        webp: `/uploads/${variantName(name, width, 'webp')}`,
      })),
    });
  });

  it('makes none of an image 320 px wide or narrower, but keeps its size', async () => {
    const created = await project(await jpeg(300, 200));
    const name = nameOf(created.image);
    expect(await made(name)).toMatchObject({ width: 300, height: 200, variant_widths: [] });
    expect(await variantsOnDisk(name)).toEqual([]);
  });

  it('deletes the variants and the row with a replaced or deleted image', async () => {
    const created = await project(await jpeg(500, 400));
    const first = nameOf(created.image);
    await made(first);
    expect(await variantsOnDisk(first)).toHaveLength(2);
    const put = (body: FormData | undefined, method = 'PUT') =>
      asAdmin(`/api/projects/${created.id}`, { method, body });
    const replaced = record((await put(form({}, { image: await jpeg(400, 300) }))).json, 'project');
    const second = nameOf(replaced.image);
    expect(second).not.toBe(first);
    expect(await variantsOnDisk(first)).toEqual([]);
    expect(await rowOf(first)).toBeUndefined();
    await made(second);
    expect(await variantsOnDisk(second)).toHaveLength(2);
    expect((await put(undefined, 'DELETE')).status).toBe(200);
    expect(await store().head(second)).toBeUndefined();
    expect(await variantsOnDisk(second)).toEqual([]);
    expect(await rowOf(second)).toBeUndefined();
  });

  it('is safe to run twice, and finishes what a worker that died midway left', async () => {
    const name = nameOf((await project(await jpeg(700, 400))).image);
    await made(name);
    const variants = api.modules.media.variants;
    const make = () => withEntityManagerScope(api.orm, async () => variants.make(name));
    expect(await make()).toBe('already');
    // As a crash leaves it: some files written, the row still pending.
    await store().delete(variantName(name, 640, 'avif'));
    await api.orm.em.fork().execute('update stored_image set made_at = null where name = ?', [name]);
    expect(await make()).toBe('made');
    expect(await variantsOnDisk(name)).toHaveLength(4);
    expect(await rowOf(name)).toMatchObject({ variant_widths: [320, 640], made_at: expect.any(String) });
  });

  it('queues again an image whose job Redis lost (the sweep)', async () => {
    const name = '11111111-2222-4333-8444-555555555555.jpg';
    await store().put(name, Buffer.from(await jpeg(400, 300)));
    await api.orm.em
      .fork()
      .execute(
        `insert into stored_image (name, width, height, variant_widths, formats, stored_at) values (?, 400, 300, '[]', '[]', now() - interval '1 hour')`,
        [name],
      );
    const sweep = worker.jobs.find((job) => job.name === 'variants-sweep');
    const context = { log: testLogger('sweep'), attempt: 1, jobId: undefined };
    const swept = await withEntityManagerScope(worker.orm, async () => sweep?.handle({}, context));
    expect(swept).toEqual({ requeued: 1 });
    expect(await made(name)).toMatchObject({ variant_widths: [320] });
  });

  it('npm run images:variants makes the variants of an image stored before, then nothing', async () => {
    // Whatever the worker still has to do, let it finish, so the command's counts are its own.
    await eventually(async () => {
      const [pending] = await api.orm.em
        .fork()
        .execute<{ count: string }[]>('select count(*) from stored_image where made_at is null');
      return pending?.count === '0' ? true : undefined;
    });
    const name = '99999999-8888-4777-8666-555555555555.jpg';
    await store().put(name, Buffer.from(await jpeg(660, 330)));
    const run = () => runScript(api.config, 'image-variants.ts');
    const first = await run();
    expect(first.stdout).toContain(`${name}: made`);
    expect(first.stdout).toMatch(
      / 1 given variants, 0 too small or animated for any, \d+ already done, 0 gone meanwhile, 0 failed\./,
    );
    expect(await rowOf(name)).toMatchObject({ width: 660, height: 330, variant_widths: [320, 640] });
    expect(await variantsOnDisk(name)).toHaveLength(4);
    const second = await run();
    expect(second.stdout).not.toContain(name);
    expect(second.stdout).toMatch(/ 0 given variants, 0 too small or animated for any, \d+ already done/);
  });

  it('falls back to the original for an image without a row or outside the store', async () => {
    const missing = '/uploads/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee.png';
    const facts = await api.modules.media.variants.factsOf([missing, 'https://example.com/a.jpg']);
    expect(Object.fromEntries(facts ?? [])).toEqual({
      [missing]: { width: null, height: null, variants: [] },
      'https://example.com/a.jpg': { width: null, height: null, variants: [] },
    });
  });
});
