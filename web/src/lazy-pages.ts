// The back office's pages, each its own chunk loaded on first visit (admin/admin-routes.ts puts them in the route table).
import { type ComponentType, lazy } from 'react';

/**
 * A page module's named export, loaded on its first render (`lazy` wants a default export). The
 * back office's pages (the public pages are the server's, islands/): each its own chunk.
 */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(() => load().then((module): { default: ComponentType } => ({ default: module[name] })));
}

export const AdminLayout = lazyNamed(() => import('./admin/layout/admin-layout'), 'AdminLayout');
export const AdminAuthLayout = lazyNamed(() => import('./admin/layout/admin-layout'), 'AdminAuthLayout');
export const AdminLoginPage = lazyNamed(() => import('./admin/login/admin-login-page'), 'AdminLoginPage');
export const AdminDashboardPage = lazyNamed(
  () => import('./admin/dashboard/dashboard-page'),
  'DashboardPage',
);
export const AdminAnalyticsPage = lazyNamed(
  () => import('./admin/analytics/analytics-page'),
  'AnalyticsPage',
);
export const AdminProfilePage = lazyNamed(() => import('./admin/profile/profile-page'), 'ProfilePage');
export const AdminUsersPage = lazyNamed(() => import('./admin/users/users-page'), 'UsersPage');
export const AdminSkillsPage = lazyNamed(() => import('./admin/skills/skills-page'), 'SkillsPage');
export const AdminProjectsPage = lazyNamed(() => import('./admin/projects/projects-page'), 'ProjectsPage');
export const AdminDiscountsPage = lazyNamed(
  () => import('./admin/discounts/discounts-page'),
  'DiscountsPage',
);
export const AdminImportPage = lazyNamed(() => import('./admin/imports/import-page'), 'ImportPage');
export const AdminRedirectsPage = lazyNamed(
  () => import('./admin/redirects/redirects-page'),
  'RedirectsPage',
);
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

export const AdminCommentsPage = lazyNamed(() => import('./admin/comments/comments-page'), 'CommentsPage');
export const AdminSubscribersPage = lazyNamed(
  () => import('./admin/subscribers/subscribers-page'),
  'SubscribersPage',
);
export const AdminShopPage = lazyNamed(() => import('./admin/shop/shop-page'), 'ShopPage');

export const AdminTransactionsPage = lazyNamed(
  () => import('./admin/transactions/transactions-page'),
  'TransactionsPage',
);
