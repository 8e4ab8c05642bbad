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

/** A home section that shows a carousel. */
export type CarouselSection = keyof typeof CAROUSEL_SPEEDS;

/** How many slides each home carousel shows below 640 px and from each breakpoint up. */
export const SLIDES_PER_VIEW: Record<CarouselSection, SlidesPerView> = {
  skills: { base: 1.3, 640: 2.3, 768: 3, 1024: 4, 1280: 5 },
  projects: { base: 1.05, 640: 1.5, 768: 2, 1024: 2.5, 1280: 3 },
  shop: { base: 1.05, 640: 1.5, 768: 2, 1024: 3, 1280: 3.5 },
  blog: { base: 1.05, 640: 1.5, 768: 2, 1024: 2.5, 1280: 3 },
  promotions: { base: 1, 640: 1.2, 768: 1.5, 1024: 2, 1280: 2 },
};

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
