import { useQuery } from '@tanstack/react-query';
import { type AnswerSchema, apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** One smaller copy of a picture, in both formats (`<uuid>-w640.avif`, `.webp`). */
export type ImageVariant = { width: number; avif: string; webp: string };

/** What the page needs to lay a picture out before it loads, and to pick its size. */
export type ImageFacts = { width: number; height: number; variants: ImageVariant[] };

/**
 * Pictures the server keeps facts of: raster images the upload store wrote. Anything else (an
 * SVG, a media file, an outside URL) is shown as it is, without asking.
 */
const STORED_RASTER =
  /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp|gif)$/;

/** True for a `src` whose facts `GET /api/images` may know. */
export const hasImageFacts = (src: string | null | undefined): src is string =>
  typeof src === 'string' && STORED_RASTER.test(src);

/** The server's limit of pictures per request. */
const MAX_PER_REQUEST = 50;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isVariant = (value: unknown): value is ImageVariant => {
  const variant = value as Partial<ImageVariant> | null;
  return (
    typeof variant === 'object' &&
    variant !== null &&
    isNumber(variant.width) &&
    typeof variant.avif === 'string' &&
    typeof variant.webp === 'string'
  );
};
const isFacts = (value: unknown): value is ImageFacts => {
  const facts = value as Partial<ImageFacts> | null;
  return (
    typeof facts === 'object' &&
    facts !== null &&
    isNumber(facts.width) &&
    isNumber(facts.height) &&
    Array.isArray(facts.variants) &&
    facts.variants.every(isVariant)
  );
};

/**
 * `{ success, images: { [src]: facts } }`, checked by hand: every page shows pictures, and zod
 * would join the first load for this one small answer. A malformed entry is dropped (that
 * picture is shown unsized), never the whole answer.
 */
const imagesAnswer: AnswerSchema<Record<string, ImageFacts>> = {
  safeParse(data) {
    const images = (data as { images?: unknown } | null)?.images;
    if (typeof images !== 'object' || images === null) return { success: false, error: 'no images' };
    const known: Record<string, ImageFacts> = {};
    for (const [src, facts] of Object.entries(images)) if (isFacts(facts)) known[src] = facts;
    return { success: true, data: known };
  },
};

type Waiting = { resolve: (facts: ImageFacts | null) => void; reject: (error: unknown) => void };

/**
 * Collects the pictures asked for in one turn (every picture of a page rendered at once) and
 * asks for them in one request (in groups of 50). A picture without facts resolves to null.
 */
export function createImageFactsBatcher(
  // One try: the picture waits while it is asked, and shows without its facts just as well.
  request: (path: string) => Promise<Record<string, ImageFacts>> = (path) =>
    apiRequest(path, imagesAnswer, { retry: false }),
) {
  let waiting = new Map<string, Waiting[]>();
  let scheduled = false;

  async function ask(srcs: string[], callers: Map<string, Waiting[]>) {
    try {
      const query = srcs.map((src) => `src=${encodeURIComponent(src)}`).join('&');
      const images = await request(`/api/images?${query}`);
      for (const src of srcs)
        for (const caller of callers.get(src) ?? []) caller.resolve(images[src] ?? null);
    } catch (error) {
      for (const src of srcs) for (const caller of callers.get(src) ?? []) caller.reject(error);
    }
  }

  function flush() {
    scheduled = false;
    const callers = waiting;
    waiting = new Map();
    const srcs = [...callers.keys()];
    for (let start = 0; start < srcs.length; start += MAX_PER_REQUEST) {
      void ask(srcs.slice(start, start + MAX_PER_REQUEST), callers);
    }
  }

  return {
    /** The facts of `src`, asked together with every other picture asked in this turn. */
    load(src: string): Promise<ImageFacts | null> {
      return new Promise((resolve, reject) => {
        const callers = waiting.get(src) ?? [];
        callers.push({ resolve, reject });
        waiting.set(src, callers);
        if (scheduled) return;
        scheduled = true;
        // A macrotask, not a microtask: the queries of one commit start across several
        // microtask turns (the query cache notifies in batches).
        setTimeout(flush, 0);
      });
    },
  };
}

const batcher = createImageFactsBatcher();

/**
 * A picture's width, height and variants: `data` is the facts, null when the server has none
 * (not measured yet, an SVG, an outside URL), undefined while they are asked for. Stored under
 * `queryKeys.site.image(src)` (`['site', 'images', src]`), one key per picture so any page's
 * pictures share them; the server renders a page with the same keys filled in. A failed request
 * leaves the picture unsized (the caller shows the original) and is not kept.
 */
export function useImageFacts(src: string | null | undefined) {
  const asked = hasImageFacts(src) ? src : '';
  return useQuery({
    queryKey: queryKeys.site.image(asked),
    queryFn: () => batcher.load(asked),
    enabled: asked !== '',
  });
}
