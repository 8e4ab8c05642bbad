import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { LazyOutlet } from './components/lazy-outlet';
import { usePageViewTracking } from './hooks/use-page-view-tracking';

/**
 * A new page starts at the top, unless the address points at a section (the page scrolls there).
 * The first render is left alone so the browser can restore the position on reload.
 */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pathname resets the scroll
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!hash) window.scrollTo({ top: 0 });
  }, [pathname]);
}

/**
 * Root of every route, site and admin: reports page views once per path change, hosts lazy pages.
 * Each page renders its own <title> (site/head/ and components/page-title.tsx): React keeps the
 * one in the head, on the server and after client navigation.
 */
export function AppLayout() {
  usePageViewTracking();
  useScrollToTopOnNavigate();
  return <LazyOutlet className="min-h-dvh" />;
}
