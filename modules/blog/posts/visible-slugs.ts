import { CachedAnswer, type PublicCache } from '../../platform/cache/index.ts';
import type { PostView } from '../blog.schemas.ts';
import type { PostReads } from './post-reads.ts';

type Entry = { post: PostView; answer: CachedAnswer; extras: Map<string, Promise<unknown>> };

/**
 * Every visible post, from one public-cache entry, with each post's ready `GET /slug/:slug`
 * answer (body and ETag). A post read costs one cached-version check and a map lookup; made-up
 * slugs (anyone can send them) find nothing and never add to the cache. The index by slug is
 * derived from the cached answer, so it lives and goes with it: an invalidation with unchanged
 * posts (the site's name changed) still drops what was derived from them.
 */
export class VisibleSlugs {
  readonly #reads: PostReads;
  readonly #cache: PublicCache;

  constructor(reads: PostReads, cache: PublicCache) {
    this.#reads = reads;
    this.#cache = cache;
  }

  async #bySlug(): Promise<Map<string, Entry>> {
    const answer = await this.#cache.read('visible-posts', () => this.#reads.allPublic());
    return answer.derived(
      'by-slug',
      (posts) =>
        new Map(
          posts.map((post) => [
            post.slug,
            { post, answer: CachedAnswer.of({ success: true, post }), extras: new Map() },
          ]),
        ),
    );
  }

  async has(slug: string): Promise<boolean> {
    return (await this.#bySlug()).has(slug);
  }

  /** The cached `{ success, post }` answer of a visible post, or undefined. */
  async answer(slug: string): Promise<CachedAnswer | undefined> {
    return (await this.#bySlug()).get(slug)?.answer;
  }

  /**
   * Something derived from a visible post (its page head), made once per post per change.
   * Undefined when the slug is not a visible post's.
   */
  async derived<T>(slug: string, kind: string, make: (post: PostView) => Promise<T>): Promise<T | undefined> {
    const entry = (await this.#bySlug()).get(slug);
    if (!entry) return undefined;
    let made = entry.extras.get(kind);
    if (!made) {
      made = make(entry.post);
      entry.extras.set(kind, made);
      // A failure is not remembered: the next request tries again.
      made.catch(() => entry.extras.delete(kind));
    }
    return (await made) as T;
  }
}
