import type { Middleware } from 'koa';
import type { PublicCache } from '../../platform/cache/index.ts';
import { servedBySite } from './site-paths.ts';

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
 * Answers 301 for a recorded old address. Mounted with the pages (after the API's routes, with
 * the document's security headers set), for GET and HEAD. An old address (`/2012/01/hello`,
 * `/?p=12`) is looked up before anything renders; a path the site serves itself (`/blog/<slug>`)
 * only once its page answered 404, so a page a visitor reaches never waits on the table. The
 * table is read once per change (the `redirects` public cache's version, moved by every
 * committed change anywhere), so a lookup costs a version check, not a query.
 */
export function redirectMiddleware(
  cache: PublicCache,
  load: () => Promise<Record<string, string>>,
): Middleware {
  const lookup = async (key: string): Promise<string | undefined> => {
    try {
      const table = (await cache.read('all', load)).value;
      return Object.hasOwn(table, key) ? table[key] : undefined;
    } catch {
      // The database is away: the page (or its own error) answers rather than a redirect.
      return undefined;
    }
  };
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || OWN_PREFIXES.some((p) => ctx.path.startsWith(p)))
      return next();
    const key = redirectKey(ctx.path, new URLSearchParams(ctx.querystring));
    if (key === '/') return next();
    const site = !key.startsWith('/?') && servedBySite(key);
    if (site) await next();
    if (site && ctx.status !== 404) return;
    const to = await lookup(key);
    if (to === undefined) return site ? undefined : next();
    // What the 404 page set is not the redirect's.
    for (const header of ['ETag', 'Last-Modified', 'Vary', 'Link']) ctx.remove(header);
    ctx.redirect(to);
    ctx.status = 301;
    ctx.set('Cache-Control', 'public, max-age=3600');
  };
}
