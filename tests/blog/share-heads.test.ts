import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApi } from '../support/admin-api.ts';
import { createPost } from '../support/blog.ts';
import { plainHead, startRenderingApi } from '../support/server-render.ts';
import { createProduct } from '../support/shop.ts';

const ORIGIN = 'https://site.example';
// The real index.html, with its generic description.
const INDEX = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

const descriptions = (html: string) =>
  [...html.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((match) => match[1]);
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}');

describe('post and product pages as served: one description, a picture, the owner, the right types', () => {
  let ctx: AdminApi;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    ctx = await startRenderingApi({ WEB_DIST: dist, PUBLIC_URL: ORIGIN });
    await ctx.asAdmin('/api/settings', { method: 'PUT', json: { owner_name: 'Amina Otieno' } });
  });
  afterAll(async () => {
    await ctx.stop();
  });

  const page = async (p: string) => {
    const response = await fetch(`${ctx.api.baseUrl}${p}`);
    expect(response.status).toBe(200);
    return plainHead(await response.text());
  };

  it('a post without author or picture: its own description only, the default picture, the owner as author', async () => {
    await createPost(ctx, {
      title: 'Reading a title deed',
      slug: 'reading-a-title-deed',
      excerpt: 'What each line of a Kenyan title deed tells you.',
    });
    const html = await page('/blog/reading-a-title-deed');
    expect(descriptions(html)).toEqual(['What each line of a Kenyan title deed tells you.']);
    expect(html).toContain('<meta property="og:image" content="https://site.example/share-default.png">');
    const posting = jsonLd(html);
    expect(posting.author).toEqual({ '@type': 'Person', name: 'Amina Otieno' });
    expect(posting.image).toEqual(['https://site.example/share-default.png']);
    expect(Date.parse(posting.dateModified)).toBeGreaterThanOrEqual(Date.parse(posting.datePublished));
  });

  it('a product: its own description only, og:type product', async () => {
    const product = await createProduct(ctx, {
      name: 'Rental yield workbook',
      description: 'Work out the yield.',
    });
    const html = await page(`/product/${product.id}`);
    expect(descriptions(html)).toEqual(['Work out the yield.']);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:image" content="https://site.example/share-default.png">');
  });

  it('a category page: its own description only', async () => {
    const html = await page('/blog/category/Real%20Estate');
    expect(descriptions(html)).toEqual(['1 post: Reading a title deed']);
  });
});
