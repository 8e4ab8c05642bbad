import { type MikroORM, withEntityManagerScope } from '../../platform/db/index.ts';
import type { SpaPage, SpaPageAnswer } from '../../platform/http/index.ts';
import { PAGE_SIZE } from '../blog.schemas.ts';
import type { PostReads } from '../posts/post-reads.ts';
import type { VisibleSlugs } from '../posts/visible-slugs.ts';

export type BlogPagesDeps = {
  orm: MikroORM;
  reads: PostReads;
  slugs: VisibleSlugs;
};

const POST = /^\/blog\/([^/]+)\/?$/;
const LISTING = /^\/blog\/(category|tag)\/([^/]+)\/?$/;

const decode = (segment: string): string | undefined => {
  try {
    const value = decodeURIComponent(segment);
    return value.length <= 200 && !value.includes('\u0000') ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The blog's pages' statuses: `/blog/:slug` 200 for a visible post (404 for an unknown slug or a
 * draft, 301 from a former slug), the category and tag pages 404 when they list nothing. React
 * renders the pages themselves, heads included (modules/platform/ssr).
 */
export function blogPages(deps: BlogPagesDeps): SpaPage {
  const found: SpaPageAnswer = { status: 200 };
  const notFound: SpaPageAnswer = { status: 404 };
  const listing = async (by: 'category' | 'tag', value: string): Promise<SpaPageAnswer> => {
    const page = await deps.reads.page(by, value, 1, PAGE_SIZE);
    return page.total === 0 ? notFound : found;
  };
  const post = async (slug: string): Promise<SpaPageAnswer> => {
    // Visible slugs are cached; anything else is looked up.
    if (await deps.slugs.has(slug)) return found;
    const known = await deps.reads.findBySlug(slug);
    if (known && 'redirectTo' in known)
      return { status: 301, redirect: `/blog/${encodeURIComponent(known.redirectTo)}` };
    return notFound;
  };
  return {
    match: (path) => {
      const list = LISTING.exec(path);
      const single = list ? null : POST.exec(path);
      if (!list && !single) return Promise.resolve(undefined);
      return withEntityManagerScope(deps.orm, async () => {
        if (list) {
          const value = decode(list[2] ?? '');
          return value ? listing(list[1] === 'tag' ? 'tag' : 'category', value) : notFound;
        }
        const slug = decode(single?.[1] ?? '');
        return slug && /^[a-z0-9-]+$/.test(slug) ? post(slug) : notFound;
      });
    },
  };
}
