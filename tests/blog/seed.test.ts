import { describe, expect, it } from 'vitest';
import { seedDemoBlog } from '../../infra/seed/seed-blog.ts';
import { uploadsExist } from '../support/factories.ts';
import { setUpSeeding } from '../support/seeding.ts';

describe('demo blog seed', () => {
  const { api, seed } = setUpSeeding((modules) => seedDemoBlog(modules.blog, modules.storage));

  it('seeds six published posts in three categories with images and comment threads, once', async () => {
    expect(await seed()).toBe(true);
    const posts = (await api.request('/api/blog')).json.posts as {
      id: string;
      featured_image: string;
      tags: string[];
    }[];
    expect(posts).toHaveLength(6);
    expect((await api.request('/api/blog/meta/categories')).json.categories).toEqual([
      'Real Estate',
      'Tech',
      'Writing',
    ]);
    expect(posts.every((post) => post.tags.length > 0)).toBe(true);
    expect(
      await uploadsExist(
        api,
        posts.map((post) => post.featured_image),
      ),
    ).toBe(true);
    const counts = await Promise.all(
      posts.map(
        async (post) =>
          ((await api.request(`/api/blog/${post.id}/comments`)).json.comments as unknown[]).length,
      ),
    );
    expect(counts.filter((count) => count > 0).length).toBeGreaterThanOrEqual(3);
    expect(await seed()).toBe(false);
    expect((await api.request('/api/blog')).json.posts).toHaveLength(6);
  });
});
