import { readFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { ImageExtension } from './stored-name.ts';

/** Raster formats accepted on input, as sharp names them. */
export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** What the bytes of a file say it is: an accepted raster image, possibly an SVG, or neither. */
export type Sniffed = { kind: 'raster'; format: RasterFormat } | { kind: 'text' } | { kind: 'other' };

export type EncodedImage = {
  data: Buffer;
  extension: ImageExtension;
  mime: string;
  /** Of a raster: its size once re-encoded (one frame's height) and whether it has frames. */
  size?: { width: number; height: number; animated: boolean };
};

/**
 * Pixels decoded at most, all frames of an animation together: 50 megapixels is a large phone
 * photo, and about 200 MB once decoded. Beyond it decoding alone takes too much memory and time.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
export const TOO_MANY_PIXELS_MESSAGE = `Image dimensions are too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels, all frames together)`;
/** Stops a re-encoding still running after this long (sharp's own timeout, safe in a worker). */
const ENCODE_TIMEOUT_SECONDS = 20;

const RASTER_BY_MIME: Record<string, RasterFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  // An animated PNG is stored as its first frame: libvips cannot write APNG.
  'image/apng': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** Sniffs the content with file-type; the file's name and the browser's claimed type are ignored. */
export async function sniffImage(filepath: string): Promise<Sniffed> {
  const type = await fileTypeFromFile(filepath);
  const format = type ? RASTER_BY_MIME[type.mime] : undefined;
  if (format) return { kind: 'raster', format };
  // file-type has no signature for SVG: text (or an XML prolog) may be one, the parser decides.
  if (type === undefined || type.mime === 'application/xml') return { kind: 'text' };
  return { kind: 'other' };
}

/** True when sharp refused the input for its size in pixels rather than for being broken. */
export const isPixelLimitError = (error: unknown): boolean =>
  error instanceof Error && /pixel limit/i.test(error.message);

class PixelLimitError extends Error {
  constructor(pixels: number) {
    super(`Input image exceeds pixel limit: ${pixels} pixels in all frames`);
  }
}

/**
 * Decodes and re-encodes a raster image: turned upright by its EXIF orientation, shrunk to fit
 * `maxDimension` (never enlarged), and written without any metadata (EXIF, GPS, XMP, ICC:
 * sharp drops them unless asked to keep them). Animated GIF and WebP keep every frame and stay
 * in their format; AVIF is stored as WebP, which encodes far faster.
 */
export async function reencodeRaster(
  filepath: string,
  format: RasterFormat,
  maxDimension: number,
): Promise<EncodedImage> {
  const animated = format === 'gif' || format === 'webp';
  // From memory (at most the upload limit): libvips would otherwise keep a handle on the
  // temporary file in its cache after the request deletes it.
  const input = await readFile(filepath);
  const options = { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  // The header first (no pixels decoded): a small file can declare a huge canvas or many frames.
  const { width = 0, height = 0, pages = 1, pageHeight } = await sharp(input, options).metadata();
  const frames = animated ? pages : 1;
  const pixels = width * (animated ? (pageHeight ?? height / Math.max(1, pages)) : height) * frames;
  if (pixels > MAX_INPUT_PIXELS) throw new PixelLimitError(pixels);
  const pipeline = sharp(input, options)
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .rotate()
    .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
  const encoders = {
    jpeg: () => pipeline.jpeg({ quality: 85, mozjpeg: true }),
    png: () => pipeline.png(),
    gif: () => pipeline.gif(),
    webp: () => pipeline.webp({ quality: 85 }),
    avif: () => pipeline.webp({ quality: 85 }),
  } as const;
  const { data, info } = await encoders[format]().toBuffer({ resolveWithObject: true });
  const size = { width: info.width, height: info.pageHeight ?? info.height, animated: frames > 1 };
  return { data, size, ...STORED_AS[format] };
}

const STORED_AS: Record<RasterFormat, Pick<EncodedImage, 'extension' | 'mime'>> = {
  jpeg: { extension: 'jpg', mime: 'image/jpeg' },
  png: { extension: 'png', mime: 'image/png' },
  gif: { extension: 'gif', mime: 'image/gif' },
  webp: { extension: 'webp', mime: 'image/webp' },
  avif: { extension: 'webp', mime: 'image/webp' },
};
