import { escapeHtml } from './spa-pages.ts';

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

/**
 * The share picture of a page without its own (1200x630, in web/public, made by
 * infra/seed/make-share-image.ts): a shared link never previews blank.
 */
export const DEFAULT_SHARE_IMAGE = '/share-default.png';

/** One `<meta>` tag with its content escaped. */
export const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export type ShareCard = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute image URL; without one the site's default share picture. */
  image?: string | null;
  type: 'article' | 'website' | 'product';
  extra?: string[];
};

/**
 * Description, canonical link, Open Graph and Twitter card tags, plus the RSS link. The page's
 * description replaces index.html's generic one (see renderHead).
 */
export function shareTags(card: ShareCard, siteName: string, origin: string): string {
  const image = card.image ?? absolute(origin, DEFAULT_SHARE_IMAGE);
  const tags = [
    meta('name', 'description', card.description),
    `<link rel="canonical" href="${escapeHtml(card.url)}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(siteName)}" href="${escapeHtml(`${origin}/rss.xml`)}">`,
    meta('property', 'og:type', card.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:url', card.url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
    meta('name', 'twitter:image', image),
  ];
  return [...tags, ...(card.extra ?? [])].join('\n');
}
