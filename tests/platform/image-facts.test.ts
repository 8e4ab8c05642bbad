import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../modules/platform/http/index.ts';
import { variantName } from '../../modules/platform/uploads/index.ts';
import type { WorkerRuntime } from '../../worker/runtime.ts';
import { setUpContentAdmin } from '../support/content.ts';
import { record } from '../support/factories.ts';
import { eventually, startTestWorker } from '../support/harness.ts';

/** A JPEG of one colour, `width` × `height`. */
const jpeg = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer(),
  );

const UNKNOWN = '/uploads/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee.png';
const variantsOf = (src: string, widths: number[]) => {
  const name = src.replace('/uploads/', '');
  return widths.map((width) => ({
    width,
    avif: `/uploads/${variantName(name, width, 'avif')}`,
    webp: `/uploads/${variantName(name, width, 'webp')}`,
  }));
};

describe('GET /api/images', () => {
  const { api, post, asAdmin } = setUpContentAdmin('/api/projects');
  // Started by the first test, once it has seen the answer of a pending image.
  let worker: WorkerRuntime | undefined;
  afterAll(async () => {
    await worker?.stop();
  });
  const images = (...srcs: string[]) =>
    api.request(`/api/images?${srcs.map((src) => `src=${encodeURIComponent(src)}`).join('&')}`);
  let src = '';
  let projectId = '';

  it('answers a pending upload with its size, then, once the job made them, with its variants', async () => {
    const created = record(
      (
        await post(
          { title: 'Pic', category: 'Photo', description: 'A picture' },
          { image: await jpeg(700, 525) },
        )
      ).json,
      'project',
    );
    src = String(created.image);
    projectId = String(created.id);
    // No worker yet: the variants job waits in the queue, the row is pending.
    const pending = await images(src, UNKNOWN);
    expect(pending.status).toBe(200);
    expect(pending.json).toEqual({
      success: true,
      images: { [src]: { width: 700, height: 525, variants: [] } },
    });
    const etag = pending.headers.get('etag') ?? '';
    expect(pending.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    // Cached: the same set in another order is the same answer.
    expect((await images(UNKNOWN, src, src)).headers.get('etag')).toBe(etag);
    expect((await api.request(`/api/images?src=${src}`, { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );

    // Another process (the worker) makes the variants and moves the cache's shared version.
    worker = await startTestWorker({ overrides: api.world });
    const made = await eventually(async () => {
      const answer = await images(src, UNKNOWN);
      const facts = (answer.json.images as Record<string, { variants: unknown[] }>)[src];
      return facts && facts.variants.length > 0 ? answer : undefined;
    });
    expect(made.json).toEqual({
      success: true,
      images: { [src]: { width: 700, height: 525, variants: variantsOf(src, [320, 640]) } },
    });
    expect(made.headers.get('etag')).not.toBe(etag);
  });

  it('serves a present variant for good, and a missing one as a short-lived redirect to the original', async () => {
    const name = src.replace('/uploads/', '');
    const present = await api.request(`/uploads/${variantName(name, 320, 'webp')}`);
    expect(present.status).toBe(200);
    expect(present.headers.get('content-type')).toBe('image/webp');
    expect(present.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await api.modules.storage.store.delete(variantName(name, 640, 'avif'));
    // 1280 was never made (the original is 700 wide), 640 was deleted: both fall back.
    for (const variant of [variantName(name, 640, 'avif'), variantName(name, 1280, 'webp')]) {
      const missing = await api.request(`/uploads/${variant}`, { redirect: 'manual' });
      expect(missing.status).toBe(302);
      expect(missing.headers.get('location')).toBe(src);
      expect(missing.headers.get('cache-control')).toBe('public, max-age=300');
    }
    const followed = await api.request(`/uploads/${variantName(name, 640, 'avif')}`);
    expect(followed.status).toBe(200);
    expect(followed.headers.get('content-type')).toBe('image/jpeg');
    // A variant of an image that never was is still a 404.
    const orphan = await api.request(
      `/uploads/${variantName(UNKNOWN.replace('/uploads/', ''), 320, 'avif')}`,
      {
        redirect: 'manual',
      },
    );
    expect(orphan.status).toBe(404);
  });

  it('finds every stored picture in a page’s data for the server renderer', async () => {
    const facts = await api.modules.media.imageFacts.factsIn(
      JSON.stringify({ post: { featured_image: src, content: `<p><img src="${UNKNOWN}"></p>`, again: src } }),
    );
    expect(facts).toEqual({
      [src]: { width: 700, height: 525, variants: variantsOf(src, [320, 640]) },
      [UNKNOWN]: null,
    });
    expect(await api.modules.media.imageFacts.factsIn({ image: 'https://example.com/a.jpg' })).toEqual({});
  });

  it('refuses a query that is not 1 to 50 /uploads/ paths of at most 200 characters', async () => {
    const long = `/uploads/${'a'.repeat(192)}`;
    expect(long).toHaveLength(201);
    const cases: [string, string][] = [
      ['', 'src is required'],
      ['?src=https%3A%2F%2Fexample.com%2Fa.jpg', 'Each src must be an /uploads/ path'],
      ['?src=%2Fapi%2Fskills', 'Each src must be an /uploads/ path'],
      [`?src=${encodeURIComponent(long)}`, 'Each src must be at most 200 characters'],
      [
        `?${Array.from({ length: 51 }, () => `src=${encodeURIComponent(src)}`).join('&')}`,
        'At most 50 src values are accepted',
      ],
    ];
    for (const [query, error] of cases) {
      const answer = await api.request(`/api/images${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json).toMatchObject({ success: false, error });
    }
    expect((await images(...Array.from({ length: 50 }, () => src))).status).toBe(200);
    // A NUL byte is refused like anywhere else (Postgres cannot hold one); a path the store never
    // wrote names no picture: an empty answer, never a 500.
    const nul = await api.request(`/api/images?src=${encodeURIComponent('/uploads/a\u0000.png')}`);
    expect(nul.status).toBe(400);
    expect(nul.json).toMatchObject({ success: false, error: 'Text must not contain NUL characters' });
    const strange = await api.request('/api/images?src=%2Fuploads%2F..%2F..%2Fetc%2Fpasswd');
    expect(strange.status).toBe(200);
    expect(strange.json).toEqual({ success: true, images: {} });
  });

  it('forgets a deleted image at once', async () => {
    expect(Object.keys((await images(src)).json.images as object)).toEqual([src]);
    expect((await asAdmin(`/api/projects/${projectId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await images(src)).json).toEqual({ success: true, images: {} });
  });
});
