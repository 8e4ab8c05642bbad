import { type CSSProperties, useEffect } from 'react';
import { type SocialLinkView, useActiveSocialLinks } from '../../api/content';
import { Skeleton } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { IMAGE_SIZES } from '../shared/picture-sources';
import { SiteImage } from '../shared/site-image';
import { fadesOnDark } from './brand-contrast';
import { PlatformIcon } from './platform-icon';

function SocialLinkItem({ link }: { link: SocialLinkView }) {
  const external = !link.url.startsWith('mailto:');
  // The brand colour fills the button; the hover colour takes over on hover and keyboard focus.
  const colours = { '--brand': link.color, '--brand-hover': link.hover_color } as CSSProperties;
  return (
    <li>
      <a
        href={link.url}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer me' } : {})}
        aria-label={external ? `${link.name} (opens in a new tab)` : link.name}
        title={link.name}
        style={colours}
        className={cn(
          'grid size-10 place-items-center overflow-hidden rounded-full bg-(--brand) text-white shadow-sm transition-[background-color,transform] hover:-translate-y-0.5 hover:bg-(--brand-hover) focus-visible:bg-(--brand-hover)',
          // A near-black brand (GitHub, X) would be black on near-black: light, as their own dark themes draw it.
          fadesOnDark(link.color) &&
            'dark:bg-zinc-100 dark:text-zinc-950 dark:focus-visible:bg-white dark:hover:bg-white',
        )}
      >
        {link.icon ? (
          <SiteImage
            src={link.icon}
            alt=""
            fallback={{ element: <PlatformIcon platform={link.platform} className="size-5" /> }}
            sizes={IMAGE_SIZES.thumbnail}
            className="size-5 object-contain"
          />
        ) : (
          <PlatformIcon platform={link.platform} className="size-5" />
        )}
      </a>
    </li>
  );
}

/** The footer's social links from the API, in their brand colours. */
export function SocialLinks() {
  const { data: links, isPending, isError, error } = useActiveSocialLinks();

  // Spec section 8: a failure here is only logged; the footer reads as if there were none.
  useEffect(() => {
    if (isError) console.error('Failed to load social links', error);
  }, [isError, error]);

  if (isPending) {
    return (
      <div className="flex gap-2" role="status" aria-label="Loading social links">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="size-10 rounded-full" />
      </div>
    );
  }
  if (!links || links.length === 0) {
    return (
      <p className="text-sm text-zinc-500 dark:text-zinc-400">No social links available at the moment.</p>
    );
  }
  return (
    <ul aria-label="Social links" className="flex flex-wrap gap-2">
      {links.map((link) => (
        <SocialLinkItem key={link.id} link={link} />
      ))}
    </ul>
  );
}
