import { answerOf, type CachedAnswer, type PublicCache } from '../../platform/cache/index.ts';
import type { PostView } from '../blog.schemas.ts';
import type { PostReads } from './post-reads.ts';

type Entry = { post: PostView; answer: CachedAnswer; extras: Map<string, unknown> };
type Snapshot = { answer: CachedAnswer; bySlug: Map<string, Entry> };

/**
 * Every visible post, from one public-cache entry, with each post's ready `GET /slug/:slug`
 * answer (body and ETag). A post read costs one cached-version check and a map lookup; made-up
 * slugs (anyone can send them) find nothing and never add to the cache. The snapshot is rebuilt
 * once per change: per cached answer object, so an invalidation with unchanged posts (the site's
 * name changed) still drops what was derived from them.
 */
export class VisibleSlugs {
  readonly #reads: PostReads;
  readonly #cache: PublicCache;
  #known: Snapshot | undefined;

  constructor(reads: PostReads, cache: PublicCache) {
    this.#reads = reads;
    this.#cache = cache;
  }

  async #snapshot(): Promise<Snapshot> {
    const answer = await this.#cache.read('visible-posts', () => this.#reads.allPublic());
    // The same cached answer object until the next change: parsed once per change.
    if (this.#known?.answer !== answer) {
      const posts = JSON.parse(answer.body) as PostView[];
      const bySlug = new Map<string, Entry>();
      for (const post of posts) {
        bySlug.set(post.slug, { post, answer: answerOf({ success: true, post }), extras: new Map() });
      }
      this.#known = { answer, bySlug };
    }
    return this.#known;
  }

  async has(slug: string): Promise<boolean> {
    return (await this.#snapshot()).bySlug.has(slug);
  }

  /** The cached `{ success, post }` answer of a visible post, or undefined. */
  async answer(slug: string): Promise<CachedAnswer | undefined> {
    return (await this.#snapshot()).bySlug.get(slug)?.answer;
  }

  /**
   * Something derived from a visible post (its page head), made once per post per change.
   * Undefined when the slug is not a visible post's.
   */
  async derived<T>(slug: string, kind: string, make: (post: PostView) => Promise<T>): Promise<T | undefined> {
    const entry = (await this.#snapshot()).bySlug.get(slug);
    if (!entry) return undefined;
    if (!entry.extras.has(kind)) {
      const made = make(entry.post);
      entry.extras.set(kind, made);
      // A failure is not remembered: the next request tries again.
      made.catch(() => entry.extras.delete(kind));
    }
    return (await entry.extras.get(kind)) as T;
  }
}
