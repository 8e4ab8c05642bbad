import { SCROLL_DELAY_MS } from './site';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Smoothly scrolls to the element with this id after the spec's 100 ms (so a freshly rendered page
 * has laid out), then moves focus there for keyboard and screen-reader users. Returns a cancel function.
 */
export function scrollToSection(id: string, delayMs: number = SCROLL_DELAY_MS): () => void {
  const timer = window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, delayMs);
  return () => window.clearTimeout(timer);
}
