import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { RouteErrorPage } from './route-error-page';
import type { AppRoute, RouteGroup, RouteHandle } from './route-handle';

export type { AppRoute, RouteGroup, RouteHandle } from './route-handle';

/**
 * The route table is in two groups: the public site's (site/site-routes.tsx), rendered by the
 * server only, and the back office's (admin/admin-routes.ts), a single-page app in the browser.
 * Each side imports the groups it serves, so the browser's app carries none of the site's pages.
 */

/** Any path no route claims: the home page (spec: `/*` shows the home page). */
const NOT_FOUND_PATH = '*';

function toRouteObject(route: AppRoute, element: ReactNode): RouteObject {
  const handle: RouteHandle = {};
  if (route.page && route.title) handle.title = route.title;
  if (route.page && route.island) handle.island = route.island;
  if (route.page && route.query) handle.query = route.query;
  if (route.page && route.cookie) handle.cookie = route.cookie;
  if (route.page && route.personal) handle.personal = true;
  if (route.page && route.noindex) handle.noindex = true;
  return {
    path: route.path,
    element,
    handle,
    ...(route.page && route.loader && { loader: route.loader }),
    // Its loader's 404: the page itself shows the not-found message (useRouteNotFound), in its chunk.
    ...(route.notFound && { errorElement: element }),
  };
}

/** The group's fallback where a route is unbuilt or unknown (spec: `/*` shows the home page). */
function fallbackRoute(group: RouteGroup, path: string): RouteObject[] {
  const Fallback = group.fallback;
  if (!Fallback) return [];
  return [
    {
      path,
      element: <Fallback />,
      handle: {} satisfies RouteHandle,
      ...(group.fallbackLoader && { loader: group.fallbackLoader }),
    },
  ];
}

/**
 * Turns the table into React Router objects: redirects, each group's built pages inside its layout,
 * and every unbuilt route plus `*` showing the home page inside the site layout.
 */
export function buildRouteObjects(groups: readonly RouteGroup[], extra: RouteObject[] = []): RouteObject[] {
  const all = groups.flatMap((group) => group.routes);
  const redirects = all
    .filter((route) => route.redirectTo)
    .map((route) => toRouteObject(route, <Navigate to={route.redirectTo ?? '/'} replace />));

  const framed = groups.flatMap((group): RouteObject[] => {
    const Layout = group.layout;
    const handle: RouteHandle = { rendered: group.rendered };
    const built = (bare: boolean) =>
      group.routes.flatMap((route) => {
        const Page = route.page;
        return Page && !route.redirectTo && Boolean(route.bare) === bare
          ? [toRouteObject(route, <Page />)]
          : [];
      });
    const pages = built(false);
    // Every group's unbuilt routes go to the fallback of the group that has one (the site's home).
    const fallback = groups.find((candidate) => candidate.fallback);
    if (fallback === group) {
      const unbuilt = all.filter((route) => !route.page && !route.redirectTo);
      pages.push(
        ...[...unbuilt.map((route) => route.path), NOT_FOUND_PATH].flatMap((path) =>
          fallbackRoute(group, path),
        ),
      );
    }
    const objects: RouteObject[] = [
      { element: <Layout />, children: pages, handle, ...(group.loader && { loader: group.loader }) },
    ];
    const barePages = built(true);
    if (barePages.length > 0) {
      const BareLayout = group.bareLayout;
      if (BareLayout) objects.push({ element: <BareLayout />, children: barePages, handle });
      else objects.push(...barePages);
    }
    return objects;
  });

  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: [...redirects, ...framed, ...extra],
    },
  ];
}
