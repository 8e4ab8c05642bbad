import type { CSSProperties } from 'react';

/**
 * Spec section 2: badge text containing FREE, AFFILIATE, OFF or % picks the colour (checked in
 * that order, any case); anything else gets the neutral chip. The badge is 11 px text, so each
 * pair meets WCAG AA for small text (4.5:1) in both themes: the 700 shades under white text
 * (about 5.3:1 for emerald, 6:1 for red, 7:1 for purple), where the 500 shades gave 2.5 to 4.
 */
export function promotionBadgeClass(badge: string): string {
  const text = badge.toUpperCase();
  if (text.includes('FREE')) return 'bg-emerald-700 text-white';
  if (text.includes('AFFILIATE')) return 'bg-purple-700 text-white';
  if (text.includes('OFF') || text.includes('%')) return 'bg-red-700 text-white';
  return 'bg-white text-zinc-900';
}

/** The palette's first entry (modules/content/css-colours.ts), for a promotion without a colour. */
export const DEFAULT_PROMOTION_BACKGROUND = 'bg-gradient-to-r from-indigo-600 to-violet-600';

/**
 * A palette entry is applied as classes (styles.css makes Tailwind generate them); any other
 * value the server accepted is a CSS colour or gradient and goes inline. The server refuses class
 * strings outside the palette, and no CSS colour starts with 'bg-', so the prefix tells them apart
 * without shipping the content module's rules to the public page.
 */
export function promotionBackground(bgColor: string | null): { className?: string; style?: CSSProperties } {
  const value = bgColor?.trim().split(/\s+/).join(' ');
  if (!value) return { className: DEFAULT_PROMOTION_BACKGROUND };
  if (value.startsWith('bg-')) return { className: value };
  return { style: { background: value } };
}
