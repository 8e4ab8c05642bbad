import { raw } from '@mikro-orm/core';
import { escapeLike } from '../../platform/db/index.ts';
import type { AdminPostView, ListFilter, PostView } from '../blog.schemas.ts';
import type { BlogDeps } from '../blog-deps.ts';
import { visibleAt } from '../blog-deps.ts';
import { Post, PostSlugRedirect } from '../entities/index.ts';
import { presentAdminPost, presentPost } from './post.presenter.ts';
import { rankRelated } from './related.ts';

const NEWEST = { orderBy: { publishedAt: 'desc', createdAt: 'desc', id: 'asc' } } as const;
/** Candidates considered for related posts: the newest this many visible ones. */
const RELATED_POOL = 500;

export type SlugLookup = { post: PostView } | { redirectTo: string } | null;
export type PostPage = { posts: PostView[]; page: number; totalPages: number; total: number };

const sortedDistinct = (values: string[]) =>
  [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));

/** Reading posts: what visitors see (`…Public`) and what an admin sees (`…All`). */
/** A search in the title or the plain text of a post; nothing when the search is blank. */
function searchWhere(search: string | undefined) {
  const needle = search?.trim();
  if (!needle) return {};
  const like = `%${escapeLike(needle)}%`;
  return { $or: [{ title: { $ilike: like } }, { contentText: { $ilike: like } }] };
}

export class PostReads {
  readonly #deps: BlogDeps;

  constructor(deps: BlogDeps) {
    this.#deps = deps;
  }

  /**
   * Visible posts, newest first, optionally of one category (case-insensitive) and matching a
   * search in the title or text, the same search the admin list runs.
   */
  async listPublic(filter: { category?: string; search?: string } = {}): Promise<PostView[]> {
    const where = {
      ...visibleAt(this.#deps.clock()),
      ...(filter.category ? { category: { $ilike: escapeLike(filter.category) } } : {}),
      ...searchWhere(filter.search),
    };
    return (await this.#deps.em.find(Post, where, NEWEST)).map(presentPost);
  }

  /**
   * Every post matching the admin filters, with comment counts, newest first by the date the list
   * shows: publication, else creation (a draft). Creation order alone put the demo's backdated
   * posts oldest first.
   */
  async listAll(filter: ListFilter): Promise<AdminPostView[]> {
    const { em } = this.#deps;
    const where = {
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.category ? { category: filter.category } : {}),
      ...searchWhere(filter.search),
    };
    const shownDate = raw('coalesce(published_at, created_at)');
    const posts = await em.find(Post, where, { orderBy: [{ [shownDate]: 'desc' }, { id: 'asc' }] });
    const counts = await this.commentCounts(posts.map((post) => post.id));
    const now = this.#deps.clock();
    return posts.map((post) => presentAdminPost(post, counts.get(post.id) ?? 0, now));
  }

  async commentCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#deps.em.execute<{ post_id: string; count: string }[]>(
      "select post_id, count(*) as count from blog_comment where deleted_at is null and status = 'approved' and post_id = any(?::uuid[]) group by post_id",
      [`{${ids.join(',')}}`],
    );
    return new Map(rows.map((row) => [row.post_id, Number(row.count)]));
  }

  async categoriesPublic(): Promise<string[]> {
    const rows = await this.#deps.em.find(Post, visibleAt(this.#deps.clock()), { fields: ['category'] });
    return sortedDistinct(rows.map((row) => row.category));
  }

  async categoriesAll(): Promise<string[]> {
    return sortedDistinct(
      (await this.#deps.em.find(Post, {}, { fields: ['category'] })).map((row) => row.category),
    );
  }

  /** Tags of visible posts (for the sitemap). */
  async tagsPublic(): Promise<string[]> {
    const rows = await this.#deps.em.find(Post, visibleAt(this.#deps.clock()), { fields: ['tags'] });
    return sortedDistinct(rows.flatMap((row) => row.tags));
  }

  /** A post by slug; a former slug answers where the post lives now. `all`: drafts too (admin). */
  async findBySlug(slug: string, all = false): Promise<SlugLookup> {
    const { em } = this.#deps;
    const where = all ? {} : visibleAt(this.#deps.clock());
    const post = await em.findOne(Post, { slug, ...where });
    if (post) return { post: presentPost(post) };
    const redirect = await em.findOne(PostSlugRedirect, { slug });
    if (!redirect) return null;
    const current = await em.findOne(Post, { id: redirect.postId, ...where });
    return current ? { redirectTo: current.slug } : null;
  }

  /** Slugs of visible posts. */
  async visibleSlugs(): Promise<string[]> {
    const rows = await this.#deps.em.find(Post, visibleAt(this.#deps.clock()), { fields: ['slug'] });
    return rows.map((row) => row.slug);
  }

  /** A visible post by id, or null. */
  async findPublic(id: string): Promise<PostView | null> {
    const post = await this.#deps.em.findOne(Post, { id, ...visibleAt(this.#deps.clock()) });
    return post ? presentPost(post) : null;
  }

  /** A visible post with its text, for the search index; null when not visible. */
  async searchable(id: string): Promise<{ post: PostView; text: string } | null> {
    const post = await this.#deps.em.findOne(Post, { id, ...visibleAt(this.#deps.clock()) });
    return post ? { post: presentPost(post), text: post.contentText } : null;
  }

  /** Every visible post with its text (search reindex). */
  async allSearchable(): Promise<{ post: PostView; text: string }[]> {
    const posts = await this.#deps.em.find(Post, visibleAt(this.#deps.clock()), NEWEST);
    return posts.map((post) => ({ post: presentPost(post), text: post.contentText }));
  }

  /** Visible posts, for the feed and the sitemap. */
  async allPublic(limit?: number): Promise<PostView[]> {
    return (await this.#deps.em.find(Post, visibleAt(this.#deps.clock()), { ...NEWEST, limit })).map(
      presentPost,
    );
  }

  /** One page of visible posts of a category (case-insensitive) or carrying a tag. */
  async page(by: 'category' | 'tag', value: string, page: number, limit: number): Promise<PostPage> {
    const { em } = this.#deps;
    const where = {
      ...visibleAt(this.#deps.clock()),
      ...(by === 'category'
        ? { category: { $ilike: escapeLike(value) } }
        : { id: { $in: await this.#idsWithTag(value) } }),
    };
    const [posts, total] = await em.findAndCount(Post, where, {
      ...NEWEST,
      limit,
      offset: (page - 1) * limit,
    });
    return { posts: posts.map(presentPost), page, totalPages: Math.ceil(total / limit), total };
  }

  async #idsWithTag(tag: string): Promise<string[]> {
    const rows = await this.#deps.em.execute<{ id: string }[]>(
      'select id from blog_post where tags @> ?::jsonb',
      [JSON.stringify([tag])],
    );
    return rows.map((row) => row.id);
  }

  /** Related visible posts (see rankRelated); null when the post is not visible. */
  async related(id: string, limit: number): Promise<PostView[] | null> {
    const { em } = this.#deps;
    const visible = visibleAt(this.#deps.clock());
    const post = await em.findOne(Post, { id, ...visible });
    if (!post) return null;
    const pool = await em.find(Post, visible, { ...NEWEST, limit: RELATED_POOL });
    return rankRelated(post, pool, limit).map(presentPost);
  }
}
