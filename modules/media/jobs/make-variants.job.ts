import { z } from 'zod';
import { defineJob } from '../../platform/queues/index.ts';
import { isRasterName } from '../../platform/uploads/index.ts';
import type { ImageVariants } from '../image-variants.ts';
import { IMAGES_QUEUE } from './images-queue.ts';

export const makeVariantsSchema = z.object({
  name: z.string().refine(isRasterName, 'not a stored raster image'),
});

/**
 * Makes the AVIF and WebP variants of one stored image (`ImageVariants.make`), added when the
 * image is stored, with job id `variants__<name>`. Safe to run twice: a completed row skips it.
 */
export function makeVariantsJob(variants: Pick<ImageVariants, 'make'>) {
  return defineJob({
    queue: IMAGES_QUEUE,
    name: 'make-variants',
    schema: makeVariantsSchema,
    retry: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
    async handle({ name }, { log }) {
      const outcome = await variants.make(name);
      log.debug({ name, outcome }, 'image variants');
      return { outcome };
    },
  });
}
