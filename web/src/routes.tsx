import { type ComponentType, lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
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
  /**
   * The page's name in the document title ('Search' gives 'Search – Wanjiru Kamau'). It applies once
   * the page is built; until then the route shows the home page under the home page's title.
   */
  title?: string;
  /** Sends the visitor to another path instead of rendering a page. */
  redirectTo?: string;
  /** Rendered in the group's `bareLayout` instead of its layout (the admin sign-in: no shell, no guard). */
  bare?: boolean;
};

export type RouteGroup = {
  name: 'site' | 'admin';
  /** Frame around the group's built pages; it renders an <Outlet />. */
  layout: ComponentType;
  /** Frame around the group's `bare` pages; it renders an <Outlet />. */
  bareLayout?: ComponentType;
  routes: readonly AppRoute[];
};

/** A page module's named export, loaded on first render (`lazy` wants a default export). */
function lazyNamed<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// The back office is its own chunk: visitors of the public site never download it.
const AdminLayout = lazyNamed(() => import('./admin/layout/admin-layout'), 'AdminLayout');
const AdminAuthLayout = lazyNamed(() => import('./admin/layout/admin-layout'), 'AdminAuthLayout');
const AdminLoginPage = lazyNamed(() => import('./admin/login/admin-login-page'), 'AdminLoginPage');
const AdminDashboardPage = lazyNamed(() => import('./admin/dashboard/dashboard-page'), 'DashboardPage');
const AdminProfilePage = lazyNamed(() => import('./admin/profile/profile-page'), 'ProfilePage');
const AdminUsersPage = lazyNamed(() => import('./admin/users/users-page'), 'UsersPage');
const AdminSkillsPage = lazyNamed(() => import('./admin/skills/skills-page'), 'SkillsPage');
const AdminProjectsPage = lazyNamed(() => import('./admin/projects/projects-page'), 'ProjectsPage');
const AdminPromotionsPage = lazyNamed(() => import('./admin/promotions/promotions-page'), 'PromotionsPage');
const AdminSocialLinksPage = lazyNamed(
  () => import('./admin/social-links/social-links-page'),
  'SocialLinksPage',
);
const AdminSocialLinksDebugPage = lazyNamed(
  () => import('./admin/social-links/social-links-debug-page'),
  'SocialLinksDebugPage',
);
const AdminSettingsPage = lazyNamed(() => import('./admin/settings/settings-page'), 'SettingsPage');

const AdminBlogsPage = lazyNamed(() => import('./admin/blogs/blogs-page'), 'BlogsPage');

const AdminSubscribersPage = lazyNamed(
  () => import('./admin/subscribers/subscribers-page'),
  'SubscribersPage',
);
const AdminShopPage = lazyNamed(() => import('./admin/shop/shop-page'), 'ShopPage');

const AdminTransactionsPage = lazyNamed(
  () => import('./admin/transactions/transactions-page'),
  'TransactionsPage',
);

// Blog pages are their own chunk: the home page does not carry the post page's code.
const BlogPostPage = lazyNamed(() => import('./site/blog/blog-post-page'), 'BlogPostPage');
const BlogCategoryPage = lazyNamed(() => import('./site/blog/blog-list-page'), 'BlogCategoryPage');
const BlogTagPage = lazyNamed(() => import('./site/blog/blog-list-page'), 'BlogTagPage');

// Newsletter landing pages are reached from emails only: their own chunk.
const VerifySubscriptionPage = lazyNamed(
  () => import('./site/newsletter/verify-subscription-page'),
  'VerifySubscriptionPage',
);
const UnsubscribePage = lazyNamed(() => import('./site/newsletter/unsubscribe-page'), 'UnsubscribePage');

// Shop pages load on first visit; the home page carries only the Shop section.
const ProductPage = lazyNamed(() => import('./site/shop/product-page'), 'ProductPage');

const CheckoutPage = lazyNamed(() => import('./site/checkout/checkout-page'), 'CheckoutPage');

