import type { EntityManager } from '../../platform/db/index.ts';
import { Post } from '../entities/index.ts';
import { excerptShown } from './post.presenter.ts';

/** What another module may show of a post (the newsletter's email): no content, no drafts' text. */
export type PostCard = {
  id: string;
  slug: string;
  title: string;
  /** What the site shows under the title: the stored excerpt, else the text's opening. */
  excerpt: string | null;
  /** Site path of the featured image (`/uploads/...`), or null. */
  featuredImage: string | null;
  category: string;
  /** Minutes. */
  readTime: number;
  /** Published and its publication time has come: what visitors can read. */
  published: boolean;
};

/** A post's card by id, or null when there is no such post. */
export async function postCard(em: EntityManager, id: string, now: Date): Promise<PostCard | null> {
  const post = await em.findOne(Post, { id });
  if (!post) return null;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: excerptShown(post),
    featuredImage: post.featuredImage ?? null,
    category: post.category,
    readTime: post.readTime,
    published: post.status === 'published' && !!post.publishedAt && post.publishedAt <= now,
  };
}
