import { IslandPage } from '../islands/island-page';
import type { AppRoute, RouteGroup } from '../route-handle';
import { BlogCategoryPage, BlogTagPage } from './blog/blog-list-page';
import { BlogPostPage } from './blog/blog-post-page';
import { CART_COOKIE, cartCookieValue, cartLinesOf } from './cart/cart-cookie';
import { CheckoutPage } from './checkout/checkout-route';
import { HomePage } from './home/home-page';
import { SiteLayout } from './layout/site-layout';
import { PaymentSuccessSkeleton } from './payment/payment-success-skeleton';
import { ReceiptSkeleton } from './payment/receipt-preview-page';
import { PrivacyPage } from './privacy/privacy-page';
import {
  checkoutLoader,
  homeLoader,
  layoutLoader,
  postListLoader,
  postLoader,
  privacyLoader,
  productLoader,
  searchLoader,
} from './route-loaders';
import { ProductPage } from './shop/product-page';

/**
 * Public site (spec: public-site.md section 2), rendered by the server only (issue 30): its pages
 * are HTML with islands (islands/island.tsx), and the browser's app (the back office) carries none
 * of them. A page that is all interaction is one island under its title (IslandPage).
 */
export const SITE_ROUTES: readonly AppRoute[] = [
  { path: '/', page: HomePage, loader: homeLoader },
  { path: '/blog/:slug', page: BlogPostPage, title: 'Blog', notFound: true, loader: postLoader },
  {
    path: '/blog/category/:category',
    page: BlogCategoryPage,
    title: 'Blog category',
    loader: postListLoader('category'),
  },
  { path: '/blog/tag/:tag', page: BlogTagPage, title: 'Blog tag', loader: postListLoader('tag') },
  { path: '/product/:id', page: ProductPage, title: 'Product', notFound: true, loader: productLoader },
  {
    path: '/checkout',
    page: CheckoutPage,
    title: 'Checkout',
    noindex: true,
    loader: checkoutLoader,
    cookie: {
      name: CART_COOKIE,
      // Read back as written: a line that carries a price is a pay-what-you-want line.
      value: (raw) =>
        cartCookieValue(
          cartLinesOf(raw).map((line) => ({ ...line, payWhatYouWant: line.price !== undefined })),
        ),
    },
  },
  {
    path: '/payment/callback',
    page: IslandPage,
    island: { name: 'payment-callback-page', wake: 'load' },
    title: 'Payment',
    noindex: true,
    query: ['OrderTrackingId', 'OrderMerchantReference'],
    personal: true,
  },
  {
    path: '/payment-success',
    page: IslandPage,
    island: { name: 'payment-success-page', wake: 'load', skeleton: PaymentSuccessSkeleton },
    title: 'Payment successful',
    noindex: true,
    query: ['trackingId'],
    personal: true,
  },
  {
    path: '/receipt-preview',
    page: IslandPage,
    island: { name: 'receipt-preview-page', wake: 'load', skeleton: ReceiptSkeleton },
    title: 'Receipt',
    noindex: true,
    personal: true,
  },
  {
    path: '/search',
    page: IslandPage,
    island: { name: 'search-page', wake: 'interaction' },
    title: 'Search',
    noindex: true,
    loader: searchLoader,
    query: ['q'],
  },
  {
    path: '/verify-subscription/:verificationToken',
    page: IslandPage,
    island: {
      name: 'verify-subscription-page',
      wake: 'load',
      props: (params) => ({
        verificationToken: params.verificationToken ?? '',
      }),
    },
    title: 'Newsletter subscription',
    noindex: true,
    personal: true,
  },
  // Beyond the spec (issue 10): the unsubscribe link's confirm page; only its button unsubscribes.
  {
    path: '/unsubscribe/:token',
    page: IslandPage,
    island: { name: 'unsubscribe-page', wake: 'load', props: (params) => ({ token: params.token ?? '' }) },
    title: 'Unsubscribe',
    noindex: true,
    personal: true,
  },
  // Beyond the spec (issue 33): the reply emails' links; only each page's button acts.
  {
    path: '/comment-replies/confirm/:token',
    page: IslandPage,
    island: {
      name: 'comment-replies-page',
      wake: 'load',
      props: (params) => ({ action: 'confirm' as const, token: params.token ?? '' }),
    },
    title: 'Reply notifications',
    noindex: true,
    personal: true,
  },
  {
    path: '/comment-replies/unsubscribe/:token',
    page: IslandPage,
    island: {
      name: 'comment-replies-page',
      wake: 'load',
      props: (params) => ({ action: 'unsubscribe' as const, token: params.token ?? '' }),
    },
    title: 'Reply notifications',
    noindex: true,
    personal: true,
  },
  // Beyond the spec (issue 11): a buyer's receipt and download links sent again.
  {
    path: '/order-help',
    page: IslandPage,
    island: { name: 'order-help-page', wake: 'interaction' },
    title: 'Order help',
  },
  // Beyond the spec (issue 31): what the site stores, from the running configuration; no island.
  { path: '/privacy', page: PrivacyPage, title: 'Privacy', loader: privacyLoader },
];

export const SITE_GROUP: RouteGroup = {
  name: 'site',
  layout: SiteLayout,
  routes: SITE_ROUTES,
  loader: layoutLoader,
  rendered: 'server',
  fallback: HomePage,
  fallbackLoader: homeLoader,
};
