import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { RouteErrorPage } from './route-error-page';
import { HomePage } from './site/home/home-page';
import { SiteLayout } from './site/layout/site-layout';

export type AppRoute = {
  /** React Router path pattern, e.g. '/blog/:slug'. */
  path: string;
  /**
   * The screen. Leave it out until the page is built: the route then shows the home page in the
   * site frame, as the spec's `/*` rule does. Pass a `lazy(() => import(...))` component to split code.
   */
  page?: ComponentType;
  /** Sends the visitor to another path instead of rendering a page. */
  redirectTo?: string;
};

export type RouteGroup = {
  name: 'site' | 'admin';
  /** Frame around the group's built pages; it renders an <Outlet />. */
  layout: ComponentType;
  routes: readonly AppRoute[];
};

/** Public site (spec: public-site.md section 2). */
export const SITE_ROUTES: readonly AppRoute[] = [
  { path: '/', page: HomePage },
  { path: '/blog/:slug' },
  { path: '/blog/category/:category' },
  { path: '/blog/tag/:tag' },
  { path: '/product/:id' },
  { path: '/checkout' },
  { path: '/payment/callback' },
  { path: '/payment-success' },
  { path: '/receipt-preview' },
  { path: '/search' },
  { path: '/verify-subscription/:verificationToken' },
];

/** Back office (spec: admin-back-office.md section 2). The bare root goes to the login. */
export const ADMIN_ROUTES: readonly AppRoute[] = [
  { path: '/admin', redirectTo: '/admin/login' },
  { path: '/admin/login' },
  { path: '/admin/dashboard' },
  { path: '/admin/profile' },
  { path: '/admin/users' },
  { path: '/admin/skills' },
  { path: '/admin/projects' },
  { path: '/admin/blogs' },
  { path: '/admin/shop' },
  { path: '/admin/social-links' },
  { path: '/admin/social-links-debug' },
  { path: '/admin/socials' },
  { path: '/admin/promotions' },
  { path: '/admin/pesapal-transactions' },
  { path: '/admin/subscribers' },
];

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  { name: 'site', layout: SiteLayout, routes: SITE_ROUTES },
  // The admin issue swaps in its lazy-loaded layout with the token guard.
  { name: 'admin', layout: Outlet, routes: ADMIN_ROUTES },
];

/** Any path no route claims: the home page (spec: `/*` shows the home page). */
const NOT_FOUND_PATH = '*';

function toRouteObject(route: AppRoute, element: ReactNode): RouteObject {
  return { path: route.path, element };
}

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
    .map((route) => toRouteObject(route, <HomePage />));

  const framed = groups.map((group): RouteObject => {
    const Layout = group.layout;
    const pages = group.routes.flatMap((route) => {
      const Page = route.page;
      return Page && !route.redirectTo ? [toRouteObject(route, <Page />)] : [];
    });
    if (group.name === 'site') pages.push(...unbuilt, { path: NOT_FOUND_PATH, element: <HomePage /> });
    return { element: <Layout />, children: pages };
  });

  return [{ element: <AppLayout />, errorElement: <RouteErrorPage />, children: [...redirects, ...framed] }];
}
