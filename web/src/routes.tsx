import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './app-layout';
import {
  AdminAuthLayout,
  AdminBlogsPage,
  AdminDashboardPage,
  AdminLayout,
  AdminLoginPage,
  AdminProfilePage,
  AdminProjectsPage,
  AdminPromotionsPage,
  AdminSettingsPage,
  AdminShopPage,
  AdminSkillsPage,
  AdminSocialLinksDebugPage,
  AdminSocialLinksPage,
  AdminSubscribersPage,
  AdminTransactionsPage,
  AdminUsersPage,
  BlogCategoryPage,
  BlogPostPage,
  BlogTagPage,
  CheckoutPage,
  OrderHelpPage,
  PaymentCallbackPage,
  PaymentSuccessPage,
  ProductPage,
  ReceiptPreviewPage,
  SearchPage,
  UnsubscribePage,
  VerifySubscriptionPage,
} from './lazy-pages';
import { RouteErrorPage } from './route-error-page';
import { HomePage } from './site/home/home-page';
import { SiteLayout } from './site/layout/site-layout';
import {
  homeData,
  layoutData,
  type Prefetch,
  postData,
  postListData,
  productData,
  searchData,
} from './site/route-data';

export type AppRoute = {
  /** React Router path pattern, e.g. '/blog/:slug'. */
  path: string;
  /**
   * The screen. Leave it out until the page is built: the route then shows the home page in the
   * site frame, as the spec's `/*` rule does. Pass a `lazy(() => import(...))` component to split code.
   */
  page?: ComponentType;
  /**
   * The page's name in the document title ('Search' gives 'Search – Wanjiru Kamau'). It applies once
   * the page is built; until then the route shows the home page under the home page's title.
   */
  title?: string;
  /** Sends the visitor to another path instead of rendering a page. */
  redirectTo?: string;
  /** Rendered in the group's `bareLayout` instead of its layout (the admin sign-in: no shell, no guard). */
  bare?: boolean;
  /** The reads the page's first render needs: the server fills them before rendering it. */
  prefetch?: Prefetch;
  /**
   * A lazy page's source (from web/, as the build manifest names it): the server preloads its chunk
   * so the browser does not discover it only after the entry has run.
   */
  source?: string;
};

export type RouteGroup = {
  name: 'site' | 'admin';
  /** Frame around the group's built pages; it renders an <Outlet />. */
  layout: ComponentType;
  /** Frame around the group's `bare` pages; it renders an <Outlet />. */
  bareLayout?: ComponentType;
  routes: readonly AppRoute[];
  /** Reads the layout itself makes on every page of the group. */
  prefetch?: Prefetch;
  /** 'server': its pages arrive rendered (the public site); absent: rendered in the browser (the back office). */
  rendered?: 'server';
};

/**
 * Public site (spec: public-site.md section 2). A route's data declaration and chunk source are only
 * in the server bundle (`import.meta.env.SSR && {...}` folds to nothing in the browser's build, which
 * then drops route-data.ts): the browser's hooks fetch for themselves.
 */
export const SITE_ROUTES: readonly AppRoute[] = [
  { path: '/', page: HomePage, ...(import.meta.env.SSR && { prefetch: homeData }) },
  {
    path: '/blog/:slug',
    page: BlogPostPage,
    title: 'Blog',
    ...(import.meta.env.SSR && { prefetch: postData, source: 'src/site/blog/blog-post-page.tsx' }),
  },
  {
    path: '/blog/category/:category',
    page: BlogCategoryPage,
    title: 'Blog category',
    ...(import.meta.env.SSR && {
      prefetch: postListData('category'),
      source: 'src/site/blog/blog-list-page.tsx',
    }),
  },
  {
    path: '/blog/tag/:tag',
    page: BlogTagPage,
    title: 'Blog tag',
    ...(import.meta.env.SSR && { prefetch: postListData('tag'), source: 'src/site/blog/blog-list-page.tsx' }),
  },
  {
    path: '/product/:id',
    page: ProductPage,
    title: 'Product',
    ...(import.meta.env.SSR && { prefetch: productData, source: 'src/site/shop/product-page.tsx' }),
  },
  {
    path: '/checkout',
    page: CheckoutPage,
    title: 'Checkout',
    ...(import.meta.env.SSR && { source: 'src/site/checkout/checkout-page.tsx' }),
  },
  {
    path: '/payment/callback',
    page: PaymentCallbackPage,
    title: 'Payment',
    ...(import.meta.env.SSR && { source: 'src/site/payment/payment-callback-page.tsx' }),
  },
  {
    path: '/payment-success',
    page: PaymentSuccessPage,
    title: 'Payment successful',
    ...(import.meta.env.SSR && { source: 'src/site/payment/payment-success-page.tsx' }),
  },
  {
    path: '/receipt-preview',
    page: ReceiptPreviewPage,
    title: 'Receipt',
    ...(import.meta.env.SSR && { source: 'src/site/payment/receipt-preview-page.tsx' }),
  },
  {
    path: '/search',
    page: SearchPage,
    title: 'Search',
    ...(import.meta.env.SSR && { prefetch: searchData, source: 'src/site/search/search-page.tsx' }),
  },
  {
    path: '/verify-subscription/:verificationToken',
    page: VerifySubscriptionPage,
    title: 'Newsletter subscription',
    ...(import.meta.env.SSR && { source: 'src/site/newsletter/verify-subscription-page.tsx' }),
  },
  // Beyond the spec (issue 10): the unsubscribe link's confirm page; only its button unsubscribes.
  {
    path: '/unsubscribe/:token',
    page: UnsubscribePage,
    title: 'Unsubscribe',
    ...(import.meta.env.SSR && { source: 'src/site/newsletter/unsubscribe-page.tsx' }),
  },
  // Beyond the spec (issue 11): a buyer's receipt and download links sent again.
  {
    path: '/order-help',
    page: OrderHelpPage,
    title: 'Order help',
    ...(import.meta.env.SSR && { source: 'src/site/order-help/order-help-page.tsx' }),
  },
];

