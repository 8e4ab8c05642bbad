import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';
import { POST_STATUSES } from '../blog.schemas.ts';

/**
 * A blog post. Visitors see it when it is published and its `publishedAt` has come; a future
 * `publishedAt` makes it scheduled. `announcedAt` records when `blog.post_published` was
 * recorded for the current publication, so the delayed job and the sweep announce it once.
 */
export const PostSchema = table(
  'Post',
  'blog_post',
  {
    id: p.uuid().primary(),
    slug: p.string().length(200).unique('blog_post_slug_unique'),
    title: p.string().length(255),
    excerpt: p.text().nullable(),
    category: p.string().length(100).default(''),
    tags: p.json<string[]>(),
    featuredImage: p.string().length(255).nullable(),
    authorName: p.string().length(100).default('Admin'),
    publishedAt: p.datetime().nullable(),
    announcedAt: p.datetime().nullable(),
    readTime: p.integer().default(5),
    views: p.integer().default(0),
    /** Sanitised HTML (see sanitise-html.ts); never stored as sent. */
    content: p.text(),
    /** The text of the content, for search and excerpts. */
    contentText: p.text().default(''),
    status: p.enum(POST_STATUSES).default('draft'),
    /** The owner closed its comments: the thread stays, no new comment is taken. */
    commentsClosed: p.boolean().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  {
    indexes: [
      { name: 'blog_post_visible_idx', properties: ['status', 'publishedAt'] },
      { name: 'blog_post_category_idx', properties: ['category'] },
    ],
  },
);

export class Post extends PostSchema.class {}
PostSchema.setClass(Post);

/** A slug a post had before: its page and API path answer 301 to the post's current slug. */
export const PostSlugRedirectSchema = table('PostSlugRedirect', 'blog_post_slug_redirect', {
  slug: p.string().length(200).primary(),
  postId: p.uuid().index('blog_post_slug_redirect_post_idx'),
  createdAt: createdAtColumn(),
});

export class PostSlugRedirect extends PostSlugRedirectSchema.class {}
PostSlugRedirectSchema.setClass(PostSlugRedirect);
