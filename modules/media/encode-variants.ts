import sharp, { type Sharp } from 'sharp';
import { type ImageSize, MAX_INPUT_PIXELS, type VariantFormat } from '../platform/uploads/index.ts';

/**
 * AVIF at effort 2: on the demo's pictures effort 4 cost 8.7 times the CPU for files 8% smaller,
 * and a small host encodes every upload on one core. Quality 50 in AVIF and 75 in WebP look alike
 * and both weigh well under the original (figures in modules/README.md, image variants).
 */
const ENCODERS: Record<VariantFormat, (pipeline: Sharp) => Sharp> = {
  avif: (pipeline) => pipeline.avif({ quality: 50, effort: 2 }),
  webp: (pipeline) => pipeline.webp({ quality: 75 }),
};
/** A large AVIF on a busy machine takes tens of seconds; stop one that is truly stuck. */
const ENCODE_TIMEOUT_SECONDS = 180;
const OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/** The size of an image from its header (no pixels decoded). */
export async function sizeOf(input: Buffer): Promise<ImageSize> {
  const {
    width = 0,
    height = 0,
    pages = 1,
    pageHeight,
  } = await sharp(input, {
    ...OPTIONS,
    animated: true,
  }).metadata();
  return { width, height: pages > 1 ? (pageHeight ?? height) : height, animated: pages > 1 };
}

/**
 * One variant: the image scaled to `width` (aspect kept) in `format`, without metadata. Stored
 * originals are already upright and stripped, so nothing is rotated. Runs in libvips's threads,
 * off the event loop.
 */
export function encodeVariant(input: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  const pipeline = sharp(input, OPTIONS).timeout({ seconds: ENCODE_TIMEOUT_SECONDS }).resize({ width });
  return ENCODERS[format](pipeline).toBuffer();
}
