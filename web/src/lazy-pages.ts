// The pages loaded on first visit, each its own chunk (web/src/routes.tsx puts them in the route table).
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazy page that can be loaded ahead of its first render (`preload`), e.g. before hydrating. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

/**
 * A page module's named export, loaded on first render (`lazy` wants a default export). Once
 * `preload` has loaded it, the component resolves in the render that first meets it: `lazy`
 * reads a thenable that calls back at once, so a server-rendered page hydrates its route without
 * suspending. A suspended boundary that an update reaches before it hydrates (the query cache
 * restoring, say) is thrown away and client-rendered: "Loading…", and the footer jumps.
 */
function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded = (await load())[name];
  };
  const page = lazy(() => {
    const component = loaded;
    if (!component) return preload().then(() => ({ default: loaded as ComponentType }));
    // A thenable, not a promise: a promise's callbacks run a microtask later, and lazy suspends.
    return {
      // biome-ignore lint/suspicious/noThenProperty: lazy must be handed a thenable that resolves synchronously.
      then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: component }),
    } as Promise<{
      default: ComponentType;
    }>;
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

// Blog pages are their own chunk: the home page does not carry the post page's code.
export const BlogPostPage = lazyNamed(() => import('./site/blog/blog-post-page'), 'BlogPostPage');
export const BlogCategoryPage = lazyNamed(() => import('./site/blog/blog-list-page'), 'BlogCategoryPage');
export const BlogTagPage = lazyNamed(() => import('./site/blog/blog-list-page'), 'BlogTagPage');

// Newsletter landing pages are reached from emails only: their own chunk.
export const VerifySubscriptionPage = lazyNamed(
  () => import('./site/newsletter/verify-subscription-page'),
  'VerifySubscriptionPage',
);
export const UnsubscribePage = lazyNamed(
  () => import('./site/newsletter/unsubscribe-page'),
  'UnsubscribePage',
);

// Shop pages load on first visit; the home page carries only the Shop section.
export const ProductPage = lazyNamed(() => import('./site/shop/product-page'), 'ProductPage');

export const CheckoutPage = lazyNamed(() => import('./site/checkout/checkout-page'), 'CheckoutPage');

// Search is reached from the header box; its page loads on first use.
export const SearchPage = lazyNamed(() => import('./site/search/search-page'), 'SearchPage');

// The pages after payment are reached only from the payment provider and each other: their own chunk.
export const PaymentCallbackPage = lazyNamed(
  () => import('./site/payment/payment-callback-page'),
  'PaymentCallbackPage',
);
export const PaymentSuccessPage = lazyNamed(
  () => import('./site/payment/payment-success-page'),
  'PaymentSuccessPage',
);
export const ReceiptPreviewPage = lazyNamed(
  () => import('./site/payment/receipt-preview-page'),
  'ReceiptPreviewPage',
);

// Beyond the spec (issue 11): "I paid but got nothing", reached from the payment pages and the footer.
export const OrderHelpPage = lazyNamed(() => import('./site/order-help/order-help-page'), 'OrderHelpPage');
