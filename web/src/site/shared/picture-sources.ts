import type { ImageFacts } from '../../api/images';
import { uploadUrl } from '../../lib/api-client';

/** What `<picture>` needs beside the original: a `srcset` per format, widest last. */
export type PictureSources = { avif: string; webp: string };

/**
 * The `srcset` of each format (`/uploads/<uuid>-w320.avif 320w, …`), or undefined when the
 * picture has no variants (too small, animated, not made yet): then a plain `<img>` is right.
 */
export function pictureSources(facts: ImageFacts | null | undefined): PictureSources | undefined {
  if (!facts || facts.variants.length === 0) return undefined;
  const srcset = (format: 'avif' | 'webp') =>
    facts.variants.map((variant) => `${uploadUrl(variant[format])} ${variant.width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}

/**
 * `sizes` for the site's layouts: how wide a picture is drawn at each breakpoint, so the browser
 * picks the smallest variant that fills it. Widths follow `Container` (72rem, padding 1.25rem,
 * 1.5rem from 640 px, 2rem from 1024 px) and the grids and carousels that hold the pictures.
 */
export const IMAGE_SIZES = {
  /** A card in a home carousel (1.05, 1.5, 2, 2.5–3.5 slides) or a 2- to 3-column grid. */
  card: '(min-width: 1280px) 370px, (min-width: 1024px) 40vw, (min-width: 768px) 50vw, (min-width: 640px) 67vw, 100vw',
  /** A card in a grid of 1, then 2 (from 640 px), then 3 columns (from 1024 px) in `Container`. */
  cardGrid:
    '(min-width: 1152px) 352px, (min-width: 1024px) calc(33vw - 32px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 2.5rem)',
  /** A post's featured image: the whole width of the post's column (48rem less padding). */
  postFeatured:
    '(min-width: 1024px) 704px, (min-width: 768px) 720px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2.5rem)',
  /** A product's picture: half of `Container` from 1024 px, its whole width below. */
  productMain:
    '(min-width: 1152px) 524px, (min-width: 1024px) calc(50vw - 52px), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2.5rem)',
  /** A promotion slide's side picture: 2/5 of the slide up to 14rem less padding, hidden below 640 px. */
  promotion: '(min-width: 640px) 208px, 1px',
  /** A search result's 16:9 picture in its card. */
  searchResult: '(min-width: 640px) 320px, calc(100vw - 2.5rem)',
  /** Small square pictures: icons, thumbnails, avatars (the smallest variant is plenty). */
  thumbnail: '96px',
} as const;
