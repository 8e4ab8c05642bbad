// The pages loaded on first visit, each its own chunk (web/src/routes.tsx puts them in the route table).
import { type ComponentType, lazy } from 'react';

/** A page whose code loads on first render, or earlier through `preload` (the same load). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page module's named export, loaded on first render (`lazy` wants a default export), or before
 * it through `preload`. A page rendered on the server must hydrate in the first pass: the browser
 * preloads its code before hydrating (`loadCurrentPage`), and `lazy` is then handed a thenable
 * that resolves at once, so React renders the page without suspending. With a promise it would
 * suspend once even so, leaving the server's HTML in a dehydrated boundary that any update above
 * it (the query persister's restore finishing) switches to the spinner and back: a layout shift
 * of the whole page.
 */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module[name];
    });
    return loading;
  };
  const page = lazy(() => {
    const ready = loaded;
    if (!ready) return preload().then(() => ({ default: loaded as ComponentType }));
    // React reads a thenable's result as soon as `then` calls back, which here is at once.
    const now = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is the point
      then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: ready }),
    };
    return now as unknown as Promise<{ default: ComponentType }>;
  });
  return Object.assign(page, { preload });
}

// The back office is its own chunk: visitors of the public site never download it.
export const AdminLayout = lazyNamed(() => import('./admin/layout/admin-layout'), 'AdminLayout');
export const AdminAuthLayout = lazyNamed(() => import('./admin/layout/admin-layout'), 'AdminAuthLayout');
export const AdminLoginPage = lazyNamed(() => import('./admin/login/admin-login-page'), 'AdminLoginPage');
export const AdminDashboardPage = lazyNamed(
  () => import('./admin/dashboard/dashboard-page'),
  'DashboardPage',
);
export const AdminProfilePage = lazyNamed(() => import('./admin/profile/profile-page'), 'ProfilePage');
export const AdminUsersPage = lazyNamed(() => import('./admin/users/users-page'), 'UsersPage');
export const AdminSkillsPage = lazyNamed(() => import('./admin/skills/skills-page'), 'SkillsPage');
export const AdminProjectsPage = lazyNamed(() => import('./admin/projects/projects-page'), 'ProjectsPage');
export const AdminPromotionsPage = lazyNamed(
  () => import('./admin/promotions/promotions-page'),
  'PromotionsPage',
);
export const AdminSocialLinksPage = lazyNamed(
  () => import('./admin/social-links/social-links-page'),
  'SocialLinksPage',
);
export const AdminSocialLinksDebugPage = lazyNamed(
  () => import('./admin/social-links/social-links-debug-page'),
  'SocialLinksDebugPage',
);
export const AdminSettingsPage = lazyNamed(() => import('./admin/settings/settings-page'), 'SettingsPage');

export const AdminBlogsPage = lazyNamed(() => import('./admin/blogs/blogs-page'), 'BlogsPage');

export const AdminSubscribersPage = lazyNamed(
  () => import('./admin/subscribers/subscribers-page'),
  'SubscribersPage',
);
export const AdminShopPage = lazyNamed(() => import('./admin/shop/shop-page'), 'ShopPage');

export const AdminTransactionsPage = lazyNamed(
  () => import('./admin/transactions/transactions-page'),
  'TransactionsPage',
);
