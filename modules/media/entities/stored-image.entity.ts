import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/**
 * What is known of one stored raster image (`/uploads/<name>`): its size in pixels and which
 * smaller copies of it exist, for `<picture>`/`srcset`. Written pending (`madeAt` null) when the
 * image is stored, completed by the `make-variants` job, deleted with the image.
 */
export const StoredImageSchema = table(
  'StoredImage',
  'stored_image',
  {
    /** The original's stored name, `<uuid>.<ext>`; variants are named from it (stored-name.ts). */
    name: p.string().length(64).primary(),
    width: p.integer(),
    height: p.integer(),
    /** More than one frame: kept as it is, no variants (see the uploads README note). */
    animated: p.boolean().default(false),
    /** Widths of the variants made, ascending; empty while pending and for images too small. */
    variantWidths: p.json<number[]>(),
    /** Formats every one of those widths was made in (`avif`, `webp`). */
    formats: p.json<string[]>(),
    storedAt: p.datetime(),
    /** When the variants were made; null while the job has not run. */
    madeAt: p.datetime().nullable(),
  },
  {
    indexes: [
      {
        name: 'stored_image_pending_idx',
        expression:
          'create index "stored_image_pending_idx" on "stored_image" ("stored_at") where "made_at" is null',
      },
    ],
  },
);

export class StoredImage extends StoredImageSchema.class {}
StoredImageSchema.setClass(StoredImage);
