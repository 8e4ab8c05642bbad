import { type ComponentType, type CSSProperties, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AutoCarouselProps } from './carousel-config';

export {
  AUTOPLAY_DELAY_MS,
  type AutoCarouselProps,
  CAROUSEL_SPEEDS,
  type SlidesPerView,
} from './carousel-config';

import { CarouselGroup } from './carousel-group';

// Swiper is the largest library of the public pages; it loads when a carousel nears the screen,
// so the home page's first load carries none of it.
const SwiperCarousel = lazy(() =>
  import('./swiper-carousel').then((module) => ({
    default: module.SwiperCarousel as ComponentType<AutoCarouselProps<unknown>>,
  })),
);

/** How far below the fold a carousel starts loading its moving track. */
const NEAR_SCREEN_MARGIN = '400px';

/**
 * True once the element comes within NEAR_SCREEN_MARGIN of the viewport (right after mounting
 * without an observer). Decided in an effect: the server and the hydrating render both show
 * the still slides, whatever the browser supports.
 */
function useNearScreen<E extends Element>() {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The slides laid out still, as many per view as the moving track shows at each breakpoint: what
 * a visitor sees until Swiper has loaded, so nothing jumps when it takes over.
 */
function StillTrack<T>({
  items,
  getKey,
  renderItem,
  slidesPerView,
  label,
  spaceBetween = 20,
  className,
}: AutoCarouselProps<T>) {
  const style = {
    '--gap': `${spaceBetween}px`,
    '--n': slidesPerView.base,
    '--n-640': slidesPerView[640],
    '--n-768': slidesPerView[768],
    '--n-1024': slidesPerView[1024],
    '--n-1280': slidesPerView[1280],
  } as CSSProperties;
  return (
    <CarouselGroup label={label} className={className}>
      <div
        style={style}
        className="flex gap-(--gap) overflow-hidden sm:[--n:var(--n-640)] md:[--n:var(--n-768)] lg:[--n:var(--n-1024)] xl:[--n:var(--n-1280)]"
      >
        {items.map((item) => (
          <div key={getKey(item)} className="shrink-0 basis-[calc((100%-(var(--n)-1)*var(--gap))/var(--n))]">
            {renderItem(item)}
          </div>
        ))}
      </div>
      {/* Keeps the place of the pause button the moving track brings. */}
      <div aria-hidden="true" className="mt-6 h-9" />
    </CarouselGroup>
  );
}

/**
 * A continuously moving track (autoplay, loop, pause on hover) per the spec, with a pause button;
 * still until it nears the screen, then Swiper takes over.
 */
export function AutoCarousel<T>(props: AutoCarouselProps<T>) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const still = <StillTrack {...props} />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={still}>
          <SwiperCarousel {...(props as AutoCarouselProps<unknown>)} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}
