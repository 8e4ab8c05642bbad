import { marked } from 'marked';
import type { SourcePost } from '../engine/import-source.ts';
import { type GhostDatabase, type GhostPost, ghostDate } from './ghost-export.ts';
import { renderLexical } from './lexical-render.ts';
import { type RenderedBody, renderMobiledoc } from './mobiledoc-render.ts';

export type GhostOptions = {
  /** The old site's address: replaces Ghost's `__GHOST_URL__` placeholder in URLs. */
  baseUrl?: string;
};

export type Tag = { slug: string; name: string };

/** A post mapped, with its tags (for the `/tag/x` redirects) and what its body lost. */
export type MappedPost = { source: SourcePost; tags: Tag[]; dropped: string[] };

/** The export's rows by post, once, so each post is mapped without scanning every table. */
export type GhostIndex = {
  tagsOf(postId: string): Tag[];
  authorOf(post: GhostPost): string;
  metaDescriptionOf(postId: string): string | null;
};

/** Why a Ghost post is not imported, or undefined. */
export function skipReason(post: GhostPost): string | undefined {
  const page = post.type === 'page' || post.page === true || post.page === 1;
  if (page) return 'pages are not imported';
  if (post.type && post.type !== 'post') return `type '${post.type}' is not imported`;
  if (!['published', 'scheduled', 'draft', 'sent'].includes(post.status))
    return `status '${post.status}' is not imported`;
  return undefined;
}

/** Ghost's tags, authors and meta by post. */
export function indexDatabase(database: GhostDatabase): GhostIndex {
  const { data } = database;
  const tags = new Map(data.tags.map((tag) => [tag.id, tag]));
  const users = new Map(data.users.map((user) => [user.id, user.name ?? '']));
  const meta = new Map(data.posts_meta.map((row) => [row.post_id, row.meta_description ?? null]));
  const byPost = <T extends { post_id: string; sort_order?: number | null }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.post_id, [...(map.get(row.post_id) ?? []), row]);
    for (const list of map.values()) list.sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
    return map;
  };
  const postTags = byPost(data.posts_tags);
  const postAuthors = byPost(data.posts_authors);
  return {
    tagsOf: (postId) =>
      (postTags.get(postId) ?? [])
        .map((row) => tags.get(row.tag_id))
        // Internal tags (`#name`, visibility internal) are Ghost's own switches, not topics.
        .filter((tag) => tag !== undefined && tag.visibility !== 'internal' && !tag.name.startsWith('#'))
        .map((tag) => ({ slug: tag?.slug ?? '', name: (tag?.name ?? '').slice(0, 50) }))
        // Two Ghost tags may share a name (`News`, slugs `news` and `news-2`): one tag here.
        .filter((tag, at, all) => all.findIndex((other) => other.name === tag.name) === at),
    authorOf: (post) => {
      const primary = postAuthors.get(post.id ?? '')?.[0]?.author_id ?? post.author_id;
      return primary ? (users.get(primary) ?? '') : '';
    },
    metaDescriptionOf: (postId) => meta.get(postId) ?? null,
  };
}

/** `__GHOST_URL__` (Ghost 4+'s placeholder for the site's own address) made absolute. */
export function withBaseUrl(text: string, options: GhostOptions): string {
  if (!options.baseUrl) return text;
  return text.replaceAll('__GHOST_URL__', options.baseUrl.replace(/\/+$/, ''));
}

/** The body as HTML: `html`, else rendered from `lexical`, `mobiledoc` or (Ghost 0.x) `markdown`. */
export function bodyOf(post: GhostPost): RenderedBody {
  if (post.html?.trim()) return { html: post.html, dropped: [] };
  if (post.lexical) return renderLexical(post.lexical);
  if (post.mobiledoc) return renderMobiledoc(post.mobiledoc);
  if (post.markdown) return { html: marked.parse(post.markdown, { async: false }), dropped: [] };
  return { html: '', dropped: [] };
}

/** A Ghost post as this blog's post (`skipReason` first: pages and unknown statuses are not). */
export function mapPost(post: GhostPost, index: GhostIndex, options: GhostOptions, now: Date): MappedPost {
  const body = bodyOf(post);
  const tags = index.tagsOf(post.id ?? '').slice(0, 30);
  // Not `now` first: a date that moved on every run would change the checksum, so every run
  // would update the post.
  const created = ghostDate(post.created_at) ?? ghostDate(post.published_at) ?? now;
  // Sent (email-only, never on the site) and members-only posts come in as drafts: the owner
  // decides what becomes public here (this site has no members).
  const open = (post.visibility ?? 'public') === 'public';
  const published = (post.status === 'published' || post.status === 'scheduled') && open;
  const featured = post.feature_image ? withBaseUrl(post.feature_image, options) : null;
  return {
    source: {
      key: post.id || post.uuid || '',
      line: 0,
      post: {
        title: post.title ?? '',
        slug: post.slug,
        html: withBaseUrl(body.html, options),
        excerpt:
          post.custom_excerpt || index.metaDescriptionOf(post.id ?? '') || post.meta_description || null,
        status: published ? 'published' : 'draft',
        publishedAt: published ? (ghostDate(post.published_at) ?? created) : null,
        category: tags[0]?.name ?? '',
        tags: tags.map((tag) => tag.name),
        authorName: index.authorOf(post),
        createdAt: created,
      },
      featuredImageUrl: featured,
      oldPaths: [`/${post.slug}`],
      comments: [],
    },
    tags,
    dropped: body.dropped,
  };
}
