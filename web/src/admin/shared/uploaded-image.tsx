import { type CSSProperties, type ReactNode, useState } from 'react';
import { uploadUrl } from '../../lib/api-client';
import { cn } from '../../lib/cn';

type UploadedImageProps = {
  /** The upload's path; none shows the fallback. */
  path: string | null | undefined;
  className: string;
  /** What stands in for a missing image, or one that fails to load. */
  fallback: ReactNode;
};

/** A decorative uploaded image (icon, thumbnail, cover), lazily loaded, with a stand-in. */
export function UploadedImage({ path, className, fallback }: UploadedImageProps) {
  const [broken, setBroken] = useState(false);
  if (!path || broken) return fallback;
  return (
    <img src={uploadUrl(path)} alt="" loading="lazy" onError={() => setBroken(true)} className={className} />
  );
}

type ThumbnailProps = {
  path: string | null | undefined;
  /** The square's size class ('size-12'). */
  size: string;
  /** An icon, shown whole on a light tile; otherwise a photo, cropped to fill. */
  contain?: boolean;
  /** The stand-in tile's colours and type. */
  fallbackClassName: string;
  fallbackStyle?: CSSProperties;
  /** The stand-in's content (an icon or an initial). */
  children: ReactNode;
};

/** A list row's or card's square picture: the uploaded image, or a tile of the same size in its place. */
export function Thumbnail({
  path,
  size,
  contain,
  fallbackClassName,
  fallbackStyle,
  children,
}: ThumbnailProps) {
  return (
    <UploadedImage
      path={path}
      className={cn(
        size,
        'shrink-0 rounded-xl ring-1 ring-zinc-200 dark:ring-white/10',
        contain ? 'bg-zinc-50 object-contain p-1.5 dark:bg-white/5' : 'object-cover',
      )}
      fallback={
        <span
          aria-hidden="true"
          className={cn('grid shrink-0 place-items-center rounded-xl', size, fallbackClassName)}
          style={fallbackStyle}
        >
          {children}
        </span>
      }
    />
  );
}
