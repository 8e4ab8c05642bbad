import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../modules/platform/http/index.ts';
import type { AdminApi } from '../support/admin-api.ts';
import { createPost, formToken, type Post } from '../support/blog.ts';
import { indexDocument } from '../support/search.ts';
import { startRenderingApi } from '../support/server-render.ts';
import { createProduct, productForm } from '../support/shop.ts';

const ORIGIN = 'https://site.example';

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
/** Exactly one title, one description and one canonical link in the page. */
const expectOneHead = (html: string) => {
  expect(count(html, /<title[ >]/)).toBe(1);
  expect(count(html, /<meta\s[^>]*name="description"/)).toBe(1);
  expect(count(html, /<link\s[^>]*rel="canonical"/)).toBe(1);
};
/** The dehydrated queries a page carries for its islands. */
const queriesOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}')
    .queries.queries as { queryKey: unknown[]; state: { status: string } }[];
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

describe('public pages arrive rendered by React on the server', () => {
  let ctx: AdminApi;
  let post: Post;

  beforeAll(async () => {
    ctx = await startRenderingApi({ PUBLIC_URL: ORIGIN, COMMENT_RATE_LIMIT_POINTS: '1000' });
    post = await createPost(ctx, {
      title: 'Reading a title deed',
      slug: 'reading-a-title-deed',
      excerpt: 'What each line of a Kenyan title deed tells you.',
      content: '<p>Every title deed in Kenya opens with the parcel number.</p>',
    });
    const comment = await ctx.api.request(`/api/blog/${post.id}/comments`, {
      method: 'POST',
      json: {
        form_token: formToken(post.id),
        name: 'Amina',
        content: 'Very clear, thank you!',
        metadata: { userIdentifier: 'user_1_abc' },
      },
    });
    expect(comment.status).toBe(201);
  });
  afterAll(() => ctx.stop());

  const page = (p: string, init: RequestInit = {}) =>
    fetch(`${ctx.api.baseUrl}${p}`, { redirect: 'manual', ...init });

  it('a post: its opening paragraph and its comments in #root, one title, description and canonical', async () => {
    const response = await page('/blog/reading-a-title-deed');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const root = rootOf(html);
    expect(root.includes('Every title deed in Kenya opens with the parcel number.')).toBe(true);
    expect(root.includes('Very clear, thank you!')).toBe(true);
    expect(count(html, /<title[ >]/)).toBe(1);
    expect(count(html, /<meta\s[^>]*name="description"/)).toBe(1);
    expect(count(html, /<link\s[^>]*rel="canonical"/)).toBe(1);
    expect(html).toContain('What each line of a Kenyan title deed tells you.');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/site\.example\/blog\/reading-a-title-deed"/);
    // The data the render used travels with it, for hydration.
    const keys = queriesOf(html).map((query) => query.queryKey);
    expect(keys).toContainEqual(['blog', 'post', 'reading-a-title-deed']);
    expect(keys).toContainEqual(['blog', 'comments', post.id, '']);
  });

  it('a product: its name and price; a category and a tag: their posts; search: its results', async () => {
    const product = await createProduct(ctx, { name: 'Rental yield workbook', price: '2450' });
    const productPage = await (await page(`/product/${product.id}`)).text();
    expectOneHead(productPage);
    const productHtml = rootOf(productPage);
    expect(productHtml.includes('Rental yield workbook')).toBe(true);
    expect(productHtml).toMatch(/KES\s*2,450/);

    const category = await page('/blog/category/Real%20Estate');
    expect(category.status).toBe(200);
    const categoryPage = await category.text();
    expectOneHead(categoryPage);
    expect(rootOf(categoryPage).includes('Reading a title deed')).toBe(true);
    const tag = await page('/blog/tag/nairobi');
    expect(rootOf(await tag.text()).includes('Reading a title deed')).toBe(true);

    // The index is filled by the worker's change handlers; here through the service, as they do.
    await indexDocument(ctx.api, 'skill', {
      refId: 'k1',
      title: 'Conveyancing',
      tags: 'Property',
      body: 'Transfers of land titles',
      item: { id: 'k1', name: 'Conveyancing' },
    });
    const search = await page('/search?q=conveyancing');
    expect(search.status).toBe(200);
    const searchPage = await search.text();
    expect(count(searchPage, /<title[ >]/)).toBe(1);
    expect(count(searchPage, /<meta\s[^>]*name="description"/)).toBe(1);
    expect(rootOf(searchPage).includes('Conveyancing')).toBe(true);
  });

  it('the home page: its sections with their titles and their content, one set of head tags', async () => {
    const html = await (await page('/')).text();
    const root = rootOf(html);
    for (const text of [
      'Three crafts, one standard of care',
      'Things I have built',
      'Tools of the trade',
      'Notes and stories',
      'Digital downloads',
      'Reading a title deed',
      'Rental yield workbook',
    ])
      expect(root.includes(text), text).toBe(true);
    expectOneHead(html);
  });

  it('a change made through the admin API shows in the next page: an edited post, a new comment', async () => {
    const before = await (await page('/blog/reading-a-title-deed')).text();
    expect(before.includes('A second paragraph')).toBe(false);
    const edited = await ctx.asAdmin(`/api/blog/${post.id}`, {
      method: 'PUT',
      json: {
        content: '<p>Every title deed in Kenya opens with the parcel number.</p><p>A second paragraph.</p>',
      },
    });
    expect(edited.status).toBe(200);
    expect(
      rootOf(await (await page('/blog/reading-a-title-deed')).text()).includes('A second paragraph.'),
    ).toBe(true);

    const comment = await ctx.api.request(`/api/blog/${post.id}/comments`, {
      method: 'POST',
      json: {
        form_token: formToken(post.id),
        name: 'Otieno',
        content: 'Which office issues them?',
        metadata: { userIdentifier: 'user_2_def' },
      },
    });
    expect(comment.status).toBe(201);
    const thread = async () => rootOf(await (await page('/blog/reading-a-title-deed')).text());
    expect((await thread()).includes('Which office issues them?')).toBe(true);

    // A vote moves the count shown; a deletion takes the comment off the page.
    const id = (comment.json.comment as { id: string }).id;
    const vote = await ctx.api.request(`/api/blog/comments/${id}/vote`, {
      method: 'POST',
      json: { type: 'up', userIdentifier: 'user_3_ghi' },
    });
    expect(vote.status).toBe(200);
    expect((await thread()).includes('aria-label="Upvote (1)"')).toBe(true);
    const deleted = await ctx.asAdmin(`/api/blog/comments/${id}`, { method: 'DELETE', json: {} });
    expect(deleted.status).toBe(200);
    expect((await thread()).includes('Which office issues them?')).toBe(false);
  });

  it('ETag and If-None-Match: 304 while nothing changed; shared caches keep it briefly; varies on encoding and cookie', async () => {
    const first = await page('/blog/reading-a-title-deed');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const again = await page('/blog/reading-a-title-deed', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await ctx.asAdmin(`/api/blog/${post.id}`, { method: 'PUT', json: { excerpt: 'Line by line.' } });
    const changed = await page('/blog/reading-a-title-deed', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('a comment or a vote leaves a product page as it was (not rendered again); a product edit moves it', async () => {
    const product = await createProduct(ctx, { name: 'Land search checklist', price: '900' });
    const first = await page(`/product/${product.id}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const comment = await ctx.api.request(`/api/blog/${post.id}/comments`, {
      method: 'POST',
      json: {
        form_token: formToken(post.id),
        name: 'Wairimu',
        content: 'Does this cover leasehold?',
        metadata: { userIdentifier: 'user_4_jkl' },
      },
    });
    expect(comment.status).toBe(201);
    const id = (comment.json.comment as { id: string }).id;
    const vote = await ctx.api.request(`/api/blog/comments/${id}/vote`, {
      method: 'POST',
      json: { type: 'up', userIdentifier: 'user_5_mno' },
    });
    expect(vote.status).toBe(200);
    // The post's page moved (its thread), the product's did not: a render stamps its data with
    // the time it was read, so a second render would have sent another ETag.
    expect(rootOf(await (await page('/blog/reading-a-title-deed')).text())).toContain(
      'Does this cover leasehold?',
    );
    const after = await page(`/product/${product.id}`, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(304);
    expect(after.headers.get('etag')).toBe(etag);

    const edited = await ctx.asAdmin(`/api/shop/${product.id}`, {
      method: 'PUT',
      body: productForm({ name: 'Land search checklist (2026)' }),
    });
    expect(edited.status).toBe(200);
    const moved = await page(`/product/${product.id}`, { headers: { 'If-None-Match': etag } });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(etag);
    expect(rootOf(await moved.text())).toContain('Land search checklist (2026)');
  });

  it('the checkout arrives with the cart its cookie names, priced by the server, kept per cart', async () => {
    const product = await createProduct(ctx, { name: 'Offer letter template', price: '1200' });
    const other = await createProduct(ctx, { name: 'Site visit checklist', price: '350' });
    // A cart the browser's script wrote (site/cart/cart-paint.ts): ids and quantities only.
    const cookie = `theme=light; cart=${product.id}:2.${other.id}:1.no-such-product:4`;
    const response = await page('/checkout?cart=forged:9', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const root = rootOf(await response.text());
    expect(root).toContain('Order summary');
    expect(root).toContain('Offer letter template');
    expect(root).toContain('2 x KES 1,200.00');
    expect(root).toContain('Site visit checklist');
    expect(root).toContain('KES 2,750.00');
    expect(root).not.toContain('forged');
    // The island starts from the server's cart and wakes at the first touch, or when the cart changes.
    expect(root).toMatch(
      /data-island="checkout-page"[^>]*data-wake="interaction"[^>]*data-wake-written="[\w-]+-cart"/,
    );
    // The same cart is the same page: kept (one ETag), and 304 for a browser that has it; no
    // shared cache keeps it (one keyed on the theme alone would hand it to others).
    const etag = response.headers.get('etag') ?? '';
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const again = await page('/checkout', { headers: { Cookie: cookie, 'If-None-Match': etag } });
    expect(again.status).toBe(304);

    // A price change reaches the next checkout page: the server's price, never the stored one.
    const edited = await ctx.asAdmin(`/api/shop/${product.id}`, {
      method: 'PUT',
      body: productForm({ name: 'Offer letter template', price: '1500' }),
    });
    expect(edited.status).toBe(200);
    expect(rootOf(await (await page('/checkout', { headers: { Cookie: cookie } })).text())).toContain(
      '2 x KES 1,500.00',
    );

    // No cart cookie: the empty cart, and the island wakes at once if this browser stored one.
    const empty = rootOf(await (await page('/checkout', { headers: { Cookie: 'cart=%00;%20' } })).text());
    expect(empty).toContain('Your cart is empty');
    const emptyPage = await page('/checkout');
    expect(emptyPage.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(empty).toMatch(
      /data-island="checkout-page"[^>]*data-wake="interaction"[^>]*data-wake-stored="[\w-]+-cart"/,
    );
  });

  it('a search that fails while rendering shows no results (spec section 8) and is not kept', async () => {
    const em = ctx.api.orm.em.fork();
    // The database refusing the search's read: the table away for a moment.
    await em.execute('ALTER TABLE search_document RENAME TO search_document_away');
    let failed: Response;
    try {
      failed = await page('/search?q=surveyor');
    } finally {
      await em.execute('ALTER TABLE search_document_away RENAME TO search_document');
    }
    expect(failed.status).toBe(200);
    expect(failed.headers.get('cache-control')).toBe('no-cache');
    const html = await failed.text();
    expect(rootOf(html)).toContain('No results found for &quot;surveyor&quot;');
    // The island hydrates from the error the server showed, not a pending query's skeleton.
    const search = queriesOf(html).find((query) => query.queryKey[0] === 'search');
    expect(search?.state.status).toBe('error');

    await indexDocument(ctx.api, 'skill', {
      refId: 'k-surveyor',
      title: 'Surveyor liaison',
      tags: 'Property',
      body: 'Working with licensed surveyors',
      item: { id: 'k-surveyor', name: 'Surveyor liaison' },
    });
    // Not kept: the next request renders again and finds it.
    const found = await page('/search?q=surveyor');
    expect(found.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(rootOf(await found.text())).toContain('Surveyor liaison');
  });

  it('the theme cookie: the page arrives in that theme', async () => {
    const dark = await (await page('/', { headers: { Cookie: 'theme=dark' } })).text();
    expect(dark).toContain('<html lang="en" data-app="starting" class="dark" style="color-scheme:dark">');
    const unknown = await (await page('/')).text();
    expect(unknown).toContain('<html lang="en" data-app="starting">');
  });

  it('an unknown slug answers 404 with the page rendered; a former slug 301s to the new one', async () => {
    const missing = await page('/blog/no-such-post');
    expect(missing.status).toBe(404);
    // The not-found message is in the HTML itself, not a spinner the browser replaces.
    const missingHtml = await missing.text();
    const missingRoot = rootOf(missingHtml);
    expect(missingRoot).toContain(
      '<h1 class="font-semibold text-2xl text-zinc-950 dark:text-white">Post not found.</h1>',
    );
    expect(missingRoot).toContain('Back to Blog');
    expect(missingRoot).not.toContain('Loading post');
    expect(missingHtml).toContain('<title>Post not found – Wanjiru Kamau</title>');
    expect(missingHtml).toContain('<meta name="robots" content="noindex"');
    for (const path of ['/product/00000000-0000-4000-8000-000000000000', '/product/not-an-id']) {
      const unknownProduct = await page(path);
      expect(unknownProduct.status).toBe(404);
      const productRoot = rootOf(await unknownProduct.text());
      expect(productRoot).toContain('Product not found');
      expect(productRoot).toContain('The product you are looking for does not exist.');
      expect(productRoot).not.toContain('aria-label="Loading product"');
    }
    // A category that lists nothing: its page, answered 404.
    const emptyCategory = await page('/blog/category/No%20such%20category');
    expect(emptyCategory.status).toBe(404);

    const moved = await createPost(ctx, { title: 'Moving house', slug: 'moving-house' });
    await ctx.asAdmin(`/api/blog/${moved.id}`, { method: 'PUT', json: { slug: 'moving-house-checklist' } });
    const redirect = await page('/blog/moving-house');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/blog/moving-house-checklist');
  });

  it('checkout, payment, receipt, newsletter-token and search pages are kept out of search engines; one title separator', async () => {
    const noindex = /<meta name="robots" content="noindex"/;
    for (const path of [
      '/checkout',
      '/search?q=deed',
      '/payment/callback?OrderTrackingId=t-1',
      '/payment-success?trackingId=t-1',
      '/receipt-preview',
      '/verify-subscription/abc',
      '/unsubscribe/abc',
    ]) {
      const html = await (await page(path)).text();
      expect({ path, noindex: noindex.test(html) }).toEqual({ path, noindex: true });
    }
    for (const path of ['/', '/blog/reading-a-title-deed', '/order-help']) {
      const html = await (await page(path)).text();
      expect({ path, noindex: noindex.test(html) }).toEqual({ path, noindex: false });
    }
    const postHtml = await (await page('/blog/reading-a-title-deed')).text();
    expect(postHtml).toContain('<title>Reading a title deed – Wanjiru Kamau</title>');
    const checkoutHtml = await (await page('/checkout')).text();
    expect(checkoutHtml).toContain('<title>Checkout – Wanjiru Kamau</title>');
  });

  it('HEAD answers like GET, without a body', async () => {
    const get = await page('/blog/reading-a-title-deed');
    const head = await page('/blog/reading-a-title-deed', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('the back office is not rendered on the server: the plain index.html', async () => {
    const html = await (await page('/admin/login')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html.includes('ssr-state')).toBe(false);
  });
});
