import type { ReactNode } from 'react';

/** Slides per view below 640 px and from each of the spec's breakpoints up (spec section 9). */
export type SlidesPerView = { base: number; 640: number; 768: number; 1024: number; 1280: number };

/** Spec section 9: autoplay delay 1 ms, so the track never rests; `speed` sets the pace. */
export const AUTOPLAY_DELAY_MS = 1;

export const CAROUSEL_SPEEDS = {
  skills: 8000,
  projects: 10000,
  shop: 7000,
  blog: 9000,
  promotions: 12000,
} as const;

export type AutoCarouselProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Milliseconds one slide takes to move by. */
  speed: number;
  slidesPerView: SlidesPerView;
  /** Names the carousel for assistive technology, e.g. 'Skills'. */
  label: string;
  spaceBetween?: number;
  className?: string;
};
