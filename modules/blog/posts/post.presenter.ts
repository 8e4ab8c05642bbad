import type { AdminPostView, PostView } from '../blog.schemas.ts';
import type { Post } from '../entities/index.ts';
import { excerptOf } from './plain-text.ts';

/** The excerpt readers see: the stored one, else the opening of the text (the same everywhere). */
export function excerptShown(post: Pick<Post, 'excerpt' | 'contentText'>): string | null {
  return post.excerpt ?? (post.contentText ? excerptOf(post.contentText) : null);
}

/** The author the API names for a post without one (spec); share heads name the owner instead. */
export const NO_AUTHOR = 'Admin';

/** A post as the API answers it: an allowlist of fields (never `announcedAt` or the text copy). */
export function presentPost(post: Post): PostView {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: excerptShown(post),
    category: post.category,
    tags: post.tags,
    featured_image: post.featuredImage ?? null,
    author_name: post.authorName || NO_AUTHOR,
    published_at: post.publishedAt?.toISOString() ?? null,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    read_time: post.readTime,
    views: post.views,
    content: post.content,
    status: post.status,
    // Only when the owner closed them (issue 33): answers of open posts stay as they were.
    ...(post.commentsClosed ? { comments_closed: true } : {}),
  };
}

/** The admin table's row: also how many comments the post has and whether it waits for its date. */
export function presentAdminPost(post: Post, commentCount: number, now: Date): AdminPostView {
  return {
    ...presentPost(post),
    comment_count: commentCount,
    scheduled: post.status === 'published' && !!post.publishedAt && post.publishedAt > now,
  };
}
