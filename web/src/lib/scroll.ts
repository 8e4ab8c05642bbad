import { SCROLL_DELAY_MS } from './site';

/**
 * How long a section is kept in place while the content above it is still arriving: the home
 * page's sections load their lists after the first scroll and grow, which would push the target
 * down (or up) by hundreds of pixels.
 */
export const SETTLE_MS = 4000;

/** What the visitor does that means they took over the scrolling themselves. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Keeps `target` at the top (below the sticky header, through its scroll margin) while the page
 * around it changes size, until the visitor scrolls, `SETTLE_MS` passes, or the returned function
 * is called.
 */
function holdInPlace(target: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  let stopped = false;
  let first = true;
  const observer = new ResizeObserver(() => {
    // The first call only reports the size the page has now; the smooth scroll is under way.
    if (first) {
      first = false;
      return;
    }
    if (!stopped) target.scrollIntoView({ behavior: 'auto', block: 'start' });
  });
  observer.observe(document.body);
  const timer = window.setTimeout(() => stop(), SETTLE_MS);
  function stop() {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop, true);
  }
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Scrolls to the element with this id after the spec's 100 ms (smoothly, unless the visitor asked
 * for less motion), keeps it in place while the sections above it fill in, then moves focus there
 * for keyboard and screen-reader users. Returns a cancel function.
 */
export function scrollToSection(id: string, delayMs: number = SCROLL_DELAY_MS): () => void {
  let release: () => void = () => undefined;
  const timer = window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    release = holdInPlace(target);
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    release();
  };
}

/** A click that means "go there" here: the main button, no key held (those open a tab or window). */
export function isPlainLeftClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
