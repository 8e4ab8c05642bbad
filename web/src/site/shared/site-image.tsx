import { clsx } from 'clsx';
import { ImageIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { uploadUrl } from '../../lib/api-client';

type SiteImageProps = {
  src: string | null | undefined;
  alt: string;
  /** What stands in when there is no picture or it fails: a neutral placeholder or the name's initial. */
  fallback: 'placeholder' | { initialOf: string } | { element: ReactNode };
  /** Below the fold by default: the browser loads it when it comes near. */
  loading?: 'lazy' | 'eager';
  className?: string;
  imgClassName?: string;
};

/** An uploaded or external picture, with `/uploads/` paths sent to the API host (spec section 5). */
export function SiteImage({ src, alt, fallback, loading = 'lazy', className, imgClassName }: SiteImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src ? uploadUrl(src) : null;
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt={alt}
        loading={loading}
        decoding="async"
        onError={() => setFailed(url)}
        className={clsx('object-cover', className, imgClassName)}
      />
    );
  }
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
