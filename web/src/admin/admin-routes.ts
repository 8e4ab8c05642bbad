import {
  AdminAnalyticsPage,
  AdminAuthLayout,
  AdminBlogsPage,
  AdminCommentsPage,
  AdminDashboardPage,
  AdminDiscountsPage,
  AdminImportPage,
  AdminLayout,
  AdminLoginPage,
  AdminProfilePage,
  AdminProjectsPage,
  AdminPromotionsPage,
  AdminRedirectsPage,
  AdminSettingsPage,
  AdminShopPage,
  AdminSkillsPage,
  AdminSocialLinksDebugPage,
  AdminSocialLinksPage,
  AdminSubscribersPage,
  AdminTransactionsPage,
  AdminUsersPage,
} from '../lazy-pages';
import type { AppRoute, RouteGroup } from '../route-handle';

/** Back office (spec: admin-back-office.md section 2). The bare root goes to the login. */
export const ADMIN_ROUTES: readonly AppRoute[] = [
  { path: '/admin', redirectTo: '/admin/login' },
  { path: '/admin/login', page: AdminLoginPage, bare: true, title: 'Sign in – Admin Portal' },
  { path: '/admin/dashboard', page: AdminDashboardPage, title: 'Dashboard – Admin Portal' },
  // Beyond the spec: the owner's analytics (issue 31).
  { path: '/admin/analytics', page: AdminAnalyticsPage, title: 'Analytics – Admin Portal' },
  { path: '/admin/profile', page: AdminProfilePage, title: 'Your Profile – Admin Portal' },
  { path: '/admin/users', page: AdminUsersPage, title: 'Users – Admin Portal' },
  { path: '/admin/skills', page: AdminSkillsPage, title: 'Skills – Admin Portal' },
  { path: '/admin/projects', page: AdminProjectsPage, title: 'Projects – Admin Portal' },
  { path: '/admin/blogs', page: AdminBlogsPage, title: 'Blogs – Admin Portal' },
  // Beyond the spec: the comment queue (issue 33).
  { path: '/admin/comments', page: AdminCommentsPage, title: 'Comments – Admin Portal' },
  { path: '/admin/shop', page: AdminShopPage, title: 'Shop – Admin Portal' },
  // Beyond the spec: the shop's discount codes (issue 32).
  { path: '/admin/discounts', page: AdminDiscountsPage, title: 'Discounts – Admin Portal' },
  // Beyond the spec: imports from WordPress, Ghost and Markdown, the export, redirects (issue 34).
  { path: '/admin/import', page: AdminImportPage, title: 'Import & export – Admin Portal' },
  { path: '/admin/redirects', page: AdminRedirectsPage, title: 'Redirects – Admin Portal' },
  { path: '/admin/social-links', page: AdminSocialLinksPage, title: 'Social Links – Admin Portal' },
  {
    path: '/admin/social-links-debug',
    page: AdminSocialLinksDebugPage,
    title: 'Social Links Debug – Admin Portal',
  },
  { path: '/admin/socials', page: AdminSocialLinksPage, title: 'Social Links – Admin Portal' },
  { path: '/admin/promotions', page: AdminPromotionsPage, title: 'Promotions – Admin Portal' },
  {
    path: '/admin/pesapal-transactions',
    page: AdminTransactionsPage,
    title: 'Transactions – Admin Portal',
  },
  { path: '/admin/subscribers', page: AdminSubscribersPage, title: 'Subscribers – Admin Portal' },
  // Beyond the spec: the site settings the user menu's 'Settings' item opens.
  { path: '/admin/settings', page: AdminSettingsPage, title: 'Settings – Admin Portal' },
];

/** The back office: a single-page app in the browser, never rendered by the server. */
export const ADMIN_GROUP: RouteGroup = {
  name: 'admin',
  layout: AdminLayout,
  bareLayout: AdminAuthLayout,
  routes: ADMIN_ROUTES,
};
