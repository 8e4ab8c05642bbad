import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import type { Publish } from '../../platform/events/index.ts';
import { postChanged } from '../blog.events.ts';
import { COMMENT_LIMITS, type PostStatus } from '../blog.schemas.ts';
import { Comment, Post } from '../entities/index.ts';
import { freeSlug } from './free-slug.ts';
import { plainText } from './plain-text.ts';
import type { PostHtmlSanitiser } from './sanitise-html.ts';
import { slugify } from './slug.ts';

/** A post as another platform exported it, already mapped to this blog's fields. */
export type ImportedPost = {
  title: string;
  /** The slug it had there: kept when free here, else made unique (`-2`, `-3` …). */
  slug: string;
  /** Its HTML as exported: sanitised here like the editor's. */
  html: string;
  excerpt: string | null;
  status: PostStatus;
  publishedAt: Date | null;
  category: string;
  tags: string[];
  authorName: string;
  featuredImage: string | null;
  createdAt: Date;
};

/** An approved comment as exported, its body already plain text. */
export type ImportedComment = {
  postId: string;
  parentId: string | null;
  name: string;
  content: string;
  createdAt: Date;
};

export type PostImportsDeps = {
  sanitiser: PostHtmlSanitiser;
  publish: Publish;
  clock: () => Date;
  /** The caches an import moves once it committed (posts, threads). */
  caches: { invalidate(): Promise<void> }[];
};

const WORDS_PER_MINUTE = 200;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Writes imported posts and comments inside the importer's transaction: the blog keeps its own
 * rules (sanitised HTML, free slugs, text comments) while another module drives the import.
 * Imported posts are never announced (no `blog.post_published`, so no newsletter for an old
 * post): a published post whose date has passed is stamped announced; one dated ahead stays
 * scheduled and the publication sweep announces it at its time. `blog.post_changed` is recorded
 * for each created or updated post (search indexes it).
 */
export class PostImports {
  readonly #deps: PostImportsDeps;

  constructor(deps: PostImportsDeps) {
    this.#deps = deps;
  }

  /** Which of the comments an earlier import made still exist (one query for a post's thread). */
  async existingComments(tx: EntityManager, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await tx.find(Comment, { id: { $in: ids } }, { fields: ['id'] });
    return new Set(rows.map((row) => row.id));
  }

  /** The post's current slug (for redirects), or null when it is gone (the owner deleted it). */
  async slugOf(tx: EntityManager, id: string): Promise<string | null> {
    return (await tx.findOne(Post, { id }, { fields: ['slug'] }))?.slug ?? null;
  }

  /** Creates the post, or updates `targetId` in place (its slug stays). Returns its id and slug. */
  async savePost(
    tx: EntityManager,
    targetId: string | null,
    input: ImportedPost,
  ): Promise<{ id: string; slug: string }> {
    const html = await this.#deps.sanitiser.sanitise(input.html);
    const text = plainText(html);
    const now = this.#deps.clock();
    const fields = {
      title: clip(input.title.trim() || '(untitled)', 255),
      content: html,
      contentText: text,
      // The editor's excerpt is plain text of at most 1,000 characters; WordPress's may be HTML.
      excerpt: excerptText(input.excerpt),
      category: clip(input.category, 99),
      tags: input.tags,
      authorName: clip(input.authorName || 'Admin', 100),
      featuredImage: input.featuredImage,
      status: input.status,
      publishedAt: input.publishedAt,
      readTime: Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE)),
      // An old post is not news: only a post dated ahead is left for the sweep to announce.
      announcedAt: input.status === 'published' && (input.publishedAt ?? now) <= now ? now : null,
    };
    const existing = targetId ? await tx.findOne(Post, { id: targetId }) : null;
    let post: Post;
    if (existing) {
      tx.assign(existing, {
        ...fields,
        announcedAt: existing.announcedAt && fields.announcedAt ? existing.announcedAt : fields.announcedAt,
      });
      post = existing;
    } else {
      post = tx.create(Post, {
        id: randomUUID(),
        slug: await freeSlug(tx, slugify(input.slug || input.title)),
        views: 0,
        commentsClosed: false,
        createdAt: input.createdAt,
        ...fields,
      });
    }
    await tx.flush();
    await this.#deps.publish(tx, postChanged, {
      id: post.id,
      action: existing ? 'updated' : 'created',
      occurredAt: now.toISOString(),
    });
    return { id: post.id, slug: post.slug };
  }

  /** Creates the approved comment, or updates `targetId` in place. Returns its id. */
  async saveComment(tx: EntityManager, targetId: string | null, input: ImportedComment): Promise<string> {
    const fields = {
      postId: input.postId,
      parentId: input.parentId,
      name: clip(input.name.trim() || 'Anonymous', COMMENT_LIMITS.name),
      content: clip(input.content, COMMENT_LIMITS.content),
      status: 'approved' as const,
    };
    const existing = targetId ? await tx.findOne(Comment, { id: targetId }) : null;
    if (existing) {
      tx.assign(existing, fields);
      return existing.id;
    }
    const comment = tx.create(Comment, {
      id: randomUUID(),
      ...fields,
      email: null,
      authorHash: null,
      userAgent: null,
      upvotes: 0,
      downvotes: 0,
      deletedAt: null,
      heldReason: null,
      visitorHash: null,
      isOwner: false,
      pinnedAt: null,
      createdAt: input.createdAt,
    });
    return comment.id;
  }

  /** After the import committed: the next reads anywhere see it. */
  async committed(): Promise<void> {
    for (const cache of this.#deps.caches) await cache.invalidate();
  }
}

function excerptText(html: string | null): string | null {
  const text = html ? plainText(html.replace(/\r\n?/g, '\n').replace(/\n/g, '<br>')).trim() : '';
  return text ? clip(text, 999) : null;
}

/** A comment's HTML as WordPress stored it, as this blog's plain text. */
export function commentText(html: string): string {
  return plainText(
    html
      .replace(/\r\n?/g, '\n')
      .replace(/\n{2,}/g, '</p>')
      .replace(/\n/g, '<br>'),
  );
}
