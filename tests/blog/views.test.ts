import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, startAdminApi } from '../support/admin-api.ts';
import { createPost } from '../support/blog.ts';
import { BROWSER_UA } from '../support/harness.ts';

describe('POST /api/blog/slug/:slug/view', () => {
  let ctx: AdminApi;

  beforeAll(async () => {
    // A trusted proxy header gives each simulated visitor its own address.
    ctx = await startAdminApi({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.stop());

  const view = (slug: string, ip: string, ua = BROWSER_UA) =>
    ctx.api.request(`/api/blog/slug/${slug}/view`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, 'user-agent': ua },
    });
  const stored = async (id: string) => {
    const rows = await ctx.api.orm.em
      .fork()
      .execute<{ views: number }[]>('select views from blog_post where id = ?', [id]);
    return rows[0]?.views;
  };

  it('counts a visitor once per post per day, another visitor again, a bot never; no cookies', async () => {
    const post = await createPost(ctx, { title: 'Viewed post' });
    const other = await createPost(ctx, { title: 'Another viewed post' });
    const first = await view(post.slug, '203.0.113.1');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, counted: true, views: 1 });
    expect(first.headers.get('set-cookie')).toBeNull();
    expect((await view(post.slug, '203.0.113.1')).json).toMatchObject({ counted: false, views: 1 });
    expect(await stored(post.id)).toBe(1);
    expect((await view(post.slug, '203.0.113.2')).json).toMatchObject({ counted: true, views: 2 });
    expect(
      (await view(post.slug, '203.0.113.3', 'Googlebot/2.1 (+http://www.google.com/bot.html)')).json,
    ).toMatchObject({
      counted: false,
      views: 2,
    });
    expect((await view(post.slug, '203.0.113.4', '')).json).toMatchObject({ counted: false });
    expect(await stored(post.id)).toBe(2);
    // The same visitor on another post counts there.
    expect((await view(other.slug, '203.0.113.1')).json).toMatchObject({ counted: true, views: 1 });
  });

  it('answers 404 for drafts and unknown slugs', async () => {
    const draft = await createPost(ctx, { title: 'Draft viewed', status: 'draft' });
    expect((await view(draft.slug, '203.0.113.9')).status).toBe(404);
    expect((await view('no-such-post', '203.0.113.9')).status).toBe(404);
  });
});
