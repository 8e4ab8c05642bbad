import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CardImage } from './card-image';
import { STRETCHED_LINK } from './stretched-link';

type SiteCardProps = {
  image: string | null | undefined;
  /** The picture's text; '' when the title beside it already names it. */
  alt: string;
  /** Badges over the picture. */
  badge?: ReactNode;
  /** How wide the card is drawn (`IMAGE_SIZES`; a home carousel's by default). */
  sizes?: string;
  /** The card holds a stretched link (its title), so it anchors it. */
  linked?: boolean;
  /** Its picture is the largest above the fold (a list page's first card): loaded first. */
  priority?: boolean;
  children: ReactNode;
};

/** A public card: its picture on top, then a column that fills the card's height. */
export function SiteCard({
  image,
  alt,
  badge,
  sizes,
  linked = false,
  priority = false,
  children,
}: SiteCardProps) {
  return (
    <article
      className={clsx(
        'group flex h-full flex-col overflow-hidden rounded-3xl border border-zinc-200/80 bg-white shadow-lg shadow-zinc-900/5 transition-shadow hover:shadow-xl dark:border-white/10 dark:bg-zinc-900 dark:shadow-black/30',
        linked && 'relative',
      )}
    >
      <CardImage src={image} alt={alt} sizes={sizes} priority={priority}>
        {badge}
      </CardImage>
      <div className="flex flex-1 flex-col p-5 sm:p-6">{children}</div>
    </article>
  );
}

type CardTitleProps = {
  /** The card's address: the title's link stretches over the whole card. */
  to?: string;
  /** The title's level: 3 under a section's h2 (default), 2 straight under the page's h1. */
  level?: 2 | 3;
  children: ReactNode;
};

export function CardTitle({ to, level = 3, children }: CardTitleProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className="mt-3 font-semibold text-lg text-zinc-950 leading-snug dark:text-white">
      {to ? (
        <Link to={to} className={STRETCHED_LINK}>
          {children}
        </Link>
      ) : (
        children
      )}
    </Heading>
  );
}

/** The first `limit` items, and how many more there are. */
export function splitVisible(items: readonly string[], limit: number): { shown: string[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

type ChipListProps = {
  label: string;
  items: readonly string[];
  limit: number;
  /** Put before each item's text, e.g. '#'. */
  prefix?: string;
  moreClassName: string;
};

/** A card's first few tags as chips, then '+N more' for the rest. */
export function ChipList({ label, items, limit, prefix = '', moreClassName }: ChipListProps) {
  const { shown, more } = splitVisible(items, limit);
  return (
    <ul aria-label={label} className="mt-4 flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li
          key={item}
          className="rounded-md bg-zinc-100 px-2 py-0.5 font-medium text-xs text-zinc-700 dark:bg-white/10 dark:text-zinc-300"
        >
          {prefix}
          {item}
        </li>
      ))}
      {more > 0 && <li className={clsx('px-1 py-0.5 font-medium text-xs', moreClassName)}>+{more} more</li>}
    </ul>
  );
}
