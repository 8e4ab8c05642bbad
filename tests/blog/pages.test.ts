import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost, type Post } from '../support/blog.ts';
import { pngBytes } from '../support/factories.ts';
import { plainHead, setUpRenderingApi, writeBootManifest } from '../support/server-render.ts';

const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>Default Title</title>
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const ORIGIN = 'https://site.example';

describe('blog pages that share well, RSS, sitemap, robots', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeBootManifest(dist);
  const ctx = setUpRenderingApi({ WEB_DIST: dist, PUBLIC_URL: ORIGIN });
  const { api } = ctx;
  let post: Post;

  beforeAll(async () => {
    const body = new FormData();
    body.set('title', 'Buying land in Kitengela </script><script>alert(1)</script>');
    body.set('content', '<p>Everything you should check before you pay a deposit on a plot of land.</p>');
    body.set('excerpt', 'What to check before you pay "a deposit".');
    body.set('status', 'published');
    body.set('category', 'Real Estate');
    body.set('tags', '["land","kitengela"]');
    body.set('slug', 'buying-land');
    body.set('featured_image', new Blob([await pngBytes()], { type: 'image/png' }), 'a.png');
    const created = await ctx.asAdmin('/api/blog', { method: 'POST', body });
    post = created.json.post as Post;
  });

  const page = (p: string) => fetch(`${api.baseUrl}${p}`, { redirect: 'manual' });

  it('answers /blog/:slug with the post title, description, canonical, OG, Twitter and JSON-LD; CSP kept', async () => {
    const response = await page('/blog/buying-land');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = plainHead(await response.text());
    expect(html).toContain(
      '<title>Buying land in Kitengela &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; –',
    );
    expect(html).not.toContain('Default Title');
    expect(html).toContain('<meta property="og:title" content="Buying land in Kitengela &lt;/script&gt;');
    expect(html).toContain(
      '<meta name="description" content="What to check before you pay &quot;a deposit&quot;.">',
    );
    expect(html).toContain('<meta property="og:description" content="What to check');
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/site\.example\/uploads\/[0-9a-f-]{36}\.png">/,
    );
    expect(html).toContain('<link rel="canonical" href="https://site.example/blog/buying-land">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      url: `${ORIGIN}/blog/buying-land`,
    });
    // The title's </script> cannot close anything: only the page's script, the JSON-LD's and the
    // page data's end.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('answers 404 with the SPA for an unknown slug or a draft, and 301 from a former slug', async () => {
    const unknown = await page('/blog/no-such-post');
    expect(unknown.status).toBe(404);
    // The SPA's not-found page, rendered.
    expect(await unknown.text()).toContain('<div id="root"><');
    const draft = await createPost(ctx, { title: 'Secret draft page', status: 'draft' });
    expect((await page(`/blog/${draft.slug}`)).status).toBe(404);
    const moved = await createPost(ctx, { title: 'Page that moves' });
    await ctx.asAdmin(`/api/blog/${moved.id}`, { method: 'PUT', json: { slug: 'page-moved-here' } });
    const old = await page(`/blog/${moved.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/blog/page-moved-here');
    expect((await page('/blog/%E0%A4%A')).status).toBe(404);
    expect((await page('/')).status).toBe(200);
  });

  it('sends a page compressed to a browser that accepts it, and the new head as soon as the post changes', async () => {
    const changing = await createPost(ctx, { title: 'A page whose title changes' });
    const fetchPage = (encoding: string) =>
      fetch(`${api.baseUrl}/blog/${changing.slug}`, { headers: { 'accept-encoding': encoding } });
    for (const [encoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetchPage(encoding);
      expect([response.status, response.headers.get('content-encoding')]).toEqual([200, expected]);
      // The page's class follows the theme cookie.
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(plainHead(await response.text())).toContain('<title>A page whose title changes –');
    }
    await ctx.asAdmin(`/api/blog/${changing.id}`, {
      method: 'PUT',
      json: { title: 'A page with a new title' },
    });
    for (const encoding of ['br', 'identity']) {
      const html = plainHead(await (await fetchPage(encoding)).text());
      expect(html).toContain('<title>A page with a new title –');
      expect(html).not.toContain('A page whose title changes');
    }
  });

  it('renders category and tag pages with their own card; empty ones are 404', async () => {
    const category = await page('/blog/category/Real%20Estate');
    expect(category.status).toBe(200);
    const html = plainHead(await category.text());
    expect(html).toContain('<title>Real Estate posts –');
    expect(html).toContain('<link rel="canonical" href="https://site.example/blog/category/Real%20Estate">');
    expect((await page('/blog/tag/land')).status).toBe(200);
    expect((await page('/blog/tag/nothing-tagged')).status).toBe(404);
  });

  it('serves RSS 2.0 of published posts, a sitemap and robots.txt', async () => {
    await createPost(ctx, { title: 'Hidden from feeds', status: 'draft', tags: '["secret-tag"]' });
    const rss = await page('/rss.xml');
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    const feed = await rss.text();
    expect(feed).toContain('<rss version="2.0"');
    expect(feed).toContain(`<link>${ORIGIN}/blog/buying-land</link>`);
    expect(feed).not.toContain('Hidden from feeds');
    const sitemap = await (await page('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/blog/buying-land</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/blog/category/Real%20Estate</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/blog/tag/kitengela</loc>`);
    expect(sitemap).not.toContain('secret-tag');
    expect(sitemap).not.toContain('hidden-from-feeds');
    const robots = await (await page('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });
});
