import { createHash } from 'node:crypto';
import type { CachedAnswer, PublicCache } from '../platform/cache/index.ts';
import { RASTER_NAME_PATTERN } from '../platform/uploads/index.ts';
import type { ImageVariants } from './image-variants.ts';
import type { ImageFacts } from './variant-plan.ts';

/** `GET /api/images`'s answer: the facts of each asked picture that has any. */
export type ImageFactsAnswer = { success: true; images: Record<string, ImageFacts> };

/**
 * Stored raster images named in any text: `/uploads/<uuid>.<jpg|png|webp|gif>`, as the content
 * modules store them (fields, and `<img>` in a post's HTML). Variants and SVGs have no facts.
 */
const UPLOAD_URL = new RegExp(`/uploads/${RASTER_NAME_PATTERN}`, 'g');
/** A page names a few dozen pictures; past this the rest show their original, unsized. */
const MAX_PER_PAGE = 200;

/** Every distinct stored image URL in `data` (a page's dehydrated JSON, or the value itself). */
export function uploadUrlsIn(data: unknown): string[] {
  const text = typeof data === 'string' ? data : (JSON.stringify(data) ?? '');
  return [...new Set(text.match(UPLOAD_URL) ?? [])].slice(0, MAX_PER_PAGE);
}

/**
 * The width, height and variants of pictures by their `/uploads/` URL, as the web app's
 * `useImageFacts` reads them: over HTTP (`GET /api/images`, a cached answer per set of URLs)
 * and, for a server-rendered page, in process (`factsIn`), to dehydrate under the same keys.
 */
export class ImageFactsReader {
  readonly #variants: Pick<ImageVariants, 'factsOf'>;
  readonly #cache: PublicCache;

  constructor(variants: Pick<ImageVariants, 'factsOf'>, cache: PublicCache) {
    this.#variants = variants;
    this.#cache = cache;
  }

  /**
   * The cached answer for `srcs`: one entry per picture with a known size (pending pictures
   * have no variants yet), none for the others. Keyed by a hash of the sorted set: the order
   * and repeats of the query do not multiply entries, and a key is 27 characters however
   * long the 50 paths asked (up to 10 KB).
   */
  answer(srcs: readonly string[]): Promise<CachedAnswer<ImageFactsAnswer>> {
    const asked = [...new Set(srcs)].sort();
    const key = createHash('sha1').update(asked.join('\n')).digest('base64url');
    return this.#cache.read(key, async () => ({
      success: true as const,
      images: await this.#known(asked),
    }));
  }

  /**
   * For the server renderer: every stored image URL in a page's dehydrated data (a JSON string
   * or the value) with its facts, or null when none are known (an image not measured yet), so
   * each URL's query can be dehydrated and hydration asks the API for none of them. Facts
   * change without any content changing (variants made a minute after an upload): they are in
   * the `images` namespace, whose version the server's page cache checks like the others'.
   */
  async factsIn(data: unknown): Promise<Record<string, ImageFacts | null>> {
    const urls = uploadUrlsIn(data);
    if (urls.length === 0) return {};
    const { images } = (await this.answer(urls)).value;
    return Object.fromEntries(urls.map((url) => [url, images[url] ?? null]));
  }

  async #known(srcs: readonly string[]): Promise<Record<string, ImageFacts>> {
    const facts = await this.#variants.factsOf(srcs);
    const known: Record<string, ImageFacts> = {};
    for (const [src, fact] of facts) if (fact.width !== null) known[src] = fact;
    return known;
  }
}