/** Back office (spec: admin-back-office.md section 2). The bare root goes to the login. */
export const ADMIN_ROUTES: readonly AppRoute[] = [
  { path: '/admin', redirectTo: '/admin/login' },
  { path: '/admin/login', page: AdminLoginPage, bare: true, title: 'Sign in · Admin Portal' },
  { path: '/admin/dashboard', page: AdminDashboardPage, title: 'Dashboard · Admin Portal' },
  { path: '/admin/profile', page: AdminProfilePage, title: 'Your Profile · Admin Portal' },
  { path: '/admin/users', page: AdminUsersPage, title: 'Users · Admin Portal' },
  { path: '/admin/skills', page: AdminSkillsPage, title: 'Skills · Admin Portal' },
  { path: '/admin/projects', page: AdminProjectsPage, title: 'Projects · Admin Portal' },
  { path: '/admin/blogs', page: AdminBlogsPage, title: 'Blogs · Admin Portal' },
  { path: '/admin/shop', page: AdminShopPage, title: 'Shop · Admin Portal' },
  { path: '/admin/social-links', page: AdminSocialLinksPage, title: 'Social Links · Admin Portal' },
  {
    path: '/admin/social-links-debug',
    page: AdminSocialLinksDebugPage,
    title: 'Social Links Debug · Admin Portal',
  },
  { path: '/admin/socials', page: AdminSocialLinksPage, title: 'Social Links · Admin Portal' },
  { path: '/admin/promotions', page: AdminPromotionsPage, title: 'Promotions · Admin Portal' },
  {
    path: '/admin/pesapal-transactions',
    page: AdminTransactionsPage,
    title: 'Transactions · Admin Portal',
  },
  { path: '/admin/subscribers', page: AdminSubscribersPage, title: 'Subscribers · Admin Portal' },
  // Beyond the spec: the site settings the user menu's 'Settings' item opens.
  { path: '/admin/settings', page: AdminSettingsPage, title: 'Settings · Admin Portal' },
];

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  {
    name: 'site',
    layout: SiteLayout,
    routes: SITE_ROUTES,
    ...(import.meta.env.SSR && { prefetch: layoutData, rendered: 'server' as const }),
  },
  {
    name: 'admin',
    layout: AdminLayout,
    bareLayout: AdminAuthLayout,
    routes: ADMIN_ROUTES,
  },
];

/**
 * Loads the lazy page a public path shows, so the hydrating render finds it loaded (lazy-pages.ts:
 * a page still loading while hydrating is thrown away and rendered again). The server preloads its
 * chunk from the head, so this mostly waits for what is already on its way.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const page = matchRoutes(
    SITE_ROUTES.map((route) => ({ path: route.path, page: route.page })),
    pathname,
  )?.at(-1)?.route.page;
  if (page && 'preload' in page && typeof page.preload === 'function') await page.preload();
}

/** Any path no route claims: the home page (spec: `/*` shows the home page). */
const NOT_FOUND_PATH = '*';

/**
 * What a route object carries: the document title of a built page, and for the server render the
 * page's reads, its lazy chunk's source and whether its group is rendered on the server.
 */
export type RouteHandle = {
  title?: string;
  prefetch?: Prefetch;
  source?: string;
  rendered?: RouteGroup['rendered'];
};

function toRouteObject(route: AppRoute, element: ReactNode): RouteObject {
  const handle: RouteHandle = {};
  if (route.page && route.title) handle.title = route.title;
  if (route.page && route.prefetch) handle.prefetch = route.prefetch;
  if (route.page && route.source) handle.source = route.source;
  return { path: route.path, element, handle };
}

/** The home page where a route is unbuilt or unknown (spec: `/*` shows the home page). */
const homeRoute = (path: string): RouteObject => ({
  path,
  element: <HomePage />,
  handle: { ...(import.meta.env.SSR && { prefetch: homeData }) } satisfies RouteHandle,
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
    const handle: RouteHandle = { prefetch: group.prefetch, rendered: group.rendered };
    const built = (bare: boolean) =>
      group.routes.flatMap((route) => {
        const Page = route.page;
        return Page && !route.redirectTo && Boolean(route.bare) === bare
          ? [toRouteObject(route, <Page />)]
          : [];
      });
    const pages = built(false);
    if (group.name === 'site') pages.push(...unbuilt, homeRoute(NOT_FOUND_PATH));
    const objects: RouteObject[] = [{ element: <Layout />, children: pages, handle }];
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
