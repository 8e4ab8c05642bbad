import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantName } from '../../modules/platform/uploads/index.ts';
import type { WorkerRuntime } from '../../worker/runtime.ts';
import type { AdminApi } from '../support/admin-api.ts';
import { createPost } from '../support/blog.ts';
import { form } from '../support/factories.ts';
import { eventually, startTestWorker } from '../support/harness.ts';
import { startRenderingApi } from '../support/server-render.ts';

/** A JPEG of one colour, `width` × `height`: variants at 320 and 640 px. */
const jpeg = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer(),
  );

/** `/uploads/<uuid>-w<width>.<format> <width>w, …` as `pictureSources` writes it. */
const srcset = (src: string, format: 'avif' | 'webp') => {
  const name = src.replace('/uploads/', '');
  return [320, 640].map((width) => `/uploads/${variantName(name, width, format)} ${width}w`).join(', ');
};
const POST_SIZES =
  '(min-width: 1024px) 704px, (min-width: 768px) 720px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2.5rem)';

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}')
    .queries.queries as { queryKey: unknown[]; state: { data: unknown } }[];

describe('a rendered page carries its pictures’ facts: <picture>, size and preload from the server', () => {
  let ctx: AdminApi;
  let worker: WorkerRuntime | undefined;
  let src = '';

  beforeAll(async () => {
    ctx = await startRenderingApi({ PUBLIC_URL: 'https://site.example' });
    const created = await ctx.asAdmin('/api/blog', {
      method: 'POST',
      body: form(
        {
          title: 'Fencing a plot',
          slug: 'fencing-a-plot',
          content: '<p>Posts every three metres, and a gate facing the road, keep a plot clear.</p>',
          status: 'published',
          category: 'Real Estate',
          tags: '["nairobi"]',
        },
        { featured_image: await jpeg(700, 525) },
      ),
    });
    expect(created.status).toBe(201);
    src = String((created.json.post as { featured_image: string }).featured_image);
    // The worker makes the variants and moves the `images` version the page cache reads.
    worker = await startTestWorker({ overrides: ctx.api.world });
    await eventually(async () => {
      const answer = await ctx.api.request(`/api/images?src=${encodeURIComponent(src)}`);
      const facts = (answer.json.images as Record<string, { variants: unknown[] }>)[src];
      return facts && facts.variants.length > 0 ? true : undefined;
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await ctx.stop();
  });

  it('a post’s featured image: the exact srcsets, width and height, and a high-priority preload in the head', async () => {
    const html = await (await fetch(`${ctx.api.baseUrl}/blog/fencing-a-plot`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(
      `<picture class="contents"><source type="image/avif" srcSet="${srcset(src, 'avif')}" sizes="${POST_SIZES}"/>` +
        `<source type="image/webp" srcSet="${srcset(src, 'webp')}" sizes="${POST_SIZES}"/>` +
        `<img src="${src}" alt="Fencing a plot" width="700" height="525" loading="eager" fetchPriority="high"`,
    );
    expect(head).toContain(
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${srcset(src, 'avif')}" imageSizes="${POST_SIZES}"/>`,
    );
    // Under the key the browser's useImageFacts reads, so hydration asks /api/images for nothing.
    const images = stateOf(html).filter((query) => query.queryKey[1] === 'images');
    expect(images).toEqual([
      expect.objectContaining({
        queryKey: ['site', 'images', src],
        state: expect.objectContaining({
          data: {
            width: 700,
            height: 525,
            variants: [320, 640].map((width) => ({
              width,
              avif: `/uploads/${variantName(src.replace('/uploads/', ''), width, 'avif')}`,
              webp: `/uploads/${variantName(src.replace('/uploads/', ''), width, 'webp')}`,
            })),
          },
          status: 'success',
        }),
      }),
    ]);
  });

  it('a picture the server knows nothing of is stored as null, as the browser would store it', async () => {
    // Named in a post's content: every stored picture the page's data names gets its key.
    const unknown = '/uploads/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee.png';
    await createPost(ctx, {
      title: 'Gates',
      slug: 'gates',
      content: `<p>A gate facing the road keeps the plot clear of trespass.</p><p><img src="${unknown}" alt="A gate"></p>`,
    });
    const html = await (await fetch(`${ctx.api.baseUrl}/blog/gates`)).text();
    const images = stateOf(html).filter((query) => query.queryKey[1] === 'images');
    // Beside it, the first post's picture, shown among the related posts.
    expect(images.map((query) => [query.queryKey, query.state.data])).toContainEqual([
      ['site', 'images', unknown],
      null,
    ]);
  });
});
