import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { type Navigator, Router, type To } from 'react-router-dom';
import type { Theme } from '../components/theme/theme';
import { ThemeProvider } from '../components/theme/theme-provider';
import { SiteOriginProvider } from '../lib/site-origin';

const hrefOf = (to: To): string =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * An island's address and how it moves. Moving to another public page is a document load (issue
 * 30: a page's HTML is cached and compressed by the server, and nothing of the last page's script
 * is kept): a link inside an island is a plain link, and a `navigate()` in one loads the page it
 * names. Moving within the page (another query or hash: the search box keeps `?q=` in step) changes
 * the address in place, and back and forward come back to the island.
 */
function useIslandAddress(initial: string, server: boolean): { location: string; navigator: Navigator } {
  const [location, setLocation] = useState(initial);
  const navigator = useMemo<Navigator>(() => {
    const move = (to: To, replace: boolean) => {
      const href = hrefOf(to);
      const next = new URL(href, window.location.href);
      if (next.origin === window.location.origin && next.pathname === window.location.pathname) {
        window.history[replace ? 'replaceState' : 'pushState'](null, '', next);
        setLocation(here());
      } else if (replace) window.location.replace(href);
      else window.location.assign(href);
    };
    return {
      createHref: hrefOf,
      go: (delta) => window.history.go(delta),
      push: (to) => move(to, false),
      replace: (to) => move(to, true),
    };
  }, []);
  useEffect(() => {
    if (server) return;
    const back = () => setLocation(here());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, [server]);
  return { location, navigator };
}

export type IslandFrameProps = {
  /** The page's path, query and hash, as the island's links and hooks read it. */
  location: string;
  origin: string;
  theme?: Theme | undefined;
  queryClient: QueryClient;
  /** The server renders with this true: nothing navigates there. */
  server?: boolean;
  /** Called once the browser has committed the island (hydrated). */
  onCommit?: () => void;
  children: ReactNode;
};

const nothing = () => undefined;

/** Calls `onCommit` once React has put its children on the page (layout effects run then). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the commit
  useLayoutEffect(() => onCommit(), []);
  return children;
}

/**
 * What every island renders inside, on the server and in the browser alike (so both render the
 * same tree, and `useId` the same ids): the theme, the site's origin, the page's one query cache,
 * and a router that knows the page's address and loads a new document to move.
 */
export function IslandFrame({
  location,
  origin,
  theme,
  queryClient,
  server = false,
  onCommit = nothing,
  children,
}: IslandFrameProps) {
  const address = useIslandAddress(location, server);
  return (
    <ThemeProvider initialTheme={theme}>
      <SiteOriginProvider origin={origin}>
        <QueryClientProvider client={queryClient}>
          <Router location={address.location} navigator={address.navigator} static={server}>
            <Committed onCommit={onCommit}>{children}</Committed>
          </Router>
        </QueryClientProvider>
      </SiteOriginProvider>
    </ThemeProvider>
  );
}
