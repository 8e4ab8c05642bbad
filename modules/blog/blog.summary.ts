import { type AddedActivity, countAndLatestAdded, type EntityManager } from '../platform/db/index.ts';
import { Post } from './entities/index.ts';

export type BlogActivity = AddedActivity<'post'>;
export type BlogSummary = { counts: { posts: number }; activity: BlogActivity[] };

/** The blog's part of the admin dashboard: every post counted, the latest added by creation date. */
export async function blogSummary(em: EntityManager, limit: number): Promise<BlogSummary> {
  const options = { type: 'post', title: 'title', createdAt: 'createdAt', limit } as const;
  const { count: posts, activity } = await countAndLatestAdded(em, Post, options);
  return { counts: { posts }, activity };
}
