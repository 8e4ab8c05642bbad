import type { CSSProperties } from 'react';
import { PROMOTION_BG_CLASSES } from '../../../../modules/content/content.schemas.ts';

/**
 * Spec section 2: badge text containing FREE, AFFILIATE, OFF or % picks the colour (checked in
 * that order, any case); anything else gets the neutral chip.
 */
export function promotionBadgeClass(badge: string): string {
  const text = badge.toUpperCase();
  if (text.includes('FREE')) return 'bg-emerald-500 text-white';
  if (text.includes('AFFILIATE')) return 'bg-purple-500 text-white';
  if (text.includes('OFF') || text.includes('%')) return 'bg-red-500 text-white';
  return 'bg-white text-zinc-900';
}

const PALETTE: readonly string[] = PROMOTION_BG_CLASSES;
const DEFAULT_BACKGROUND = PROMOTION_BG_CLASSES[0];

/**
 * A palette entry is applied as classes (styles.css makes Tailwind generate them); any other
 * value the server accepted is a CSS colour or gradient and goes inline.
 */
export function promotionBackground(bgColor: string | null): { className?: string; style?: CSSProperties } {
  const value = bgColor?.trim().split(/\s+/).join(' ');
  if (!value) return { className: DEFAULT_BACKGROUND };
  if (PALETTE.includes(value)) return { className: value };
  return { style: { background: value } };
}
