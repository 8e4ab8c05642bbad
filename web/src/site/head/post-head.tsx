import { DEFAULT_AUTHOR, type PostView } from '../../api/blog';
import { pageTitle } from '../../lib/site';
import { useSiteOrigin } from '../../lib/site-origin';
import { JsonLd } from './json-ld';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, ShareHead, useSiteName } from './share-head';

/** The later of two ISO times: a post published after its last edit was modified when published. */
const later = (a: string, b: string): string => (Date.parse(b) > Date.parse(a) ? b : a);

/** A post's canonical address. */
export const postUrl = (origin: string, slug: string): string => `${origin}/blog/${encodeURIComponent(slug)}`;

/**
 * The head of a post page: its title, share card, article times and JSON-LD BlogPosting, as the
 * server's postHead made them. A post that names no author is the owner's.
 */
export function PostHead({ post }: { post: PostView }) {
  const origin = useSiteOrigin();
  const siteName = useSiteName();
  const url = postUrl(origin, post.slug);
  const image = absoluteUrl(origin, post.featured_image || DEFAULT_SHARE_IMAGE);
  const description = post.excerpt ?? post.title;
  const published = post.published_at ?? post.created_at;
  const modified = later(published, post.updated_at ?? published);
  const author = !post.author_name || post.author_name === DEFAULT_AUTHOR ? siteName : post.author_name;
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
  return (
    <ShareHead
      documentTitle={pageTitle(post.title, siteName)}
      card={{ title: post.title, description, url, image, type: 'article' }}
    >
      <meta property="article:published_time" content={published} />
      <meta property="article:modified_time" content={modified} />
      {post.category && <meta property="article:section" content={post.category} />}
      {post.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <JsonLd data={jsonLd} />
    </ShareHead>
  );
}
