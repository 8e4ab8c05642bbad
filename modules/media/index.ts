// The media module's door: what is known of each stored raster image (its size, the AVIF and
// WebP variants made of it for `<picture>`/`srcset`), the worker's jobs that make them, and
// `GET /api/images`. The kernel's upload store writes the files and tells this module of each
// image it stores or removes (`images`, given to the store by the composition root).
import type { PublicCache } from '../platform/cache/index.ts';
import type { MikroORM } from '../platform/db/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Enqueue } from '../platform/queues/index.ts';
import type { StoredImageListener } from '../platform/uploads/index.ts';
import { StoredImageSchema } from './entities/stored-image.entity.ts';
import { imageFactsRoutes } from './image-facts.routes.ts';
import { ImageFactsReader } from './image-facts.ts';
import { ImageVariants, type VariantFiles } from './image-variants.ts';

export type { ImageFactsAnswer } from './image-facts.ts';
export { uploadUrlsIn } from './image-facts.ts';
export type { BackfillCounts, ImageVariants, MakeOutcome, VariantFiles } from './image-variants.ts';
export { IMAGES_QUEUE } from './jobs/images-queue.ts';
export { type ImageFacts, type ImageVariant, variantWidths } from './variant-plan.ts';

export const mediaEntities = [StoredImageSchema];

export type MediaModuleDeps = {
  orm: MikroORM;
  enqueue: Enqueue;
  /** The upload store: reads originals, writes and deletes variants, lists the stored images. */
  files: VariantFiles;
  /** Where stored files are served (`/uploads`): variants' URLs are made from it. */
  publicPrefix: string;
  /** The `images` namespace: `GET /api/images` answers, moved on whenever an image's facts change. */
  cache: PublicCache;
  log: Logger;
};

/** Image variants and facts. See README.md. */
export function createMediaModule(deps: MediaModuleDeps) {
  const variants = new ImageVariants({
    // The ORM's root manager resolves to the scope of the request or job that calls.
    em: deps.orm.em,
    enqueue: deps.enqueue,
    files: deps.files,
    publicPrefix: deps.publicPrefix,
    cache: deps.cache,
    log: deps.log,
  });
  const imageFacts = new ImageFactsReader(variants, deps.cache);
  const images: StoredImageListener = {
    stored: (name, size) => variants.stored(name, size),
    removed: (name) => variants.removed(name),
  };
  return {
    routes: [imageFactsRoutes(imageFacts)],
    jobs: variants.jobs,
    handlers: [],
    /** What the upload store tells of each raster image it stores or removes. */
    images,
    /** Sizes and variants by stored name; `makeMissing` for `npm run images:variants`. */
    variants,
    /** Pictures' sizes and variants for the web app and, in process, the page renderer (`factsIn`). */
    imageFacts,
  };
}

export type MediaModule = ReturnType<typeof createMediaModule>;
