import { describe, expect, it } from 'vitest';
import { setUpAdminApi } from '../support/admin-api.ts';
import { createPost } from '../support/blog.ts';
import { setUpTestWorker } from '../support/harness.ts';
import { searchGroup } from '../support/search.ts';

type Hit = {
  id: string;
  type: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  featured_image: unknown;
};

describe('blog posts reach the search index through events', () => {
  const ctx = setUpAdminApi();
  setUpTestWorker();
  const { hits, found } = searchGroup<Hit>(ctx.api, 'blog');

  it('indexes published posts with the card the web shows, follows edits, unpublish and delete', async () => {
    const post = await createPost(ctx, {
      title: 'Mortgage rates explained',
      content: '<p>How the central bank rate moves what you pay on a mortgage each month in Kenya.</p>',
      category: 'Real Estate',
      tags: '["finance"]',
    });
    await found('mortgage', post.id, true);
    const [hit] = (await hits('mortgage')).filter((h) => h.id === post.id);
    expect(hit).toMatchObject({
      type: 'blog',
      slug: post.slug,
      title: 'Mortgage rates explained',
      category: 'Real Estate',
    });
    expect(hit).toHaveProperty('excerpt');
    expect(hit).toHaveProperty('featured_image');
    expect(hit).not.toHaveProperty('content');
    await found('central bank', post.id, true);

    await ctx.asAdmin(`/api/blog/${post.id}`, { method: 'PUT', json: { title: 'Interest rates explained' } });
    await found('interest', post.id, true);
    await ctx.asAdmin(`/api/blog/${post.id}`, { method: 'PUT', json: { status: 'draft' } });
    await found('interest', post.id, false);
    await ctx.asAdmin(`/api/blog/${post.id}`, { method: 'PUT', json: { status: 'published' } });
    await found('interest', post.id, true);
    await ctx.asAdmin(`/api/blog/${post.id}`, { method: 'DELETE' });
    await found('interest', post.id, false);
  });

  it('never indexes drafts or scheduled posts before their time', async () => {
    const draft = await createPost(ctx, { title: 'Zanzibar draft notes', status: 'draft' });
    const future = await createPost(ctx, {
      title: 'Zanzibar future trip',
      published_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const live = await createPost(ctx, { title: 'Zanzibar live story' });
    await found('zanzibar', live.id, true);
    const ids = (await hits('zanzibar')).map((hit) => hit.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(future.id);
  });
});
