import type { Middleware } from 'koa';
import type { PublicCache } from '../../platform/cache/index.ts';
import { type MikroORM, withEntityManagerScope } from '../../platform/db/index.ts';
import { PUBLIC_CACHE_CONTROL } from '../../platform/http/index.ts';
import type { PostView } from '../blog.schemas.ts';
import type { PostReads } from '../posts/post-reads.ts';

export const FEED_SIZE = 20;

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids.
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text for XML content and attributes (control characters XML 1.0 forbids are dropped). */
export function xml(text: string): string {
  return (
    text
      // XML 1.0 forbids these; a title pasted with one must not break the whole feed.
      .replace(FORBIDDEN_IN_XML, '')
      .replace(
        /[&<>"']/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
      )
  );
}

const postUrl = (origin: string, slug: string) => `${origin}/blog/${encodeURIComponent(slug)}`;

/** RSS 2.0 of the latest visible posts. */
export function rss(posts: PostView[], origin: string, siteName: string): string {
  const items = posts.map((post) => {
    const url = postUrl(origin, post.slug);
    const date = new Date(post.published_at ?? post.created_at).toUTCString();
    return [
      '<item>',
      `<title>${xml(post.title)}</title>`,
      `<link>${xml(url)}</link>`,
      `<guid isPermaLink="false">${xml(post.id)}</guid>`,
      `<pubDate>${date}</pubDate>`,
      `<description>${xml(post.excerpt ?? '')}</description>`,
      post.category ? `<category>${xml(post.category)}</category>` : '',
      ...post.tags.map((tag) => `<category>${xml(tag)}</category>`),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${xml(siteName)}</title>`,
    `<link>${xml(`${origin}/`)}</link>`,
    `<description>${xml(`Latest posts from ${siteName}`)}</description>`,
    `<atom:link href="${xml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0] ? [`<lastBuildDate>${new Date(posts[0].updated_at).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '</channel></rss>',
  ].join('\n');
}

/** The sitemap: home, every visible post, category and tag page. */
export function sitemap(origin: string, posts: PostView[], categories: string[], tags: string[]): string {
  const url = (loc: string, lastmod?: string) =>
    `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(`${origin}/`),
    ...posts.map((post) => url(postUrl(origin, post.slug), post.updated_at)),
    ...categories.map((category) => url(`${origin}/blog/category/${encodeURIComponent(category)}`)),
    ...tags.map((tag) => url(`${origin}/blog/tag/${encodeURIComponent(tag)}`)),
    '</urlset>',
  ].join('\n');
}

export const robots = (origin: string) =>
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;

/** Other modules' pages for the sitemap (the shop's products), passed in by the composition root. */
export type SitemapSource = () => Promise<{ loc: string; lastmod?: string }[]>;

/** Adds other modules' URLs to a sitemap made by `sitemap` (they have their own caches). */
export function withSitemapUrls(xmlText: string, urls: { loc: string; lastmod?: string }[]): string {
  if (urls.length === 0) return xmlText;
  const lines = urls.map(
    (url) =>
      `<url><loc>${xml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return xmlText.replace(/<\/urlset>$/, `${lines.join('\n')}\n</urlset>`);
}

export type FeedsDeps = {
  orm: MikroORM;
  sitemapSources?: SitemapSource[];
  reads: PostReads;
  cache: PublicCache;
  origin: string;
  siteName: () => Promise<string>;
};

/** `GET /rss.xml`, `/sitemap.xml` and `/robots.txt`, built from the public cache. */
export function feeds(deps: FeedsDeps): Middleware {
  const build: Record<string, { type: string; make: () => Promise<string> }> = {
    '/rss.xml': {
      type: 'application/rss+xml; charset=utf-8',
      make: async () => rss(await deps.reads.allPublic(FEED_SIZE), deps.origin, await deps.siteName()),
    },
    '/sitemap.xml': {
      type: 'application/xml; charset=utf-8',
      make: async () =>
        sitemap(
          deps.origin,
          await deps.reads.allPublic(),
          await deps.reads.categoriesPublic(),
          await deps.reads.tagsPublic(),
        ),
    },
    '/robots.txt': { type: 'text/plain; charset=utf-8', make: async () => robots(deps.origin) },
  };
  return async (ctx, next) => {
    const feed = build[ctx.path];
    if (!feed || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const answer = await withEntityManagerScope(deps.orm, () =>
      deps.cache.read(`feed:${ctx.path}`, feed.make),
    );
    // As the pages: a feed reader or crawler burst is one build per period behind a shared cache.
    ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    ctx.type = feed.type;
    const body = JSON.parse(answer.body) as string;
    if (ctx.path !== '/sitemap.xml' || !deps.sitemapSources?.length) {
      ctx.body = body;
      return;
    }
    const extra = await Promise.all(deps.sitemapSources.map((source) => source()));
    ctx.body = withSitemapUrls(body, extra.flat());
  };
}
