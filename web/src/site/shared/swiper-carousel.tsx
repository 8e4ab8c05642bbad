import 'swiper/css';
import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

import { AUTOPLAY_DELAY_MS, type AutoCarouselProps } from './carousel-config';
import { CarouselGroup } from './carousel-group';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Loop mode needs more slides than fit on screen; short lists are repeated so the track flows
 * without gaps. Repeats are hidden from assistive technology and from the tab order.
 */
export function loopSlides<T>(items: readonly T[], maxPerView: number): { item: T; copy: number }[] {
  if (items.length === 0) return [];
  const minimum = Math.ceil(maxPerView) * 2;
  const copies = Math.max(1, Math.ceil(minimum / items.length));
  return Array.from({ length: copies }, (_, copy) => items.map((item) => ({ item, copy }))).flat();
}

/**
 * A continuously moving Swiper track (autoplay, loop, pause on hover) per the spec. Loaded on
 * demand by AutoCarousel, so Swiper stays out of the home page's first load. Keyboard users
 * get it paused while focus is inside, and everyone gets a pause button (WCAG 2.2.2); a visitor
 * who asked for reduced motion starts paused.
 */
export function SwiperCarousel<T>({
  items,
  getKey,
  renderItem,
  speed,
  slidesPerView,
  label,
  spaceBetween = 20,
  className,
}: AutoCarouselProps<T>) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const maxPerView = Math.max(...Object.values(slidesPerView));
  const slides = loopSlides(items, maxPerView);

  function setRunning(running: boolean) {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (running && !autoplay.running) autoplay.start();
    if (!running && autoplay.running) autoplay.stop();
  }

  function togglePaused() {
    setPaused((value) => {
      setRunning(value);
      return !value;
    });
  }

  return (
    <CarouselGroup
      label={label}
      className={className}
      onFocus={() => setRunning(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && !paused) setRunning(true);
      }}
    >
      <Swiper
        modules={[Autoplay, A11y]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        loop
        speed={speed}
        autoplay={
          paused ? false : { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
        }
        slidesPerView={slidesPerView.base}
        spaceBetween={spaceBetween}
        breakpoints={{
          640: { slidesPerView: slidesPerView[640] },
          768: { slidesPerView: slidesPerView[768] },
          1024: { slidesPerView: slidesPerView[1024] },
          1280: { slidesPerView: slidesPerView[1280] },
        }}
        // Swiper brings a slide that takes keyboard focus into view; knowing which slides are
        // visible (watchSlidesProgress) lets it leave the track still for one already on screen.
        watchSlidesProgress
        a11y={{ enabled: true, scrollOnFocus: true }}
        // The track glides at an even pace instead of easing in and out of every slide.
        className="!overflow-visible [&_.swiper-wrapper]:ease-linear"
      >
        {slides.map(({ item, copy }) => (
          <SwiperSlide
            key={`${getKey(item)}~${copy}`}
            className="!h-auto"
            aria-hidden={copy > 0 || undefined}
            inert={copy > 0}
          >
            {renderItem(item)}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={togglePaused}
          aria-label={
            paused ? `Play ${label.toLowerCase()} carousel` : `Pause ${label.toLowerCase()} carousel`
          }
          className="inline-flex size-9 items-center justify-center rounded-full border border-zinc-200 bg-white/80 text-zinc-600 shadow-sm transition-colors hover:bg-white hover:text-zinc-950 dark:border-white/10 dark:bg-white/5 dark:text-zinc-300 dark:hover:bg-white/10 dark:hover:text-white"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
    </CarouselGroup>
  );
}
