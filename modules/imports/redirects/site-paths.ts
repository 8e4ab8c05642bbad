/**
 * The site's own public paths (web/src/site/site-routes.tsx, the feeds): an import never records
 * a redirect from them, and the redirect middleware looks one up there only once the page
 * answered 404 (a manual redirect from a deleted post's `/blog/<slug>`), so the pages a visitor
 * reaches cost nothing.
 */
const SITE_PATHS =
  /^\/(?:blog|product|checkout|search|privacy|order-help|payment|payment-success|receipt-preview|verify-subscription|unsubscribe|comment-replies|rss\.xml|sitemap\.xml|robots\.txt)(?:[/?]|$)/;

/** Whether this site serves `path` itself (a page, a feed). */
export const servedBySite = (path: string): boolean => SITE_PATHS.test(path);
