import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from './components/spinner';
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

/** Root of every route, site and admin: reports page views once per path change, hosts lazy pages. */
export function AppLayout() {
  usePageViewTracking();
  useScrollToTopOnNavigate();
  return (
    <Suspense
      fallback={
        <div className="grid min-h-dvh place-items-center text-indigo-600 dark:text-indigo-400">
          <Spinner size="lg" />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
