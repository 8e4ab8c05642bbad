import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect } from 'react';
import { type Navigator, Router } from 'react-router-dom';
import type { Theme } from '../components/theme/theme';
import { ThemeProvider } from '../components/theme/theme-provider';
import { SiteOriginProvider } from '../lib/site-origin';

/**
 * Moving between public pages is a document load (issue 30: a page's HTML is cached and
 * compressed by the server, and nothing of the last page's script is kept); a link inside an
 * island is a plain link, and a `navigate()` in one loads the page it names.
 */
const documentNavigator: Navigator = {
  createHref: (to) =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(documentNavigator.createHref(to)),
  replace: (to) => window.location.replace(documentNavigator.createHref(to)),
};

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
  return (
    <ThemeProvider initialTheme={theme}>
      <SiteOriginProvider origin={origin}>
        <QueryClientProvider client={queryClient}>
          <Router location={location} navigator={documentNavigator} static={server}>
            <Committed onCommit={onCommit}>{children}</Committed>
          </Router>
        </QueryClientProvider>
      </SiteOriginProvider>
    </ThemeProvider>
  );
}
