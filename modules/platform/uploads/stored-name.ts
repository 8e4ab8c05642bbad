import { randomUUID } from 'node:crypto';

// Stored names are random UUIDs we generate, so a name that does not have exactly this shape
// was never written by us: serving and removal refuse it before touching the file system.
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Extensions of the public images the store writes (and the only ones it serves). */
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'webp', 'gif', 'svg'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** Extensions of the public audio and video files the store writes (typed by content, not re-encoded). */
export const MEDIA_EXTENSIONS = ['mp4', 'webm', 'mp3', 'ogg', 'wav', 'm4a'] as const;

/** Extensions of the stored images that get variants and facts: every raster the store writes. */
export const RASTER_EXTENSIONS = IMAGE_EXTENSIONS.filter((extension) => extension !== 'svg');
/**
 * An original raster image's stored name, unanchored (`<uuid>.jpg`): what variants are made of
 * and facts kept for. The web app, which imports only schemas from here, writes it out in
 * web/src/api/images.ts.
 */
export const RASTER_NAME_PATTERN = `${UUID}\\.(?:${RASTER_EXTENSIONS.join('|')})`;

const RASTER_NAME = new RegExp(`^${RASTER_NAME_PATTERN}$`);

/** True for the stored name of an original raster image (what variants are made of). */
export const isRasterName = (name: string): boolean => RASTER_NAME.test(name);

/** Sub-folder of the uploads folder for files that are never served publicly. */
export const PRIVATE_FOLDER = 'private';

/** Widths (px) of the smaller copies made of a raster image, for `srcset`. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
/** Formats of those copies, best first: browsers take the first `<source>` they can show. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const PUBLIC_NAME = new RegExp(`^${UUID}\\.(?:${[...IMAGE_EXTENSIONS, ...MEDIA_EXTENSIONS].join('|')})$`);
const VARIANT_NAME = new RegExp(
  `^${UUID}-w(?:${VARIANT_WIDTHS.join('|')})\\.(?:${VARIANT_FORMATS.join('|')})$`,
);
const PRIVATE_KEY = new RegExp(`^${UUID}\\.[a-z0-9]{1,10}$`);

/** A fresh random file name with the given extension. */
export const newStoredName = (extension: string): string => `${randomUUID()}.${extension}`;

/** True for a public image or media name the store could have written (no folders, no dots beyond the extension). */
export const isPublicName = (name: string): boolean => PUBLIC_NAME.test(name) || VARIANT_NAME.test(name);

/** True for an original public image or media file (not one of an image's variants). */
export const isOriginalName = (name: string): boolean => PUBLIC_NAME.test(name);

/**
 * The name of a variant of a stored image, computed from the original's name alone
 * (`<uuid>.jpg` -> `<uuid>-w640.avif`), so its URL follows from the original's URL and a width.
 */
export const variantName = (original: string, width: number, format: VariantFormat): string =>
  `${original.replace(/\.[a-z0-9]+$/, '')}-w${width}.${format}`;

/** Every name a variant of `original` could have, whether made or not (what a removal deletes). */
export const allVariantNames = (original: string): string[] =>
  VARIANT_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => variantName(original, width, format)));

/** True for a private file key the store could have written. */
export const isPrivateKey = (key: string): boolean => PRIVATE_KEY.test(key);
