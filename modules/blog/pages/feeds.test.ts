import { describe, expect, it } from 'vitest';
import { robots, rss, sitemap, withSitemapUrls, xml } from './feeds.ts';

const post = {
  id: 'id-1',
  slug: 'a-b',
  title: 'A & <B>',
  excerpt: 'x',
  category: 'Tech',
  tags: ['t1'],
  featured_image: null,
  author_name: 'Admin',
  published_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  read_time: 5,
  views: 0,
  content: '',
  status: 'published' as const,
};

describe('feeds', () => {
  it('escapes XML and drops forbidden control characters', () => {
    expect(xml('a & <b> "c" \u0000\u0001')).toBe('a &amp; &lt;b&gt; &quot;c&quot; ');
  });
  it('builds an RSS 2.0 channel', () => {
    const text = rss([post], 'https://s.example', 'Site');
    expect(text).toContain('<rss version="2.0"');
    expect(text).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(text).toContain('<link>https://s.example/blog/a-b</link>');
    expect(text).toContain('<pubDate>Thu, 01 Jan 2026 00:00:00 GMT</pubDate>');
  });
  it('lists home, posts, categories and tags in the sitemap; robots points to it', () => {
    const text = sitemap('https://s.example', [post], ['Real Estate'], ['t1']);
    expect(text).toContain('<loc>https://s.example/</loc>');
    expect(text).toContain('<loc>https://s.example/blog/a-b</loc><lastmod>2026-01-02</lastmod>');
    expect(text).toContain('https://s.example/blog/category/Real%20Estate');
    expect(robots('https://s.example')).toContain('Sitemap: https://s.example/sitemap.xml');
    expect(robots('https://s.example')).toContain('Disallow: /admin');
  });
});

describe('withSitemapUrls', () => {
  it("adds other modules' URLs before the sitemap closes, escaped, dated by day", () => {
    const base = sitemap('https://s.example', [], [], []);
    const merged = withSitemapUrls(base, [
      { loc: 'https://s.example/product/1?a=1&b=2', lastmod: '2026-03-04T05:06:07.000Z' },
    ]);
    expect(merged).toContain(
      '<url><loc>https://s.example/product/1?a=1&amp;b=2</loc><lastmod>2026-03-04</lastmod></url>\n</urlset>',
    );
    expect(withSitemapUrls(base, [])).toBe(base);
  });
});
