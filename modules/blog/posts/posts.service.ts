import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../platform/db/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors/index.ts';
import { requireId } from '../../platform/http/index.ts';
import { postChanged, postPublished } from '../blog.events.ts';
import { MESSAGES, type PostCreateInput, type PostUpdateInput, type PostView } from '../blog.schemas.ts';
import type { BlogDeps } from '../blog-deps.ts';
import { Comment, Post, PostSlugRedirect } from '../entities/index.ts';
import { freeSlug } from './free-slug.ts';
import { plainText } from './plain-text.ts';
import { postFields } from './post.mapping.ts';
import { presentPost } from './post.presenter.ts';
import type { PostHtmlSanitiser } from './sanitise-html.ts';
import { slugify } from './slug.ts';

export type PostsServiceDeps = BlogDeps & {
  sanitiser: PostHtmlSanitiser;
  /** Asks the worker to announce the post at its publication time (the delayed job). */
  schedule: (postId: string, at: Date) => Promise<void>;
};

type Change = { post: Post; drop: (string | null)[]; scheduleAt?: Date };

/**
 * Writing posts and their publication. A post published with a date to come is scheduled: it is
 * hidden until then and `blog.post_published` is recorded when the delayed job (or the sweep)
 * announces it; published now, it is announced in the same transaction. See README.md.
 */
export class PostsService {
  readonly #deps: PostsServiceDeps;

  constructor(deps: PostsServiceDeps) {
    this.#deps = deps;
  }

  async create(input: PostCreateInput, image?: string): Promise<PostView> {
    const html = await this.#deps.sanitiser.sanitise(input.content);
    return this.#commit('created', async (tx) => {
      const slug = input.slug ?? slugify(input.title);
      if (input.slug && (await this.#slugOwner(tx, slug)) !== null)
        throw new ConflictError(MESSAGES.slugTaken, 'slug_taken');
      const post = tx.create(Post, {
        id: randomUUID(),
        slug: input.slug ?? (await freeSlug(tx, slug)),
        tags: [],
        content: html,
        contentText: plainText(html),
        featuredImage: image ?? null,
        publishedAt: input.published_at ?? null,
        announcedAt: null,
        ...postFields(input),
        title: input.title,
      });
      return { post, drop: [], scheduleAt: await this.#publication(tx, post) };
    });
  }

  async update(id: string, input: PostUpdateInput, image?: string): Promise<PostView> {
    requireId(id, MESSAGES.postNotFound);
    const html = input.content === undefined ? undefined : await this.#deps.sanitiser.sanitise(input.content);
    return this.#commit('updated', async (tx) => {
      const post = await tx.findOne(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!post) throw new NotFoundError(MESSAGES.postNotFound);
      const wasPublishedAt = post.publishedAt?.getTime();
      tx.assign(post, postFields(input));
      if (html !== undefined) Object.assign(post, { content: html, contentText: plainText(html) });
      if (input.published_at !== undefined) post.publishedAt = input.published_at;
      if (input.slug && input.slug !== post.slug) await this.#moveSlug(tx, post, input.slug);
      const drop: (string | null)[] = [];
      if (image || input.remove_featured_image) {
        drop.push(post.featuredImage ?? null);
        post.featuredImage = image ?? null;
      }
      // A new date or leaving publication means the next publication is announced afresh.
      if (post.status !== 'published' || post.publishedAt?.getTime() !== wasPublishedAt)
        post.announcedAt = null;
      return { post, drop, scheduleAt: await this.#publication(tx, post) };
    });
  }

