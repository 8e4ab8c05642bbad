import { clsx } from 'clsx';

/** A card's category, a small rounded label in the category's colours (`colours`). */
export function CategoryPill({ category, colours }: { category: string; colours: string }) {
  return (
    <span
      className={clsx('self-start rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset', colours)}
    >
      {category}
    </span>
  );
}
