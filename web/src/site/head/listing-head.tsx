import { usePostPage } from '../../api/blog';
import { pageTitle } from '../../lib/site';
import { useSiteOrigin } from '../../lib/site-origin';
import { absoluteUrl, ShareHead, useSiteName } from './share-head';

/** How many posts the description names. */
const NAMED_POSTS = 5;

/**
 * The head of a category or tag page, as the server's blog pages made it: the card describes the
 * first page (its total and first titles) whichever page the visitor is on. Until posts are known,
 * or when there are none, the title alone.
 */
export function ListingHead({ by, value }: { by: 'category' | 'tag'; value: string }) {
  const origin = useSiteOrigin();
  const siteName = useSiteName();
  const { data } = usePostPage(by, value, 1);
  const title = by === 'category' ? `${value} posts` : `Posts tagged ${value}`;
  const documentTitle = pageTitle(title, siteName);
  if (!data || data.total === 0) return <title>{documentTitle}</title>;
  const url = `${origin}/blog/${by}/${encodeURIComponent(value)}`;
  const titles = data.posts
    .map((post) => post.title)
    .slice(0, NAMED_POSTS)
    .join(', ');
  const description = `${data.total} post${data.total === 1 ? '' : 's'}: ${titles}`;
  const image = data.posts.find((post) => post.featured_image)?.featured_image;
  return (
    <ShareHead
      documentTitle={documentTitle}
      card={{ title, description, url, image: image ? absoluteUrl(origin, image) : null, type: 'website' }}
    />
  );
}
