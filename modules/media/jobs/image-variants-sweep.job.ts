import { defineSweep } from '../../platform/queues/index.ts';
import type { ImageVariants } from '../image-variants.ts';
import { IMAGES_QUEUE } from './images-queue.ts';

/**
 * Every minute, queues again the images stored a while ago whose variants are still pending:
 * their job was lost (Redis wiped, the API unable to reach Redis at upload). A job still in
 * Redis under the same id is not added twice.
 */
export function imageVariantsSweepJob(
  variants: Pick<ImageVariants, 'requestPending'>,
  options: { graceMs: number; batch: number },
) {
  return defineSweep({
    queue: IMAGES_QUEUE,
    name: 'variants-sweep',
    every: 60_000,
    async handle() {
      return { requeued: await variants.requestPending(options.graceMs, options.batch) };
    },
  });
}
