import { clsx } from 'clsx';
import { ImageIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { preload } from 'react-dom';
import { hasImageFacts, useImageFacts } from '../../api/images';
import { uploadUrl } from '../../lib/api-client';
import { type PictureSources, pictureSources } from './picture-sources';

type SiteImageProps = {
  src: string | null | undefined;
  alt: string;
  /** What stands in when there is no picture or it fails: a neutral placeholder or the name's initial. */
  fallback: 'placeholder' | { initialOf: string } | { element: ReactNode };
  /** How wide the picture is drawn at each breakpoint (`IMAGE_SIZES`), so the browser picks a variant. */
  sizes?: string;
  /**
   * The largest picture above the fold (a post's featured image, a product's picture): loaded
   * first (eager, `fetchpriority="high"`, preloaded from the head) and decoded with the page.
   */
  priority?: boolean;
  /** Below the fold by default: the browser loads it when it comes near. */
  loading?: 'lazy' | 'eager';
  className?: string;
  imgClassName?: string;
};

/**
 * An uploaded or external picture, with `/uploads/` paths sent to the API host (spec section 5).
 * A stored picture whose facts are known gets its width and height (no layout shift) and, when
 * it has variants, a `<picture>` with AVIF and WebP `srcset`s; until the facts arrive (one small
 * request for the whole page, none for a server-rendered page) its box stays empty, so the
 * original is not fetched and then replaced.
 */
export function SiteImage(props: SiteImageProps) {
  const { src, alt, fallback, sizes = '100vw', priority = false, className, imgClassName } = props;
  const [failed, setFailed] = useState<string | null>(null);
  const facts = useImageFacts(src);
  const url = src ? uploadUrl(src) : null;
  if (url && failed !== url) {
    if (hasImageFacts(src) && facts.status === 'pending') {
      return <div aria-hidden="true" className={clsx(className)} />;
    }
    const known = facts.data ?? undefined;
    const sources = pictureSources(known);
    if (priority) preloadPicture(url, sources, sizes);
    const img = (
      <img
        src={url}
        alt={alt}
        width={known?.width}
        height={known?.height}
        loading={priority ? 'eager' : (props.loading ?? 'lazy')}
        fetchPriority={priority ? 'high' : undefined}
        // The priority picture is decoded with the page; others off the main thread.
        decoding={priority ? undefined : 'async'}
        onError={() => setFailed(url)}
        className={clsx('object-cover', className, imgClassName)}
      />
    );
    if (!sources) return img;
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
        <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
        {img}
      </picture>
    );
  }
  return <ImageFallback alt={alt} fallback={fallback} className={className} />;
}

/**
 * Asks for the priority picture from the head (React puts the `<link rel="preload">` there, in
 * the server's render too): its AVIF `srcset` when it has variants (a browser without AVIF
 * skips it by its type), else the original.
 */
function preloadPicture(url: string, sources: PictureSources | undefined, sizes: string): void {
  if (!sources) {
    preload(url, { as: 'image', fetchPriority: 'high' });
    return;
  }
  preload(url, {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: sources.avif,
    imageSizes: sizes,
    fetchPriority: 'high',
  });
}

type ImageFallbackProps = Pick<SiteImageProps, 'alt' | 'fallback' | 'className'>;

function ImageFallback({ alt, fallback, className }: ImageFallbackProps) {
  if (fallback === 'placeholder') {
    const classes = clsx(
      'grid place-items-center bg-linear-to-br from-zinc-100 to-zinc-200 text-zinc-400 dark:from-zinc-800 dark:to-zinc-900 dark:text-zinc-600',
      className,
    );
    const icon = <ImageIcon aria-hidden="true" className="size-10" />;
    if (!alt) {
      return (
        <div aria-hidden="true" className={classes}>
          {icon}
        </div>
      );
    }
    return (
      <div role="img" aria-label={alt} className={classes}>
        {icon}
      </div>
    );
  }
  if ('element' in fallback) return fallback.element;
  const initial = fallback.initialOf.trim().charAt(0).toUpperCase() || '?';
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'grid place-items-center bg-linear-to-br from-indigo-500 to-violet-500 font-semibold text-white',
        className,
      )}
    >
      {initial}
    </div>
  );
}
