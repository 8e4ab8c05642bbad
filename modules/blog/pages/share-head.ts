import { escapeHtml } from '../../platform/http/index.ts';
import type { PostView } from '../blog.schemas.ts';

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL for a site path (`/uploads/x.png`); absolute https URLs stay as they are. */
export function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export type ShareCard = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute image URL. */
  image?: string | null;
  type: 'article' | 'website';
  extra?: string[];
};

/** Description, canonical link, Open Graph and Twitter card tags, plus the RSS link. */
export function shareTags(card: ShareCard, siteName: string, origin: string): string {
  const tags = [
    meta('name', 'description', card.description),
    `<link rel="canonical" href="${escapeHtml(card.url)}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(siteName)}" href="${escapeHtml(`${origin}/rss.xml`)}">`,
    meta('property', 'og:type', card.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:url', card.url),
    meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
  ];
  if (card.image)
    tags.push(meta('property', 'og:image', card.image), meta('name', 'twitter:image', card.image));
  return [...tags, ...(card.extra ?? [])].join('\n');
}

/** The head of a post page: its share card, article times and JSON-LD BlogPosting. */
export function postHead(post: PostView, origin: string, siteName: string): { title: string; head: string } {
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  const image = post.featured_image ? absolute(origin, post.featured_image) : null;
  const description = post.excerpt ?? post.title;
  const published = post.published_at ?? post.created_at;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    ...(image ? { image: [image] } : {}),
    datePublished: published,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author_name },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
  const extra = [
    meta('property', 'article:published_time', published),
    meta('property', 'article:modified_time', post.updated_at),
    ...(post.category ? [meta('property', 'article:section', post.category)] : []),
    ...post.tags.map((tag) => meta('property', 'article:tag', tag)),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ];
  return {
    title: `${post.title} | ${siteName}`,
    head: shareTags({ title: post.title, description, url, image, type: 'article', extra }, siteName, origin),
  };
}
