import {
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
} from '../lazy-pages';
import type { AppRoute } from '../route-handle';
import { HomePage } from './home/home-page';
import { homeLoader, postListLoader, postLoader, productLoader, searchLoader } from './route-loaders';

/**
 * Public site (spec: public-site.md section 2). A route's loader and its lazy chunk's source are
 * only in the server bundle (`import.meta.env.SSR && {...}` folds to nothing in the browser's
 * build, which then drops route-loaders.ts): the browser's router starts from the server's state.
 */
export const SITE_ROUTES: readonly AppRoute[] = [
  { path: '/', page: HomePage, ...(import.meta.env.SSR && { loader: homeLoader }) },
  {
    path: '/blog/:slug',
    page: BlogPostPage,
    title: 'Blog',
    notFound: true,
    ...(import.meta.env.SSR && { loader: postLoader, source: 'src/site/blog/blog-post-page.tsx' }),
  },
  {
    path: '/blog/category/:category',
    page: BlogCategoryPage,
    title: 'Blog category',
    ...(import.meta.env.SSR && {
      loader: postListLoader('category'),
      source: 'src/site/blog/blog-list-page.tsx',
    }),
  },
  {
    path: '/blog/tag/:tag',
    page: BlogTagPage,
    title: 'Blog tag',
    ...(import.meta.env.SSR && { loader: postListLoader('tag'), source: 'src/site/blog/blog-list-page.tsx' }),
  },
  {
    path: '/product/:id',
    page: ProductPage,
    title: 'Product',
    notFound: true,
    ...(import.meta.env.SSR && { loader: productLoader, source: 'src/site/shop/product-page.tsx' }),
  },
  {
    path: '/checkout',
    page: CheckoutPage,
    title: 'Checkout',
    noindex: true,
    ...(import.meta.env.SSR && { source: 'src/site/checkout/checkout-page.tsx' }),
  },
  {
    path: '/payment/callback',
    page: PaymentCallbackPage,
    title: 'Payment',
    noindex: true,
    ...(import.meta.env.SSR && {
      source: 'src/site/payment/payment-callback-page.tsx',
      query: ['OrderTrackingId', 'OrderMerchantReference'],
      personal: true,
    }),
  },
  {
    path: '/payment-success',
    page: PaymentSuccessPage,
    title: 'Payment successful',
    noindex: true,
    ...(import.meta.env.SSR && {
      source: 'src/site/payment/payment-success-page.tsx',
      query: ['trackingId'],
      personal: true,
    }),
  },
  {
    path: '/receipt-preview',
    page: ReceiptPreviewPage,
    title: 'Receipt',
    noindex: true,
    ...(import.meta.env.SSR && { source: 'src/site/payment/receipt-preview-page.tsx', personal: true }),
  },
  {
    path: '/search',
    page: SearchPage,
    title: 'Search',
    noindex: true,
    ...(import.meta.env.SSR && {
      loader: searchLoader,
      source: 'src/site/search/search-page.tsx',
      query: ['q'],
    }),
  },
  {
    path: '/verify-subscription/:verificationToken',
    page: VerifySubscriptionPage,
    title: 'Newsletter subscription',
    noindex: true,
    ...(import.meta.env.SSR && {
      source: 'src/site/newsletter/verify-subscription-page.tsx',
      personal: true,
    }),
  },
  // Beyond the spec (issue 10): the unsubscribe link's confirm page; only its button unsubscribes.
  {
    path: '/unsubscribe/:token',
    page: UnsubscribePage,
    title: 'Unsubscribe',
    noindex: true,
    ...(import.meta.env.SSR && { source: 'src/site/newsletter/unsubscribe-page.tsx', personal: true }),
  },
  // Beyond the spec (issue 11): a buyer's receipt and download links sent again.
  {
    path: '/order-help',
    page: OrderHelpPage,
    title: 'Order help',
    ...(import.meta.env.SSR && { source: 'src/site/order-help/order-help-page.tsx' }),
  },
];