  async delete(id: string): Promise<void> {
    requireId(id, MESSAGES.postNotFound);
    const image = await this.#deps.em.transactional(async (tx) => {
      const post = await tx.findOne(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!post) throw new NotFoundError(MESSAGES.postNotFound);
      await tx.execute(
        'delete from blog_comment_vote where comment_id in (select id from blog_comment where post_id = ?)',
        [id],
      );
      await tx.execute(
        'delete from blog_comment_notice where comment_id in (select id from blog_comment where post_id = ?)',
        [id],
      );
      await tx.nativeDelete(Comment, { postId: id });
      await tx.nativeDelete(PostSlugRedirect, { postId: id });
      tx.remove(post);
      await this.#deps.publish(tx, postChanged, {
        id,
        action: 'deleted',
        occurredAt: this.#deps.clock().toISOString(),
      });
      return post.featuredImage;
    });
    await this.#deps.cache.invalidate();
    await this.#deps.files.remove(image);
  }

  /**
   * Announces a published post whose time has come, once: records `blog.post_published`.
   * Answers 'announced', 'not_yet' (its time is still ahead) or 'nothing' (gone, unpublished,
   * already announced). Safe to run twice and concurrently (row lock, state guard).
   */
  async announce(id: string): Promise<'announced' | 'not_yet' | 'nothing'> {
    const outcome = await this.#deps.em.transactional(async (tx) => {
      const post = await tx.findOne(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (post?.status !== 'published' || post.announcedAt || !post.publishedAt) return 'nothing';
      if (post.publishedAt > this.#deps.clock()) return 'not_yet';
      await this.#announce(tx, post);
      return 'announced';
    });
    if (outcome === 'announced') await this.#deps.cache.invalidate();
    return outcome;
  }

  /** Published posts whose time has come but which were never announced (the sweep). */
  async dueIds(limit = 100): Promise<string[]> {
    const rows = await this.#deps.em.find(
      Post,
      { status: 'published', announcedAt: null, publishedAt: { $lte: this.#deps.clock() } },
      { fields: ['id'], limit, orderBy: { publishedAt: 'asc' } },
    );
    return rows.map((row) => row.id);
  }

  /** Announces now, or returns the time the post must be announced at. */
  async #publication(tx: EntityManager, post: Post): Promise<Date | undefined> {
    if (post.status !== 'published') return undefined;
    const now = this.#deps.clock();
    post.publishedAt ??= now;
    if (post.announcedAt) return undefined;
    if (post.publishedAt > now) return post.publishedAt;
    await this.#announce(tx, post);
    return undefined;
  }

  async #announce(tx: EntityManager, post: Post): Promise<void> {
    const now = this.#deps.clock();
    post.announcedAt = now;
    await this.#deps.publish(tx, postPublished, {
      id: post.id,
      slug: post.slug,
      publishedAt: (post.publishedAt ?? now).toISOString(),
      occurredAt: now.toISOString(),
    });
  }

  async #commit(
    action: 'created' | 'updated',
    work: (tx: EntityManager) => Promise<Change>,
  ): Promise<PostView> {
    const change = await this.#deps.em.transactional(async (tx) => {
      const result = await work(tx);
      await tx.flush();
      await this.#deps.publish(tx, postChanged, {
        id: result.post.id,
        action,
        occurredAt: this.#deps.clock().toISOString(),
      });
      return result;
    });
    await this.#deps.cache.invalidate();
    for (const file of change.drop) await this.#deps.files.remove(file);
    // Lost if Redis is away now: the sweep announces it anyway (within a sweep interval).
    if (change.scheduleAt)
      await this.#deps.schedule(change.post.id, change.scheduleAt).catch(() => undefined);
    return presentPost(change.post);
  }

  /** The post id a slug belongs to (current or former), or null when it is free. */
  async #slugOwner(tx: EntityManager, slug: string): Promise<string | null> {
    const post = await tx.findOne(Post, { slug }, { fields: ['id'] });
    if (post) return post.id;
    return (await tx.findOne(PostSlugRedirect, { slug }))?.postId ?? null;
  }

  /** Gives the post a new slug; the old one keeps answering with a redirect. */
  async #moveSlug(tx: EntityManager, post: Post, slug: string): Promise<void> {
    const owner = await this.#slugOwner(tx, slug);
    if (owner !== null && owner !== post.id) throw new ConflictError(MESSAGES.slugTaken, 'slug_taken');
    // Going back to a former slug: it stops redirecting.
    await tx.nativeDelete(PostSlugRedirect, { slug });
    tx.create(PostSlugRedirect, { slug: post.slug, postId: post.id });
    post.slug = slug;
  }
}
