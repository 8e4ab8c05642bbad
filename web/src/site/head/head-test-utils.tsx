import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PostPage } from '../../api/blog';
import type { SettingsView, SocialLinkView } from '../../api/content';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { DEFAULT_SITE_SETTINGS } from '../../lib/site';
import { SiteOriginProvider } from '../../lib/site-origin';

export const ORIGIN = 'https://site.example';

export type HeadData = {
  settings?: SettingsView;
  links?: SocialLinkView[];
  /** First pages of category/tag listings, keyed `${by}:${value}`. */
  listings?: Record<string, PostPage>;
};

/** `element` rendered to HTML on the server, with the queries it reads already answered. */
export function renderHeadHtml(element: ReactNode, data: HeadData = {}): string {
  const client = createQueryClient();
  client.setQueryData(
    queryKeys.site.settings(),
    data.settings ?? { ...DEFAULT_SITE_SETTINGS, updated_at: null },
  );
  if (data.links) client.setQueryData(queryKeys.site.socialLinks(), data.links);
  for (const [key, page] of Object.entries(data.listings ?? {})) {
    const [by, value = ''] = key.split(':');
    client.setQueryData(queryKeys.blog.page(by === 'tag' ? 'tag' : 'category', value, 1), page);
  }
  return renderToString(
    <QueryClientProvider client={client}>
      <SiteOriginProvider origin={ORIGIN}>{element}</SiteOriginProvider>
    </QueryClientProvider>,
  );
}

export type HeadTag = { name: string; attrs: Record<string, string>; text?: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (!code.startsWith('#')) return ENTITIES[code] ?? whole;
    const hex = code[1]?.toLowerCase() === 'x';
    return String.fromCodePoint(hex ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1)));
  });

/**
 * The head tags in `html` (title, meta, link, script) in order, with attribute values and titles
 * decoded: React's and the server builders' escaping differ in spelling, not in meaning. Script
 * text stays raw, so escaping in JSON-LD compares exactly.
 */
export function headTags(html: string): HeadTag[] {
  const tags: HeadTag[] = [];
  const pattern = /<(title|script)\b([^>]*)>([\s\S]*?)<\/\1>|<(meta|link)\b([^>]*?)\/?>/gi;
  for (const match of html.matchAll(pattern)) {
    const name = (match[1] ?? match[4] ?? '').toLowerCase();
    const attrs = Object.fromEntries(
      [...(match[2] ?? match[5] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [
        key.toLowerCase(),
        decode(value),
      ]),
    );
    const body = match[3] ?? '';
    tags.push(
      name === 'title'
        ? { name, attrs, text: decode(body) }
        : name === 'script'
          ? { name, attrs, text: body }
          : { name, attrs },
    );
  }
  return tags;
}
