import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ADMIN_ROUTES } from './admin/admin-routes';
import { AppLayout } from './app-layout';
import { AdminAuthLayout, AdminLayout, type LazyPage } from './lazy-pages';
import { RouteErrorPage } from './route-error-page';
import type { AppRoute, RouteGroup, RouteHandle } from './route-handle';
import { HomePage } from './site/home/home-page';
import { SiteLayout } from './site/layout/site-layout';
import { homeLoader, layoutLoader } from './site/route-loaders';
import { SITE_ROUTES } from './site/site-routes';

export type { AppRoute, RouteGroup, RouteHandle } from './route-handle';
export { ADMIN_ROUTES, SITE_ROUTES };

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  {
    name: 'site',
    layout: SiteLayout,
    routes: SITE_ROUTES,
    ...(import.meta.env.SSR && { loader: layoutLoader, rendered: 'server' as const }),
  },
  {
    name: 'admin',
    layout: AdminLayout,
    bareLayout: AdminAuthLayout,
    routes: ADMIN_ROUTES,
  },
];

/** Any path no route claims: the home page (spec: `/*` shows the home page). */
const NOT_FOUND_PATH = '*';

function toRouteObject(route: AppRoute, element: ReactNode): RouteObject {
  const handle: RouteHandle = {};
  if (route.page && route.title) handle.title = route.title;
  if (route.page && route.source) handle.source = route.source;
  if (route.page && route.query) handle.query = route.query;
  if (route.page && route.personal) handle.personal = true;
  if (route.page && route.noindex) handle.noindex = true;
  const preload = (route.page as Partial<LazyPage> | undefined)?.preload;
  if (preload) handle.preload = preload;
  return {
    path: route.path,
    element,
    handle,
    ...(route.page && route.loader && { loader: route.loader }),
    // Its loader's 404: the page itself shows the not-found message (useRouteNotFound), in its chunk.
    ...(route.notFound && { errorElement: element }),
  };
}

/** The home page where a route is unbuilt or unknown (spec: `/*` shows the home page). */
const homeRoute = (path: string): RouteObject => ({
  path,
  element: <HomePage />,
  handle: {} satisfies RouteHandle,
  ...(import.meta.env.SSR && { loader: homeLoader }),
});

/**
 * Turns the table into React Router objects: redirects, each group's built pages inside its layout,
 * and every unbuilt route plus `*` showing the home page inside the site layout.
 */
export function buildRouteObjects(groups: readonly RouteGroup[] = ROUTE_GROUPS): RouteObject[] {
  const all = groups.flatMap((group) => group.routes);
  const redirects = all
    .filter((route) => route.redirectTo)
    .map((route) => toRouteObject(route, <Navigate to={route.redirectTo ?? '/'} replace />));
  const unbuilt = all
    .filter((route) => !route.page && !route.redirectTo)
    .map((route) => homeRoute(route.path));

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
    if (group.name === 'site') pages.push(...unbuilt, homeRoute(NOT_FOUND_PATH));
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

  return [{ element: <AppLayout />, errorElement: <RouteErrorPage />, children: [...redirects, ...framed] }];
}
