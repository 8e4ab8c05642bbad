import type { PublicCache } from '../../platform/cache/index.ts';
import type { PostReads } from './post-reads.ts';

/**
 * The slugs of visible posts, from the public cache. Answers keyed by a slug are cached only for
 * these, so made-up slugs (anyone can send them) never fill the cache.
 */
export class VisibleSlugs {
  readonly #reads: PostReads;
  readonly #cache: PublicCache;
  #known: { body: string; slugs: Set<string> } | undefined;

  constructor(reads: PostReads, cache: PublicCache) {
    this.#reads = reads;
    this.#cache = cache;
  }

  async has(slug: string): Promise<boolean> {
    const answer = await this.#cache.read('slugs', () => this.#reads.visibleSlugs());
    // The same cached body object until the next change: parsed once per change.
    if (this.#known?.body !== answer.body) {
      this.#known = { body: answer.body, slugs: new Set(JSON.parse(answer.body) as string[]) };
    }
    return this.#known.slugs.has(slug);
  }
}
