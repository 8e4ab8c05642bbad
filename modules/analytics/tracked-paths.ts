/**
 * The pages whose views are counted: the public routes of the SPA (public-site.md section 2,
 * web/src/routes.tsx). Anything else is acknowledged and dropped, so made-up paths cannot fill
 * the dashboard's Top Pages. Left out on purpose: /admin/* (the owner's own visits are not the
 * audience) and /verify-subscription/{token} (the path is a secret).
 */
const EXACT = new Set([
  '/',
  '/search',
  '/checkout',
  '/payment/callback',
  '/payment-success',
  '/receipt-preview',
  '/order-help',
  '/privacy',
]);

// One path segment: no slash, no dot segment, at most 200 characters.
const SEGMENT = String.raw`(?!\.\.?(?:/|$))[^/]{1,200}`;
const PATTERNS = [
  `/blog/${SEGMENT}`,
  `/blog/category/${SEGMENT}`,
  `/blog/tag/${SEGMENT}`,
  `/product/${SEGMENT}`,
].map((pattern) => new RegExp(`^${pattern}$`));

/**
 * The path to count a view under, or undefined when the site has no such page. A trailing
 * slash is dropped (the router shows the same page), so `/blog/a/` counts as `/blog/a`.
 */
export function countedPath(path: string): string | undefined {
  if (path.endsWith('//')) return undefined;
  const normalised = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (EXACT.has(normalised)) return normalised;
  return PATTERNS.some((pattern) => pattern.test(normalised)) ? normalised : undefined;
}
