import { absolute, DEFAULT_SHARE_IMAGE, jsonForScript, meta, shareTags } from '../../platform/http/index.ts';
import type { PostView } from '../blog.schemas.ts';
import { NO_AUTHOR } from '../posts/post.presenter.ts';

// Moved to the platform so the shop's pages share them; kept importable from here.
export { absolute, jsonForScript, type ShareCard, shareTags } from '../../platform/http/index.ts';

/** The later of two ISO times: a post published after its last edit was modified when published. */
const later = (a: string, b: string): string => (Date.parse(b) > Date.parse(a) ? b : a);

/**
 * The head of a post page: its share card, article times and JSON-LD BlogPosting. `siteName` is
 * the owner's name (settings' owner_name), the author of a post that names none.
 */
export function postHead(post: PostView, origin: string, siteName: string): { title: string; head: string } {
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  const image = absolute(origin, post.featured_image || DEFAULT_SHARE_IMAGE);
  const description = post.excerpt ?? post.title;
  const published = post.published_at ?? post.created_at;
  const modified = later(published, post.updated_at);
  const author = post.author_name === NO_AUTHOR ? siteName : post.author_name;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    image: [image],
    datePublished: published,
    dateModified: modified,
    author: { '@type': 'Person', name: author },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
  const extra = [
    meta('property', 'article:published_time', published),
    meta('property', 'article:modified_time', modified),
    ...(post.category ? [meta('property', 'article:section', post.category)] : []),
    ...post.tags.map((tag) => meta('property', 'article:tag', tag)),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ];
  return {
    title: `${post.title} | ${siteName}`,
    head: shareTags({ title: post.title, description, url, image, type: 'article', extra }, siteName, origin),
  };
}
