import { describe, expect, it } from 'vitest';
import { seedDemoBlog } from '../../infra/seed/seed-blog.ts';
import { seedDemoContent } from '../../infra/seed/seed-content.ts';
import { seedDemoShop } from '../../infra/seed/seed-shop.ts';
import type { ReadAnswer } from '../../modules/pages/index.ts';
import { setUpSeeding } from '../support/seeding.ts';

/**
 * The server render reads the modules' answers directly (issue 30: no request re-enters the app).
 * Each read must answer exactly what its route answers a visitor: the same status and the same
 * JSON, for a found thing and for a refused one, or a page would hydrate from other data than
 * the browser reads.
 */
describe("the server render's reads answer what the routes answer", () => {
  const { api, seed } = setUpSeeding(async (modules) => {
    await seedDemoContent(modules.content, modules.storage);
    await seedDemoBlog(modules.blog, modules.storage);
    await seedDemoShop(modules.shop, modules.storage);
  });

  /** The route's answer to a visitor: its status and parsed JSON. */
  const routeAnswer = async (path: string): Promise<ReadAnswer> => {
    const response = await api.request(path);
    return { status: response.status, body: response.json };
  };

  it('reads the same content, posts, products and searches as the API', async () => {
    await seed();
    const posts = (await routeAnswer('/api/blog?status=published')).body as {
      posts: { id: string; slug: string; category: string }[];
    };
    const post = posts.posts[0];
    const products = (await routeAnswer('/api/shop?active=true')).body as {
      items: { id: string; category: string }[];
    };
    const product = products.items[0];
    if (!post || !product) throw new Error('the demo seed made no post or product');
    const { reads } = api;
    const pairs: [string, () => Promise<ReadAnswer>][] = [
      ['/api/settings', reads.settings],
      ['/api/social-links/active', reads.socialLinks],
      ['/api/skills?status=active', reads.skills],
      ['/api/projects', reads.projects],
      ['/api/projects/categories', reads.projectCategories],
      ['/api/promotions/active', reads.promotions],
      ['/api/blog?status=published', reads.posts],
      [`/api/blog/slug/${post.slug}`, () => reads.post(post.slug)],
      [
        `/api/blog/category/${encodeURIComponent(post.category)}?page=1&limit=12`,
        () => reads.postPage('category', post.category, 1, 12),
      ],
      [`/api/blog/${post.id}/related?limit=3`, () => reads.relatedPosts(post.id, 3)],
      [`/api/blog/${post.id}/comments?userIdentifier=`, () => reads.thread(post.id)],
      ['/api/shop?active=true', () => reads.products()],
      [
        `/api/shop?active=true&category=${encodeURIComponent(product.category)}`,
        () => reads.products(product.category),
      ],
      ['/api/shop?active=true&category=Made-up', () => reads.products('Made-up')],
      ['/api/shop/categories', reads.productCategories],
      [`/api/shop/product/${product.id}`, () => reads.product(product.id)],
      ['/api/search?q=guide', () => reads.search('guide')],
      ['/api/privacy', reads.privacy],
      // Refusals: the same status and error body.
      ['/api/blog/slug/no-such-post', () => reads.post('no-such-post')],
      [`/api/blog/slug/${'x'.repeat(201)}`, () => reads.post('x'.repeat(201))],
      ['/api/blog/not-an-id/related?limit=3', () => reads.relatedPosts('not-an-id', 3)],
      [
        '/api/blog/00000000-0000-4000-8000-000000000000/comments?userIdentifier=',
        () => reads.thread('00000000-0000-4000-8000-000000000000'),
      ],
      ['/api/shop/product/not-an-id', () => reads.product('not-an-id')],
      [
        '/api/shop/product/00000000-0000-4000-8000-000000000000',
        () => reads.product('00000000-0000-4000-8000-000000000000'),
      ],
      [`/api/search?q=${'q'.repeat(300)}`, () => reads.search('q'.repeat(300))],
    ];
    for (const [path, read] of pairs) {
      const expected = await routeAnswer(path);
      expect({ path, ...(await read()) }).toEqual({ path, ...expected });
    }
    // Found things were found, refusals refused: the comparison above compared something.
    expect((await reads.post(post.slug)).status).toBe(200);
    expect((await reads.post('no-such-post')).status).toBe(404);
    expect((await reads.search('q'.repeat(300))).status).toBe(400);
    expect(((await reads.thread(post.id)).body as { comments: unknown[] }).comments.length).toBeGreaterThan(
      0,
    );
  });
});
