import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../support/blog.ts';
import { eventually, startTestWorker } from '../support/harness.ts';
import { plainHead, setUpRenderingApi } from '../support/server-render.ts';
import { createProduct } from '../support/shop.ts';

type Worker = Awaited<ReturnType<typeof startTestWorker>>;

const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>Default Title</title>
</head><body><div id="root"></div></body></html>`;

describe("the site's name in cached page heads follows a settings change", () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  const ctx = setUpRenderingApi({ WEB_DIST: dist, PUBLIC_URL: 'https://site.example' });
  let worker: Worker;
  let formerName: string;

  beforeAll(async () => {
    worker = await startTestWorker();
    formerName = ((await ctx.api.request('/api/settings')).json.settings as { owner_name: string })
      .owner_name;
  });
  afterAll(async () => {
    await ctx.asAdmin('/api/settings', { method: 'PUT', json: { owner_name: formerName } });
    await worker.stop();
  });

  const text = async (p: string) => plainHead(await (await fetch(`${ctx.api.baseUrl}${p}`)).text());
  const rename = async (name: string) => {
    const answer = await ctx.asAdmin('/api/settings', { method: 'PUT', json: { owner_name: name } });
    expect(answer.status).toBe(200);
  };

  it('retitles product pages, post pages and the RSS feed once content.settings_changed is handled', async () => {
    await rename('Amina Otieno');
    const product = await createProduct(ctx, { name: 'Rental yield workbook' });
    const post = await createPost(ctx, { title: 'Reading a title deed', slug: 'reading-a-title-deed' });
    expect(post.slug).toBe('reading-a-title-deed');
    // Read once under the first name, so each head is cached before the change.
    expect(await text(`/product/${product.id}`)).toContain(
      '<title>Rental yield workbook – Amina Otieno</title>',
    );
    expect(await text('/blog/reading-a-title-deed')).toContain(
      '<title>Reading a title deed – Amina Otieno</title>',
    );
    expect(await text('/rss.xml')).toContain('<title>Amina Otieno</title>');

    await rename('Amina Otieno Studio');
    await eventually(
      async () =>
        (await text(`/product/${product.id}`)).includes(
          '<title>Rental yield workbook – Amina Otieno Studio</title>',
        )
          ? true
          : undefined,
      30_000,
      'the product page under the new name',
    );
    await eventually(
      async () =>
        (await text('/blog/reading-a-title-deed')).includes(
          '<title>Reading a title deed – Amina Otieno Studio</title>',
        )
          ? true
          : undefined,
      30_000,
      'the post page under the new name',
    );
    const feed = await text('/rss.xml');
    expect(feed).toContain('<title>Amina Otieno Studio</title>');
    expect(feed).toContain('<description>Latest posts from Amina Otieno Studio</description>');
    expect(feed).not.toContain('<title>Amina Otieno</title>');
  });
});
