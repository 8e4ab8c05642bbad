import type { Middleware } from 'koa';
import type { PublicCache } from '../../platform/cache/index.ts';

/** Paths that are never an old site's address: the API, the build's files, the uploads. */
const OWN_PREFIXES = ['/api/', '/assets/', '/uploads/'];

/**
 * The key an old address is recorded under: the path without trailing slashes (`/` stays), or
 * `/?p=<id>` for WordPress's plain links. Anything else in the query is not part of the key.
 */
export function redirectKey(path: string, query: URLSearchParams): string {
  if (path === '/') {
    const id = query.get('p');
    return id && /^\d{1,20}$/.test(id) ? `/?p=${id}` : '/';
  }
  return path.replace(/\/+$/, '') || '/';
}

/**
 * Answers 301 for a recorded old address, before the router and the web app's fallback (the
 * home page route would otherwise take `/?p=12`). GET and HEAD only. The table is read once per
 * change (the `redirects` public cache's version, moved by every committed change anywhere), so
 * a page view costs one version check shared with the other caches, not a query.
 */
export function redirectMiddleware(
  cache: PublicCache,
  load: () => Promise<Record<string, string>>,
): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || OWN_PREFIXES.some((p) => ctx.path.startsWith(p)))
      return next();
    const key = redirectKey(ctx.path, new URLSearchParams(ctx.querystring));
    if (key === '/') return next();
    let table: Record<string, string>;
    try {
      table = (await cache.read('all', load)).value;
    } catch {
      // The database is away: the page (or its own error) answers rather than a redirect.
      return next();
    }
    const to = Object.hasOwn(table, key) ? table[key] : undefined;
    if (to === undefined) return next();
    ctx.status = 301;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.redirect(to);
    ctx.status = 301;
  };
}
