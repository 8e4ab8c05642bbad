import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { LazyOutlet } from './components/lazy-outlet';
import { usePageViewTracking } from './hooks/use-page-view-tracking';
import { pageTitle } from './lib/site';
import type { RouteHandle } from './routes';

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

/** One <title> per route: the deepest matched route's title, else the home page's. */
function useRouteTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((value) => value !== undefined)
    .at(-1);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** Root of every route, site and admin: reports page views once per path change, hosts lazy pages. */
export function AppLayout() {
  usePageViewTracking();
  useScrollToTopOnNavigate();
  useRouteTitle();
  return <LazyOutlet className="min-h-dvh" />;
}
