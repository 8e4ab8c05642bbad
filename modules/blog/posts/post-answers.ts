import { CachedAnswer, type PublicCache } from '../../platform/cache/index.ts';
import { NotFoundError } from '../../platform/errors/index.ts';
import { requireId } from '../../platform/http/index.ts';
import { MESSAGES } from '../blog.schemas.ts';
import type { PostReads } from './post-reads.ts';
import type { VisibleSlugs } from './visible-slugs.ts';

/** A post asked for by a slug it had before: the page and the API move to its current slug. */
export type Moved = { movedTo: string };

/** Path parameters are text a visitor typed: a NUL byte or a huge value names nothing. */
export function slugParam(value: string | undefined, max = 200): string {
  if (!value || value.length > max || value.includes('\u0000'))
    throw new NotFoundError(MESSAGES.postNotFound);
  return value;
}

/**
 * What visitors read of the blog, as answers: one function per read, the same for its route
 * (`posts.routes.ts`) and for the server render (`modules/pages`), which reads them without a
 * request. Lists and posts are cached answers; a page of a category or tag and the related posts
 * are made per read, noted against the blog's namespace so a page made from them is made again
 * after a change.
 */
export function postAnswers({
  reads,
  cache,
  slugs,
}: {
  reads: PostReads;
  cache: PublicCache;
  slugs: VisibleSlugs;
}) {
  return {
    list: () => cache.read('list', async () => ({ success: true, posts: await reads.listPublic() })),
    /** Visible posts of a category or matching a search: made per read, never kept. */
    async filtered(filter: Parameters<PostReads['listPublic']>[0]) {
      cache.noteRead();
      return { success: true, posts: await reads.listPublic(filter) };
    },
    categories: () =>
      cache.read('categories', async () => ({ success: true, categories: await reads.categoriesPublic() })),
    /** A visible post's answer by slug, or where a former slug moved to; NotFoundError otherwise. */
    async bySlug(slug: string): Promise<CachedAnswer | Moved> {
      const checked = slugParam(slug);
      const cached = await slugs.answer(checked);
      if (cached) return cached;
      const found = await reads.findBySlug(checked);
      if (!found) throw new NotFoundError(MESSAGES.postNotFound);
      if ('redirectTo' in found) return { movedTo: found.redirectTo };
      return CachedAnswer.of({ success: true, post: found.post });
    },
    async page(by: 'category' | 'tag', value: string, page: number, limit: number) {
      cache.noteRead();
      return {
        success: true,
        ...(await reads.page(by, slugParam(value, by === 'category' ? 100 : 50), page, limit)),
      };
    },
    async related(id: string, limit: number) {
      const checked = requireId(id, MESSAGES.postNotFound);
      cache.noteRead();
      const related = await reads.related(checked, limit);
      if (!related) throw new NotFoundError(MESSAGES.postNotFound);
      return { success: true, posts: related };
    },
  };
}

export type PostAnswers = ReturnType<typeof postAnswers>;
