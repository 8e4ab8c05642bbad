import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../modules/platform/http/index.ts';
import { SHOP_MESSAGES } from '../../modules/shop/index.ts';
import { pngBytes } from '../support/factories.ts';
import { BROWSER_UA } from '../support/harness.ts';
import { plainHead, setUpRenderingApi } from '../support/server-render.ts';
import { createProduct, pdfBytes, type ShopItem } from '../support/shop.ts';

const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>Default Title</title>
</head><body><div id="root"></div></body></html>`;
const ORIGIN = 'https://site.example';
type PublicItem = Record<string, unknown> & { id: string; name: string; views: number };

describe('shop for visitors: list, categories, product, views, cache, sitemap, page head', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  // A trusted proxy header gives each simulated visitor its own address. The list, the categories
  // and the sitemap show every product: each test starts from an empty shop in a world of its own.
  const ctx = setUpRenderingApi(
    { WEB_DIST: dist, PUBLIC_URL: ORIGIN, TRUST_PROXY: 'true' },
    { world: 'test' },
  );

  const visitor = (p: string, ip = '198.51.100.7') =>
    ctx.api.request(p, { headers: { 'x-forwarded-for': ip, 'user-agent': BROWSER_UA } });
  const items = async (p: string) => (await visitor(p)).json.items as PublicItem[];

  it('lists only active products to visitors, whatever they ask for, by category too', async () => {
    const guide = await createProduct(ctx, { name: 'Guide', category: 'Guides', featured: 'true' }, [
      { name: 'guide.pdf', bytes: pdfBytes() },
    ]);
    const course = await createProduct(ctx, { name: 'Course', category: 'Courses' });
    await createProduct(ctx, { name: 'Hidden', category: 'Secret', is_active: 'false' });
    for (const query of ['', '?active=true', '?active=false', '?has_files=false&search=Hidden']) {
      expect((await items(`/api/shop${query}`)).map((item) => item.name)).toEqual(['Guide', 'Course']);
    }
    expect((await items('/api/shop?active=true&category=Courses')).map((item) => item.id)).toEqual([
      course.id,
    ]);
    expect(await items('/api/shop?category=Secret')).toEqual([]);
    expect(await items('/api/shop?category=Nothing')).toEqual([]);
    const [first] = await items('/api/shop');
    expect(first).toEqual({
      id: guide.id,
      name: 'Guide',
      description: 'A practical guide.',
      price: 1500,
      currency: 'KES',
      image: null,
      category: 'Guides',
      featured: 1,
      files: [{ name: 'guide.pdf', size: pdfBytes().length, type: 'application/pdf' }],
      file_count: 1,
      downloadable_files: 1,
      product_links: [],
      views: 0,
      pay_what_you_want: false,
      min_price: null,
      created_at: expect.any(String),
    });
    const categories = await visitor('/api/shop/categories');
    expect(categories.json).toEqual({ success: true, categories: ['Courses', 'Guides'] });
  });

  it('answers a product by id, 404 when inactive or unknown, and never a storage path', async () => {
    const item = await createProduct(ctx, { name: 'Deed guide' }, [{ name: 'deed.pdf', bytes: pdfBytes() }]);
    const answer = await visitor(`/api/shop/product/${item.id}`);
    expect(answer.status).toBe(200);
    expect(answer.json.product).toMatchObject({ id: item.id, name: 'Deed guide', file_count: 1 });
    const keys = await ctx.api.orm.em
      .fork()
      .execute<{ stored_key: string }[]>('select stored_key from shop_product_file where product_id = ?', [
        item.id,
      ]);
    for (const { stored_key } of keys) expect(answer.text).not.toContain(stored_key);
    expect(answer.text).not.toContain('private');
    expect(answer.json.product).not.toHaveProperty('is_active');

    await ctx.asAdmin(`/api/shop/${item.id}/toggle-active`, { method: 'PATCH' });
    const hidden = await visitor(`/api/shop/product/${item.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.json).toMatchObject({ success: false, error: 'Product not found' });
    // The admin still sees it.
    expect((await ctx.asAdmin(`/api/shop/product/${item.id}`)).json.product).toMatchObject({ is_active: 0 });
    expect((await visitor('/api/shop/product/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await visitor('/api/shop/product/not-an-id')).json.error).toBe(SHOP_MESSAGES.productNotFound);
  });

  const view = (id: string, ip: string, ua = BROWSER_UA) =>
    ctx.api.request(`/api/shop/product/${id}/view`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, 'user-agent': ua },
    });
  const stored = async (id: string) =>
    (
      await ctx.api.orm.em
        .fork()
        .execute<{ views: number }[]>('select views from shop_product where id = ?', [id])
    )[0]?.views;

  it("counts a view (the page's beacon) once per visitor per product per day, a bot never; no cookies", async () => {
    const item = await createProduct(ctx);
    const other = await createProduct(ctx, { name: 'Other' });
    const first = await view(item.id, '203.0.113.1');
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, counted: true, views: 1 });
    expect(first.headers.get('set-cookie')).toBeNull();
    expect((await view(item.id, '203.0.113.1')).json).toEqual({ success: true, counted: false, views: 1 });
    expect((await view(item.id, '203.0.113.2')).json).toEqual({ success: true, counted: true, views: 2 });
    const bot = await view(item.id, '203.0.113.3', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(bot.json).toEqual({ success: true, counted: false, views: 2 });
    expect((await view(item.id, '203.0.113.4', '')).json).toEqual({
      success: true,
      counted: false,
      views: 2,
    });
    expect(await stored(item.id)).toBe(2);
    // The same visitor on another product counts there.
    expect((await view(other.id, '203.0.113.1')).json).toEqual({ success: true, counted: true, views: 1 });
    expect(await stored(other.id)).toBe(1);
  });

  it('answers the beacon 404 for an unknown, inactive or malformed product, counting nothing', async () => {
    const item = await createProduct(ctx, { is_active: 'false' });
    for (const id of [item.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', 'x'.repeat(300)]) {
      const answer = await view(id, '203.0.113.20');
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ success: false, error: SHOP_MESSAGES.productNotFound });
    }
    expect(await stored(item.id)).toBe(0);
    const get = await ctx.api.request(`/api/shop/product/${item.id}/view`, {
      headers: { 'user-agent': BROWSER_UA },
    });
    expect(get.status).toBe(404);
  });

  it('counts nothing on a read: the product, its page (server-rendered) and the list', async () => {
    const item = await createProduct(ctx, { name: 'Read only' });
    for (const ip of ['203.0.113.30', '203.0.113.31', '203.0.113.30']) {
      const answer = await visitor(`/api/shop/product/${item.id}`, ip);
      expect(answer.status).toBe(200);
      expect((answer.json.product as PublicItem).views).toBe(0);
      expect((await visitor(`/product/${item.id}`, ip)).status).toBe(200);
      expect((await visitor('/api/shop', ip)).status).toBe(200);
    }
    expect(await stored(item.id)).toBe(0);
    // The server render read the product too; it counted nothing either.
    expect(await ctx.api.redis.keys(`${ctx.api.config.redisPrefix}:shop:viewed:${item.id}:*`)).toEqual([]);
  });

  it('serves a cached product with its recent view count, changed or gone as soon as the product is', async () => {
    const item = await createProduct(ctx, { name: 'Before' });
    const product = async (ip: string) => {
      const answer = await visitor(`/api/shop/product/${item.id}`, ip);
      return { status: answer.status, product: answer.json.product as PublicItem | undefined };
    };
    expect((await product('203.0.113.10')).product).toMatchObject({ name: 'Before', views: 0 });
    await view(item.id, '203.0.113.10');
    // The cached product carries the count the beacon just made.
    expect((await product('203.0.113.11')).product).toMatchObject({ name: 'Before', views: 1 });
    await view(item.id, '203.0.113.11');
    expect((await product('203.0.113.10')).product).toMatchObject({ name: 'Before', views: 2 });
    const body = new FormData();
    body.set('name', 'After');
    expect((await ctx.asAdmin(`/api/shop/${item.id}`, { method: 'PUT', body })).status).toBe(200);
    expect((await product('203.0.113.10')).product).toMatchObject({ name: 'After', views: 2 });
    await ctx.asAdmin(`/api/shop/${item.id}/toggle-active`, { method: 'PATCH' });
    const gone = await visitor(`/api/shop/product/${item.id}`, '203.0.113.10');
    expect(gone.status).toBe(404);
    expect(gone.json.error).toBe(SHOP_MESSAGES.productNotFound);
  });

  it('serves cached lists that change as soon as a product does', async () => {
    const item = await createProduct(ctx, { name: 'Before' });
    const first = await visitor('/api/shop');
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const again = await ctx.api.request('/api/shop', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await ctx.asAdmin(`/api/shop/${item.id}`, {
      method: 'PUT',
      body: (() => {
        const body = new FormData();
        body.set('name', 'After');
        return body;
      })(),
    });
    const changed = await ctx.api.request('/api/shop', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect((changed.json.items as PublicItem[]).map((p) => p.name)).toEqual(['After']);
    await ctx.asAdmin(`/api/shop/${item.id}/toggle-active`, { method: 'PATCH' });
    expect(await items('/api/shop')).toEqual([]);
    expect((await visitor('/api/shop/categories')).json.categories).toEqual([]);
  });

  it('lists active products in the sitemap and serves /product/:id with a JSON-LD Product head', async () => {
    const item = await createProduct(
      ctx,
      {
        name: 'Plot </script><script>alert(1)</script>',
        price: '2500.5',
        description: 'Check "before" you pay.',
      },
      [],
      await pngBytes(),
    );
    const hidden = await createProduct(ctx, { name: 'Hidden', is_active: 'false' });
    const sitemap = await (await fetch(`${ctx.api.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/product/${item.id}</loc>`);
    expect(sitemap).not.toContain(hidden.id);
    expect(sitemap.trim().endsWith('</urlset>')).toBe(true);

    const page = await fetch(`${ctx.api.baseUrl}/product/${item.id}`);
    expect(page.status).toBe(200);
    const html = plainHead(await page.text());
    expect(html).toMatch(/<title>Plot &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; – /);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/product/${item.id}">`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}${item.image}">`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Product',
      name: 'Plot </script><script>alert(1)</script>',
      description: 'Check "before" you pay.',
      offers: {
        '@type': 'Offer',
        price: '2500.50',
        priceCurrency: 'KES',
        availability: 'https://schema.org/InStock',
      },
    });
    expect((await fetch(`${ctx.api.baseUrl}/product/${hidden.id}`)).status).toBe(404);
    // Deactivating takes the page and the sitemap entry away at once.
    await ctx.asAdmin(`/api/shop/${item.id}/toggle-active`, { method: 'PATCH' });
    expect((await fetch(`${ctx.api.baseUrl}/product/${item.id}`)).status).toBe(404);
    // Not an id at all (a typo, a broken escape): the same not-found page, with its status.
    for (const made of ['not-a-product', '%E0%A4%A', `${'a'.repeat(3000)}`]) {
      expect((await fetch(`${ctx.api.baseUrl}/product/${made}`)).status, made.slice(0, 20)).toBe(404);
    }
    expect(await (await fetch(`${ctx.api.baseUrl}/sitemap.xml`)).text()).not.toContain(item.id);
  });

  it('prices a basket from the database through the door', async () => {
    const item = await createProduct(ctx, { price: '1499.50' });
    const priced = await ctx.api.modules.shop.priceItems([{ id: item.id, quantity: 2 }]);
    expect(priced).toMatchObject({
      totalMinor: 299900,
      lines: [{ productId: item.id, unitPriceMinor: 149950 }],
    });
    await ctx.asAdmin(`/api/shop/${item.id}/toggle-active`, { method: 'PATCH' });
    await expect(ctx.api.modules.shop.priceItems([{ id: item.id, quantity: 1 }])).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });

  it('opens a product file by index or id for downloads', async () => {
    const item: ShopItem = await createProduct(ctx, {}, [
      { name: 'a.pdf', bytes: pdfBytes('a') },
      { name: 'b.txt', bytes: new TextEncoder().encode('hello buyer\n'), type: 'text/plain' },
    ]);
    const second = await ctx.api.modules.shop.openFile(item.id, { index: 1 });
    expect(second).toMatchObject({ name: 'b.txt', contentType: 'text/plain', index: 1, count: 2, size: 12 });
    const chunks: Buffer[] = [];
    for await (const chunk of (await second?.open({ start: 6, end: 11 })) ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('buyer\n');
    const byId = await ctx.api.modules.shop.openFile(item.id, { fileId: item.files[0]?.id ?? '' });
    expect(byId?.name).toBe('a.pdf');
    expect(await ctx.api.modules.shop.openFile(item.id, { index: 2 })).toBeUndefined();
  });
});
