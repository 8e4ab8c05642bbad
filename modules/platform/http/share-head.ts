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

/** One `<meta>` tag with its content escaped. */
export const meta = (attribute: 'name' | 'property', key: string, content: string) =>
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
