import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPath, type Navigator, Router, type To } from 'react-router-dom';
import type { Theme } from '../components/theme/theme';
import { ThemeProvider } from '../components/theme/theme-provider';
import { SiteOriginProvider } from '../lib/site-origin';

const hrefOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/** Where the state a move to another page carries waits for that page (sessionStorage). */
export const MOVE_STATE_KEY = 'site-move-state';

type Address = { pathname: string; search: string; hash: string; state: unknown; key: string };

function addressOf(url: URL | Location, state: unknown): Address {
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: 'default' };
}

/**
 * The state the move to this page carried (`navigate(to, { state })`: a paid order's transaction
 * for the success page), read once per page: from sessionStorage, where the last page left it for
 * this address, then kept in history.state (as React Router keeps it) so a reload finds it too.
 */
let arrival: { state: unknown } | undefined;
function arrivalState(): unknown {
  if (arrival) return arrival.state;
  const kept = (window.history.state as { usr?: unknown } | null)?.usr;
  let state: unknown = kept ?? null;
  try {
    const raw = window.sessionStorage.getItem(MOVE_STATE_KEY);
    if (raw) {
      window.sessionStorage.removeItem(MOVE_STATE_KEY);
      const moved = JSON.parse(raw) as { to?: unknown; state?: unknown };
      if (moved.to === `${window.location.pathname}${window.location.search}`) {
        state = moved.state ?? null;
        window.history.replaceState({ ...(window.history.state as object | null), usr: state }, '');
      }
    }
  } catch {
    // No storage (private mode): the page shows what it shows without the state.
  }
  arrival = { state };
  return state;
}

/**
 * An island's address and how it moves. Moving to another public page is a document load (issue
 * 30: a page's HTML is cached and compressed by the server, and nothing of the last page's script
 * is kept): a link inside an island is a plain link, and a `navigate()` in one loads the page it
 * names, with its state. Moving within the page (another query or hash: the search box keeps
 * `?q=` in step) changes the address in place, and back and forward come back to the island.
 */
function useIslandAddress(serverLocation: string | undefined): {
  location: string | Address;
  navigator: Navigator;
} {
  const [location, setLocation] = useState<string | Address>(
    () => serverLocation ?? addressOf(window.location, arrivalState()),
  );
  const navigator = useMemo<Navigator>(() => {
    const move = (to: To, state: unknown, replace: boolean) => {
      const href = hrefOf(to);
      const next = new URL(href, window.location.href);
      if (next.origin === window.location.origin && next.pathname === window.location.pathname) {
        window.history[replace ? 'replaceState' : 'pushState']({ usr: state ?? null }, '', next);
        setLocation(addressOf(next, state ?? null));
        return;
      }
      if (state !== undefined && state !== null) {
        try {
          window.sessionStorage.setItem(
            MOVE_STATE_KEY,
            JSON.stringify({ to: `${next.pathname}${next.search}`, state }),
          );
        } catch {
          // Without storage the next page gets no state (it says what it says without one).
        }
      }
      if (replace) window.location.replace(href);
      else window.location.assign(href);
    };
    return {
      createHref: hrefOf,
      go: (delta) => window.history.go(delta),
      push: (to, state) => move(to, state, false),
      replace: (to, state) => move(to, state, true),
    };
  }, []);
  useEffect(() => {
    // Effects run in the browser alone.
    const back = (event: PopStateEvent) =>
      setLocation(addressOf(window.location, (event.state as { usr?: unknown } | null)?.usr ?? null));
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  return { location, navigator };
}

export type IslandFrameProps = {
  /**
   * The server's render: the page's path and query, as the island's links and hooks read it there
   * (a static router: nothing moves). The browser gives none and reads its own address.
   */
  serverLocation?: string;
  origin: string;
  theme?: Theme | undefined;
  queryClient: QueryClient;
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
  serverLocation,
  origin,
  theme,
  queryClient,
  onCommit = nothing,
  children,
}: IslandFrameProps) {
  const address = useIslandAddress(serverLocation);
  return (
    <ThemeProvider initialTheme={theme}>
      <SiteOriginProvider origin={origin}>
        <QueryClientProvider client={queryClient}>
          <Router
            location={address.location}
            navigator={address.navigator}
            static={serverLocation !== undefined}
          >
            <Committed onCommit={onCommit}>{children}</Committed>
          </Router>
        </QueryClientProvider>
      </SiteOriginProvider>
    </ThemeProvider>
  );
}