// Search is reached from the header box; its page loads on first use.
const SearchPage = lazyNamed(() => import('./site/search/search-page'), 'SearchPage');

// The pages after payment are reached only from the payment provider and each other: their own chunk.
const PaymentCallbackPage = lazyNamed(
  () => import('./site/payment/payment-callback-page'),
  'PaymentCallbackPage',
);
const PaymentSuccessPage = lazyNamed(
  () => import('./site/payment/payment-success-page'),
  'PaymentSuccessPage',
);
const ReceiptPreviewPage = lazyNamed(
  () => import('./site/payment/receipt-preview-page'),
  'ReceiptPreviewPage',
);

// Beyond the spec (issue 11): "I paid but got nothing", reached from the payment pages and the footer.
const OrderHelpPage = lazyNamed(() => import('./site/order-help/order-help-page'), 'OrderHelpPage');

/** Public site (spec: public-site.md section 2). */
export const SITE_ROUTES: readonly AppRoute[] = [
  { path: '/', page: HomePage },
  { path: '/blog/:slug', page: BlogPostPage, title: 'Blog' },
  { path: '/blog/category/:category', page: BlogCategoryPage, title: 'Blog category' },
  { path: '/blog/tag/:tag', page: BlogTagPage, title: 'Blog tag' },
  { path: '/product/:id', page: ProductPage, title: 'Product' },
  { path: '/checkout', page: CheckoutPage, title: 'Checkout' },
  { path: '/payment/callback', page: PaymentCallbackPage, title: 'Payment' },
  { path: '/payment-success', page: PaymentSuccessPage, title: 'Payment successful' },
  { path: '/receipt-preview', page: ReceiptPreviewPage, title: 'Receipt' },
  { path: '/search', page: SearchPage, title: 'Search' },
  {
    path: '/verify-subscription/:verificationToken',
    page: VerifySubscriptionPage,
    title: 'Newsletter subscription',
  },
  // Beyond the spec (issue 10): the unsubscribe link's confirm page; only its button unsubscribes.
  { path: '/unsubscribe/:token', page: UnsubscribePage, title: 'Unsubscribe' },
  // Beyond the spec (issue 11): a buyer's receipt and download links sent again.
  { path: '/order-help', page: OrderHelpPage, title: 'Order help' },
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
  { name: 'site', layout: SiteLayout, routes: SITE_ROUTES },
  { name: 'admin', layout: AdminLayout, bareLayout: AdminAuthLayout, routes: ADMIN_ROUTES },
];

/** Any path no route claims: the home page (spec: `/*` shows the home page). */
const NOT_FOUND_PATH = '*';

/** What a route object carries for the layout: the document title of a built page. */
export type RouteHandle = { title?: string };

function toRouteObject(route: AppRoute, element: ReactNode): RouteObject {
  const handle: RouteHandle | undefined = route.page && route.title ? { title: route.title } : undefined;
  return { path: route.path, element, handle };
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

  const framed = groups.flatMap((group): RouteObject[] => {
    const Layout = group.layout;
    const built = (bare: boolean) =>
      group.routes.flatMap((route) => {
        const Page = route.page;
        return Page && !route.redirectTo && Boolean(route.bare) === bare
          ? [toRouteObject(route, <Page />)]
          : [];
      });
    const pages = built(false);
    if (group.name === 'site') pages.push(...unbuilt, { path: NOT_FOUND_PATH, element: <HomePage /> });
    const objects: RouteObject[] = [{ element: <Layout />, children: pages }];
    const barePages = built(true);
    if (barePages.length > 0) {
      const BareLayout = group.bareLayout;
      if (BareLayout) objects.push({ element: <BareLayout />, children: barePages });
      else objects.push(...barePages);
    }
    return objects;
  });

  return [{ element: <AppLayout />, errorElement: <RouteErrorPage />, children: [...redirects, ...framed] }];
}
