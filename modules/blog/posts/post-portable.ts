import type { EntityManager } from '../../platform/db/index.ts';
import type { PostStatus } from '../blog.schemas.ts';
import { Comment, Post } from '../entities/index.ts';

/** A post as the site's export carries it: what a visitor or the owner sees of it. */
export type PortablePost = {
  id: string;
  slug: string;
  title: string;
  html: string;
  excerpt: string | null;
  category: string;
  tags: string[];
  author_name: string;
  featured_image: string | null;
  status: PostStatus;
  published_at: string | null;
  comments_closed: boolean;
  read_time: number;
  created_at: string;
  updated_at: string;
};

/** An approved comment as the export carries it: no email, hash, address or votes. */
export type PortableComment = {
  id: string;
  post_id: string;
  parent_id: string | null;
  name: string;
  content: string;
  created_at: string;
};

/** Rows read per query: memory stays flat however big the blog is. */
const PAGE = 500;

/**
 * The blog's side of the site's export (imports' archive): every post and every approved,
 * undeleted comment, read page by page; and, on the way back in, what the import engine's
 * `savePost` does not carry (comments closed, reading time).
 */
export class PostPortable {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /** Every post, oldest first. */
  async *posts(): AsyncGenerator<PortablePost> {
    // A fork cleared per page: an export of thousands of posts keeps none of them in memory.
    const em = this.#em.fork();
    let after = '';
    for (;;) {
      const page = await em.find(Post, after ? { id: { $gt: after } } : {}, {
        orderBy: { id: 'asc' },
        limit: PAGE,
      });
      for (const post of page) yield portablePost(post);
      em.clear();
      const last = page.at(-1);
      if (!last || page.length < PAGE) return;
      after = last.id;
    }
  }

  /** Every approved, undeleted comment, in no particular order (`parent_id` keeps the threads). */
  async *comments(): AsyncGenerator<PortableComment> {
    const em = this.#em.fork();
    let after = '';
    for (;;) {
      const page = await em.find(
        Comment,
        { status: 'approved', deletedAt: null, ...(after ? { id: { $gt: after } } : {}) },
        { orderBy: { id: 'asc' }, limit: PAGE },
      );
      for (const comment of page)
        yield {
          id: comment.id,
          post_id: comment.postId,
          parent_id: comment.parentId ?? null,
          name: comment.name,
          content: comment.content,
          created_at: comment.createdAt.toISOString(),
        };
      em.clear();
      const last = page.at(-1);
      if (!last || page.length < PAGE) return;
      after = last.id;
    }
  }

  /**
   * What the import engine's `savePost` does not carry, set back on a restored post in the
   * importer's transaction: whether it takes comments, and its reading time as the owner left it.
   */
  async restoreExtras(
    tx: EntityManager,
    postId: string,
    extras: Pick<PortablePost, 'comments_closed' | 'read_time'>,
  ): Promise<void> {
    await tx.nativeUpdate(
      Post,
      { id: postId },
      { commentsClosed: extras.comments_closed, readTime: extras.read_time },
    );
  }
}

function portablePost(post: Post): PortablePost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    html: post.content,
    excerpt: post.excerpt ?? null,
    category: post.category,
    tags: post.tags,
    author_name: post.authorName,
    featured_image: post.featuredImage ?? null,
    status: post.status,
    published_at: post.publishedAt?.toISOString() ?? null,
    comments_closed: post.commentsClosed,
    read_time: post.readTime,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}
