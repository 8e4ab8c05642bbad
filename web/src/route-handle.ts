import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { Wake } from './islands/island';
import type { IslandName } from './islands/registry';
import type { RouteLoader } from './site/route-loaders';

/**
 * The route table's types, on their own: components read a route's handle (its title, whether it
 * is indexed) without importing the table, which imports every page (issue 30: the import circle
 * through routes.tsx).
 */
/** A page that is one island (islands/island-page.tsx): which, when it wakes, its props from the route's. */
export type PageIsland = {
  name: IslandName;
  wake: Wake;
  /** The island is the browser's alone (Island's `browserOnly`): this is the server's skeleton. */
  skeleton?: ComponentType;
  props?: (params: Readonly<Params>) => Record<string, unknown>;
};

/** A cookie a page is made from (AppRoute's `cookie`). */
export type PageCookie = { name: string; value: (raw: string | null) => string };

export type AppRoute = {
  /** React Router path pattern, e.g. '/blog/:slug'. */
  path: string;
  /**
   * The screen. Leave it out until the page is built: the route then shows the home page in the
   * site frame, as the spec's `/*` rule does. Pass a `lazy(() => import(...))` component to split code.
   */
  page?: ComponentType;
  /** The page is this island under its title (`page` is IslandPage). */
  island?: PageIsland;
  /**
   * The page's name in the document title ('Search' gives 'Search – Wanjiru Kamau'). It applies once
   * the page is built; until then the route shows the home page under the home page's title.
   */
  title?: string;
  /** Sends the visitor to another path instead of rendering a page. */
  redirectTo?: string;
  /** Rendered in the group's `bareLayout` instead of its layout (the admin sign-in: no shell, no guard). */
  bare?: boolean;
  /** Reads the page's first render needs and decides its status (site/route-loaders.ts). */
  loader?: RouteLoader;
  /** Its loader may find nothing (a 404): the page then renders its not-found message itself. */
  notFound?: boolean;
  /**
   * The query parameters the page reads while rendering (`q` on /search): the server renders and
   * keeps the page under its path and these only, so `?utm_source=…` neither forces a render nor
   * fills the page cache.
   */
  query?: readonly string[];
  /**
   * A cookie the page is made from (the checkout's cart): the server renders and keeps the page per
   * its value as `value` writes it (one spelling per meaning; '' for none), given to the loader as
   * the query parameter of the same name (the address's own is ignored).
   */
  cookie?: PageCookie;
  /**
   * A page for one visitor (a payment's tracking id, a subscriber's token): rendered for each
   * request, never kept, answered `private, no-store`.
   */
  personal?: boolean;
  /** Kept out of search engines (`<meta name="robots" content="noindex">`): checkout, payment, search… */
  noindex?: boolean;
};

export type RouteGroup = {
  name: 'site' | 'admin';
  /** Frame around the group's built pages; it renders an <Outlet />. */
  layout: ComponentType;
  /** Frame around the group's `bare` pages; it renders an <Outlet />. */
  bareLayout?: ComponentType;
  routes: readonly AppRoute[];
  /** Reads the layout itself makes on every page of the group. */
  loader?: RouteLoader;
  /** 'server': its pages arrive rendered (the public site); absent: rendered in the browser (the back office). */
  rendered?: 'server';
  /** What the group shows at an unbuilt route and at any path no route claims (the site's home page). */
  fallback?: ComponentType;
  /** The fallback's loader (the home page's reads). */
  fallbackLoader?: RouteLoader;
};

/**
 * What a route object carries: the document title of a built page, and for the server render its
 * island (a page that is one) and whether its group is rendered on the server.
 */
export type RouteHandle = {
  island?: PageIsland;
  title?: string;
  rendered?: RouteGroup['rendered'];
  query?: AppRoute['query'];
  cookie?: AppRoute['cookie'];
  personal?: AppRoute['personal'];
  noindex?: AppRoute['noindex'];
};
