import { absolute, jsonForScript, meta, shareTags } from '../../platform/http/index.ts';
import type { PostView } from '../blog.schemas.ts';

// Moved to the platform so the shop's pages share them; kept importable from here.
export { absolute, jsonForScript, type ShareCard, shareTags } from '../../platform/http/index.ts';

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
