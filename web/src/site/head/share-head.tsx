import type { ReactNode } from 'react';
import { useSiteSettings } from '../../api/content';
import { useSiteOrigin } from '../../lib/site-origin';

/**
 * The share picture of a page without its own (1200x630, in web/public): a shared link never
 * previews blank. The server's DEFAULT_SHARE_IMAGE.
 */
export const DEFAULT_SHARE_IMAGE = '/share-default.png';

/** An absolute URL for a site path (`/uploads/x.png`); absolute http(s) URLs stay as they are. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export type ShareCard = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute image URL; without one the site's default share picture. */
  image?: string | null;
  type: 'article' | 'website' | 'product';
};

/** The owner's name (settings' owner_name): the site's name in titles and cards. */
export function useSiteName(): string {
  return useSiteSettings().owner_name;
}

/**
 * A page's document title, description, canonical link, RSS link, Open Graph and Twitter card,
 * then `children` (the page's own extra tags). React places them in the document's head, on the
 * server and in the browser; the tags and their order are the server's shareTags.
 */
export function ShareHead({
  documentTitle,
  card,
  children,
}: {
  documentTitle: string;
  card: ShareCard;
  children?: ReactNode;
}) {
  const origin = useSiteOrigin();
  const siteName = useSiteName();
  const image = card.image ?? absoluteUrl(origin, DEFAULT_SHARE_IMAGE);
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={card.description} />
      <link rel="canonical" href={card.url} />
      <link rel="alternate" type="application/rss+xml" title={siteName} href={`${origin}/rss.xml`} />
      <meta property="og:type" content={card.type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={card.title} />
      <meta property="og:description" content={card.description} />
      <meta property="og:url" content={card.url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={card.title} />
      <meta name="twitter:description" content={card.description} />
      <meta name="twitter:image" content={image} />
      {children}
    </>
  );
}
