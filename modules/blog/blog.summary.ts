import type { EntityManager } from '../platform/db/index.ts';
import { Post } from './entities/index.ts';

export type BlogActivity = { type: 'post'; id: string; title: string; created_at: string };
export type BlogSummary = { counts: { posts: number }; activity: BlogActivity[] };

/** The blog's part of the admin dashboard: every post counted, the latest added by creation date. */
export async function blogSummary(em: EntityManager, limit: number): Promise<BlogSummary> {
  const [posts, latest] = await Promise.all([
    em.count(Post, {}),
    em.find(
      Post,
      {},
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit, fields: ['id', 'title', 'createdAt'] },
    ),
  ]);
  return {
    counts: { posts },
    activity: latest.map((post) => ({
      type: 'post' as const,
      id: post.id,
      title: post.title,
      created_at: post.createdAt.toISOString(),
    })),
  };
}
