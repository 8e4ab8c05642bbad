import type { PublicCache } from '../../platform/cache/index.ts';
import { type MikroORM, withEntityManagerScope } from '../../platform/db/index.ts';
import type { SpaPage, SpaPageAnswer } from '../../platform/http/index.ts';
import { PAGE_SIZE } from '../blog.schemas.ts';
import type { PostReads } from '../posts/post-reads.ts';
import type { VisibleSlugs } from '../posts/visible-slugs.ts';
import { postHead, shareTags } from './share-head.ts';

export type BlogPagesDeps = {
  orm: MikroORM;
  reads: PostReads;
  cache: PublicCache;
  slugs: VisibleSlugs;
  /** Public origin (PUBLIC_URL) without a trailing slash. */
  origin: string;
  siteName: () => Promise<string>;
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
 * The blog's pages as the server answers them: `/blog/:slug` with the post's title, share card
 * and JSON-LD (404 for an unknown slug, 301 from a former one), and the category and tag pages
 * with their own card (404 when they list nothing). Heads of visible posts are cached.
 */
export function blogPages(deps: BlogPagesDeps): SpaPage {
  const notFound: SpaPageAnswer = { status: 404 };
  const listing = async (by: 'category' | 'tag', value: string): Promise<SpaPageAnswer> => {
    const page = await deps.reads.page(by, value, 1, PAGE_SIZE);
    if (page.total === 0) return notFound;
    const siteName = await deps.siteName();
    const title = by === 'category' ? `${value} posts` : `Posts tagged ${value}`;
    const url = `${deps.origin}/blog/${by}/${encodeURIComponent(value)}`;
    const description = `${page.total} post${page.total === 1 ? '' : 's'}: ${page.posts
      .map((p) => p.title)
      .slice(0, 5)
      .join(', ')}`;
    const image = page.posts.find((post) => post.featured_image)?.featured_image;
    return {
      status: 200,
      title: `${title} | ${siteName}`,
      head: shareTags(
        { title, description, url, image: image ? absoluteImage(deps.origin, image) : null, type: 'website' },
        siteName,
        deps.origin,
      ),
    };
  };
  const post = async (slug: string): Promise<SpaPageAnswer> => {
    // A visible post's page answer is made once per change (the same object, so its HTML is
    // rendered once too); anything else is looked up.
    const visible = await deps.slugs.derived(
      slug,
      'page',
      async (found): Promise<SpaPageAnswer> => ({
        status: 200,
        ...postHead(found, deps.origin, await deps.siteName()),
      }),
    );
    if (visible) return visible;
    const found = await deps.reads.findBySlug(slug);
    if (found && 'redirectTo' in found)
      return { status: 301, redirect: `/blog/${encodeURIComponent(found.redirectTo)}` };
    return notFound;
  };
  return {
    paths: ['/blog/:slug', '/blog/:by/:value'],
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

const absoluteImage = (origin: string, image: string) =>
  /^https?:\/\//i.test(image) ? image : `${origin}${image}`;
