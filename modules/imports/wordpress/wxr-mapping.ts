import { commentText } from '../../blog/index.ts';
import type { SourceComment, SourcePost } from '../engine/import-source.ts';
import type { WxrComment, WxrItem } from './wxr-reader.ts';

/** WordPress statuses this blog has a place for; the rest are skipped with a reason. */
const STATUS: Record<string, SourcePost['post']['status']> = {
  publish: 'published',
  future: 'published',
  draft: 'draft',
  pending: 'draft',
  private: 'draft',
};

/** Why an item is not imported, or undefined when it is a post this importer takes. */
export function skipReason(item: WxrItem): string | undefined {
  const type = item.postType || 'post';
  if (type !== 'post') return `post type '${type}' is not imported`;
  if (!STATUS[item.status]) return `status '${item.status || '(none)'}' is not imported`;
  return undefined;
}

/** Why a comment is not imported, or undefined. */
export function commentSkipReason(comment: WxrComment): string | undefined {
  if (comment.type && comment.type !== 'comment') return `${comment.type}s are not imported`;
  if (comment.approved !== '1') return comment.approved === 'spam' ? 'marked spam' : 'not approved';
  return undefined;
}

/** A comment as the engine takes it: plain text, its date, why it is left out. */
export function mapComment(comment: WxrComment): SourceComment {
  return {
    id: comment.id,
    parent: comment.parent === '0' ? '' : comment.parent,
    name: comment.author,
    content: commentText(comment.content),
    createdAt: wpDate(comment.dateGmt, true) ?? wpDate(comment.date, false) ?? new Date(0),
    line: comment.line,
    skip: commentSkipReason(comment),
  };
}

/** The source key of a post: its GUID, else its id. */
export const postKey = (item: WxrItem): string => item.guid || `post-id:${item.postId}`;

/** A WordPress date (`2012-01-05 14:30:46`, GMT when `gmt`), or null when unset or zero. */
export function wpDate(value: string, gmt: boolean): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!match || match[1] === '0000') return null;
  const date = new Date(
    `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${gmt ? 'Z' : ''}`,
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

/** When the item was published: its GMT date, its local date, or its RSS `pubDate`. */
export function itemDate(item: WxrItem): Date | null {
  const rss = item.pubDate ? new Date(item.pubDate) : null;
  return (
    wpDate(item.postDateGmt, true) ??
    wpDate(item.postDate, false) ??
    (rss && !Number.isNaN(rss.getTime()) ? rss : null)
  );
}

/**
 * The item's categories and tags: names, in file order, without repeats. A `<category>` without
 * a domain (WXR 1.0 repeats each term so) is not a term of its own.
 */
export function termsOf(item: WxrItem, domain: 'category' | 'post_tag') {
  const seen = new Map<string, string>();
  for (const term of item.terms) {
    // WXR 1.0 says `tag` where later versions say `post_tag`.
    const termDomain = term.domain === 'tag' ? 'post_tag' : term.domain;
    if (termDomain !== domain || !term.name) continue;
    const slug = term.nicename || term.name.toLowerCase();
    if (!seen.has(slug)) seen.set(slug, term.name);
  }
  return [...seen.entries()].map(([slug, name]) => ({ slug, name }));
}

/** The fields the blog keeps of a post. */
export function mapPost(item: WxrItem, authors: ReadonlyMap<string, string>, now: Date): SourcePost['post'] {
  const status = STATUS[item.status] ?? 'draft';
  const date = itemDate(item);
  const categories = termsOf(item, 'category');
  const tags = termsOf(item, 'post_tag')
    .map((tag) => tag.name.slice(0, 50))
    .slice(0, 30);
  return {
    title: item.title,
    slug: decodeSlug(item.postName),
    html: item.content,
    excerpt: item.excerpt || null,
    status,
    publishedAt: status === 'published' ? (date ?? now) : null,
    category: categories[0]?.name ?? '',
    tags,
    authorName: authors.get(item.creator) ?? item.creator,
    createdAt: date ?? now,
  };
}

/** WordPress stores non-ASCII slugs percent-encoded. */
function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/** The paths WordPress answered for a post: `/?p=ID`, `/YYYY/MM/DD/slug`, `/YYYY/MM/slug`, its link. */
export function oldPostPaths(item: WxrItem): string[] {
  const paths = new Set<string>();
  if (/^\d+$/.test(item.postId)) paths.add(`/?p=${item.postId}`);
  const slug = item.postName;
  const local = /^(\d{4})-(\d{2})-(\d{2})/.exec(item.postDate);
  if (slug && local && local[1] !== '0000') {
    paths.add(`/${local[1]}/${local[2]}/${local[3]}/${slug}`);
    paths.add(`/${local[1]}/${local[2]}/${slug}`);
  }
  const link = linkPath(item.link);
  if (link) paths.add(link);
  return [...paths];
}

/** The path (and `?p=` query) of an exported link, or undefined. */
function linkPath(link: string): string | undefined {
  if (!URL.canParse(link)) return undefined;
  const url = new URL(link);
  const id = url.searchParams.get('p');
  if (url.pathname === '/' && id) return `/?p=${id}`;
  const path = url.pathname.replace(/\/+$/, '');
  return path && path !== '/' ? path : undefined;
}
