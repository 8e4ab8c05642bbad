import { describe, expect, it } from 'vitest';
import { setUpAdminApi } from '../support/admin-api.ts';
import { createPost } from '../support/blog.ts';

const DAY_MS = 86_400_000;

describe('the admin posts list', () => {
  const ctx = setUpAdminApi();

  it('lists newest first by the date it shows (publication, else creation), not by when the row was added', async () => {
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    // Added in this order, as the demo seed adds backdated posts.
    await createPost(ctx, { title: 'Two days ago', published_at: ago(2) });
    await createPost(ctx, { title: 'Ten days ago', published_at: ago(10) });
    await createPost(ctx, { title: 'Five days ago', published_at: ago(5) });
    await createPost(ctx, { title: 'A fresh draft', status: 'draft' });

    const answer = await ctx.asAdmin('/api/blog');
    expect(answer.status).toBe(200);
    expect((answer.json.posts as { title: string }[]).map((post) => post.title)).toEqual([
      'A fresh draft',
      'Two days ago',
      'Five days ago',
      'Ten days ago',
    ]);
  });

  it('derives excerpts that keep a heading apart from the paragraph after it', async () => {
    const post = await createPost(ctx, {
      title: 'Order before money',
      content:
        '<h2>Why the order comes first</h2><p>Before any money moves, the order is stored with its price.</p>',
    });
    expect(post.excerpt).toBe(
      'Why the order comes first. Before any money moves, the order is stored with its price.',
    );
  });
});
