import type { Middleware } from 'koa';

/**
 * How long a shared cache (the proxy in infra/nginx, a CDN) may answer a public URL without asking
 * the API: a burst on a shared post costs the API one request per URL per period, and an owner's
 * edit shows within it. Ten seconds is short enough that an edit seems immediate to the person who
 * made it (they reload once), long enough that a viral post at thousands of requests a second is
 * one render and one JSON read per URL per ten seconds.
 */
export const SHARED_FRESH_SECONDS = 10;
/**
 * After that, how long a shared cache may still answer with the old copy while one request
 * refreshes it: visitors never wait for a render, and an API restart shorter than this goes
 * unseen. Staleness stays bounded: the refresh starts with the first request after the period.
 */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * Every public answer (cached JSON, a public page, a feed): max-age=0, so a browser asks again
 * with its ETag (a 304 when nothing changed); shared caches keep it for SHARED_FRESH_SECONDS. A
 * browser that implements stale-while-revalidate may also show its own copy once within the
 * window while it revalidates in the background (the next load is current); the same bound as a
 * shared cache's. No must-revalidate: it would forbid the stale-while-revalidate window.
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/** Everything personal (admin views, auth, orders, payments, downloads, anything with a cookie). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The last word on caching, run around everything but the request log: an answer that sets a cookie is someone's, so
 * it is never publicly cacheable whatever a handler said (a shared cache would hand the cookie to
 * the next visitor). Headers are still unsent here: Koa writes them after the middleware returns.
 */
export const cookiesStayPrivate: Middleware = async (ctx, next) => {
  await next();
  if (!ctx.headerSent && ctx.res.hasHeader('Set-Cookie'))
    ctx.res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
};
