import { type AddedActivity, countAndLatestAdded, type EntityManager } from '../platform/db/index.ts';
import { Comment, Post } from './entities/index.ts';

export type BlogActivity = AddedActivity<'post'>;
export type BlogSummary = { counts: { posts: number; pending_comments: number }; activity: BlogActivity[] };

/**
 * The blog's part of the admin dashboard: every post counted, the latest added by creation date,
 * and the comments waiting in the queue.
 */
export async function blogSummary(em: EntityManager, limit: number): Promise<BlogSummary> {
  const options = { type: 'post', title: 'title', createdAt: 'createdAt', limit } as const;
  const { count: posts, activity } = await countAndLatestAdded(em, Post, options);
  const pending = await em.count(Comment, { status: 'pending', deletedAt: null });
  return { counts: { posts, pending_comments: pending }, activity };
}
