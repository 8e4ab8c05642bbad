import type { ReactNode } from 'react';
import { IMAGE_SIZES } from './picture-sources';
import { SiteImage } from './site-image';

type CardImageProps = {
  src: string | null | undefined;
  alt: string;
  /** How wide the card is drawn (a home carousel's by default). */
  sizes?: string;
  /** The largest picture above the fold (a grid's first card): loaded first and preloaded. */
  priority?: boolean;
  children?: ReactNode;
};

/** A card's 16:10 picture (a placeholder when missing) that grows a little on hover; badges go on top. */
export function CardImage({
  src,
  alt,
  sizes = IMAGE_SIZES.card,
  priority = false,
  children,
}: CardImageProps) {
  return (
    <div className="relative aspect-[16/10] overflow-hidden">
      <SiteImage
        src={src}
        alt={alt}
        fallback="placeholder"
        sizes={sizes}
        priority={priority}
        className="size-full"
        imgClassName="transition-transform duration-500 group-hover:scale-[1.03]"
      />
      {children}
    </div>
  );
}
