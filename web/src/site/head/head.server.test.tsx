// @vitest-environment node
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PostView } from '../../api/blog';
import { IslandsInPlace } from '../../islands/island';
import { IslandPage } from '../../islands/island-page';
import { ISLANDS_IN_PLACE } from '../../islands-in-place';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { DEFAULT_SITE_SETTINGS } from '../../lib/site';
import { SiteOriginProvider } from '../../lib/site-origin';
import { BlogPostPage } from '../blog/blog-post-page';
import { ProductPage } from '../shop/product-page';
import { ORIGIN } from './head-test-utils';

const POST: PostView = {
  id: 'p1',
  slug: 'first-sale',
  title: 'Sale </script><script>alert(1)</script> & more',
  excerpt: 'One buyer.',
  category: 'Business',
  tags: ['sales'],
  featured_image: null,
  author_name: 'Admin',
  published_at: '2026-03-05T10:00:00.000Z',
  created_at: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-06T10:00:00.000Z',
  content: '<p>It starts with one buyer.</p>',
  status: 'published',
};

const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';

const ROUTES = [
  { path: '/blog/:slug', element: <BlogPostPage />, handle: { title: 'Blog' } },
  { path: '/product/:id', element: <ProductPage />, handle: { title: 'Product' } },
  {
    path: '/search',
    element: <IslandPage />,
    handle: { title: 'Search', island: { name: 'search-page', wake: 'interaction' } },
  },
];

/**
 * A whole document rendered on the server as the SSR entry will: the page inside a static router
 * with its data already in the query cache, the site's origin from the provider.
 */
async function renderDocument(path: string, seed: (client: ReturnType<typeof createQueryClient>) => void) {
  const handler = createStaticHandler(ROUTES);
  const context = await handler.query(new Request(`${ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`unexpected response for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  client.setQueryData(queryKeys.site.settings(), { ...DEFAULT_SITE_SETTINGS, updated_at: null });
  seed(client);
  const app: ReactNode = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
      </head>
      <body>
        <QueryClientProvider client={client}>
          <SiteOriginProvider origin={`${ORIGIN}/`}>
            <IslandsInPlace value={ISLANDS_IN_PLACE}>
              <StaticRouterProvider router={router} context={context} />
            </IslandsInPlace>
          </SiteOriginProvider>
        </QueryClientProvider>
      </body>
    </html>
  );
  const { prelude } = await prerenderToNodeStream(app);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  return { html, head };
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('heads rendered on the server', () => {
  it("puts a post's title, one description, canonical link and card into the document's head", async () => {
    const { html, head } = await renderDocument('/blog/first-sale', (client) =>
      client.setQueryData(queryKeys.blog.post('first-sale'), POST),
    );
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /<meta name="description"/g)).toBe(1);
    expect(head).toContain(
      '<title>Sale &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more – Wanjiru Kamau</title>',
    );
    expect(head).toContain('<meta name="description" content="One buyer."/>');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/blog/first-sale"/>`);
    expect(head).toContain(`<meta property="og:image" content="${ORIGIN}/share-default.png"/>`);
    expect(head).toContain('<meta property="article:tag" content="sales"/>');
  });

  it('escapes JSON-LD so a title with </script> cannot end the script element', async () => {
    const { html } = await renderDocument('/blog/first-sale', (client) =>
      client.setQueryData(queryKeys.blog.post('first-sale'), POST),
    );
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const json = scripts[0]?.[1] ?? '';
    expect(json).not.toMatch(/[<>]/);
    expect(json).toContain(
      '\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 more',
    );
    expect(JSON.parse(json).headline).toBe(POST.title);
    // The title's markup never reaches the document as markup, in the head or the body.
    expect(html).not.toContain('<script>alert(1)');
  });

  it("takes share links from the site's origin, not from window (there is none on the server)", async () => {
    const { html } = await renderDocument(`/product/${PRODUCT_ID}`, (client) =>
      client.setQueryData(queryKeys.shop.product(PRODUCT_ID), {
        id: PRODUCT_ID,
        name: 'Budget planner',
        description: 'Plan it.',
        price: 1500,
        currency: 'KES',
        image: null,
        category: 'Guides',
        featured: 0,
        files: [],
        file_count: 0,
        downloadable_files: 0,
        product_links: [],
        views: 1,
        created_at: '2026-03-04T10:00:00.000Z',
      }),
    );
    expect(count(html, /<title>/g)).toBe(1);
    expect(html).toContain('<title>Budget planner – Wanjiru Kamau</title>');
    expect(html).toContain(`value="${ORIGIN}/product/${PRODUCT_ID}"`);
  });

  it('titles a page without a card from the route table, with no description of its own', async () => {
    const { html, head } = await renderDocument('/search', () => {});
    expect(count(html, /<title>/g)).toBe(1);
    expect(head).toContain('<title>Search – Wanjiru Kamau</title>');
    expect(count(html, /<meta name="description"/g)).toBe(0);
  });
});
