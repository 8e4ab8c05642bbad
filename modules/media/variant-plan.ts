import { isRasterName, VARIANT_FORMATS, VARIANT_WIDTHS, variantName } from '../platform/uploads/index.ts';

/**
 * The widths to make of an image `width` pixels wide: each standard width strictly narrower
 * than the original (a copy as wide or wider would only be a heavier original), so an image
 * under 320 px gets none. An animation gets none: a still of its first frame would silently
 * stop it, an animated copy costs one encoding per frame, and libvips writes no animated AVIF.
 */
export function variantWidths(width: number, animated: boolean): number[] {
  if (animated) return [];
  return VARIANT_WIDTHS.filter((candidate) => candidate < width);
}

/** One `srcset` candidate: a width and the URL of its copy in each format. */
export type ImageVariant = { width: number; avif: string; webp: string };

/** What a page needs to lay an image out before it loads and to pick its size. */
export type ImageFacts = { width: number | null; height: number | null; variants: ImageVariant[] };

/**
 * The variants of an original at `prefix/<name>` that exist (`widths` made in `formats`), as
 * URLs; none unless every format was made, since a `<source>` per format needs each width.
 */
export function variantsOf(
  prefix: string,
  name: string,
  widths: readonly number[],
  formats: readonly string[],
): ImageVariant[] {
  if (!VARIANT_FORMATS.every((format) => formats.includes(format))) return [];
  return widths.map((width) => ({
    width,
    avif: `${prefix}/${variantName(name, width, 'avif')}`,
    webp: `${prefix}/${variantName(name, width, 'webp')}`,
  }));
}

/** The stored name in `/uploads/<name>` (or a bare name), or undefined for anything else. */
export function storedNameOf(prefix: string, reference: string): string | undefined {
  const name = reference.startsWith(`${prefix}/`) ? reference.slice(prefix.length + 1) : reference;
  return isRasterName(name) ? name : undefined;
}
