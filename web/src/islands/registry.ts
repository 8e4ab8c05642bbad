import type { ComponentProps, ComponentType } from 'react';

/**
 * An island's module: its source as the build's manifest names it (the server preloads the code
 * of an island that wakes at load, modules/pages/preloads.ts) and its component, loaded.
 */
type IslandModule<C extends ComponentType<never>> = { source: string; load: () => Promise<C> };

const island = <C extends ComponentType<never>>(source: string, load: () => Promise<C>): IslandModule<C> => ({
  source,
  load,
});

/**
 * The parts of a public page a visitor can touch (issue 30): each is hydrated in the browser as a
 * React root of its own, from its own chunk, when it wakes (boot.ts); the rest of the page is the
 * server's HTML and no script ever renders it. The server imports the same modules to render each
 * island on its own (entry-server.tsx), so its HTML is what the browser's root hydrates.
 */
export const ISLANDS = {
  'site-header': island('src/site/layout/site-header.tsx', () =>
    import('../site/layout/site-header').then((module) => module.SiteHeader),
  ),
  'newsletter-form': island('src/site/layout/newsletter-form.tsx', () =>
    import('../site/layout/newsletter-form').then((module) => module.NewsletterForm),
  ),
  'skills-section': island('src/site/home/skills-section.tsx', () =>
    import('../site/home/skills-section').then((module) => module.SkillsSection),
  ),
  'projects-section': island('src/site/home/projects-section.tsx', () =>
    import('../site/home/projects-section').then((module) => module.ProjectsSection),
  ),
  'blog-section': island('src/site/home/blog-section.tsx', () =>
    import('../site/home/blog-section').then((module) => module.BlogSection),
  ),
  'shop-section': island('src/site/home/shop-section.tsx', () =>
    import('../site/home/shop-section').then((module) => module.ShopSection),
  ),
  'promotions-section': island('src/site/home/promotions-section.tsx', () =>
    import('../site/home/promotions-section').then((module) => module.PromotionsSection),
  ),
  'share-panel': island('src/site/shared/share-panel.tsx', () =>
    import('../site/shared/share-panel').then((module) => module.SharePanel),
  ),
  'blog-comments': island('src/site/blog/blog-comments.tsx', () =>
    import('../site/blog/blog-comments').then((module) => module.BlogComments),
  ),
  'post-list': island('src/site/blog/blog-list-page.tsx', () =>
    import('../site/blog/blog-list-page').then((module) => module.PostList),
  ),
  'product-purchase': island('src/site/shop/product-purchase.tsx', () =>
    import('../site/shop/product-purchase').then((module) => module.ProductPurchaseIsland),
  ),
  'search-page': island('src/site/search/search-page.tsx', () =>
    import('../site/search/search-page').then((module) => module.SearchPageContent),
  ),
  'checkout-page': island('src/site/checkout/checkout-page.tsx', () =>
    import('../site/checkout/checkout-page').then((module) => module.CheckoutPageContent),
  ),
  'payment-callback-page': island('src/site/payment/payment-callback-page.tsx', () =>
    import('../site/payment/payment-callback-page').then((module) => module.PaymentCallbackPageContent),
  ),
  'payment-success-page': island('src/site/payment/payment-success-page.tsx', () =>
    import('../site/payment/payment-success-page').then((module) => module.PaymentSuccessPageContent),
  ),
  'receipt-preview-page': island('src/site/payment/receipt-preview-page.tsx', () =>
    import('../site/payment/receipt-preview-page').then((module) => module.ReceiptPreviewPageContent),
  ),
  'verify-subscription-page': island('src/site/newsletter/verify-subscription-page.tsx', () =>
    import('../site/newsletter/verify-subscription-page').then(
      (module) => module.VerifySubscriptionPageContent,
    ),
  ),
  'unsubscribe-page': island('src/site/newsletter/unsubscribe-page.tsx', () =>
    import('../site/newsletter/unsubscribe-page').then((module) => module.UnsubscribePageContent),
  ),
  'comment-replies-page': island('src/site/blog/comment-replies-page.tsx', () =>
    import('../site/blog/comment-replies-page').then((module) => module.CommentRepliesPageContent),
  ),
  'order-help-page': island('src/site/order-help/order-help-page.tsx', () =>
    import('../site/order-help/order-help-page').then((module) => module.OrderHelpPageContent),
  ),
};

export type IslandName = keyof typeof ISLANDS;

/** The props an island's component takes: JSON, as they travel in the page (data-props). */
export type IslandPropsOf<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[N]['load']>>
>;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);
