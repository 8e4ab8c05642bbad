/**
 * The classes of a card's title link that covers the whole card (its ::after spans the card). Its
 * focus ring is drawn on that ::after, inside the card's rounded edge, so keyboard users see the
 * whole card focused; the card's own overflow clipping cannot hide it.
 */
export const STRETCHED_LINK =
  'after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-indigo-500 dark:focus-visible:after:outline-indigo-400';
