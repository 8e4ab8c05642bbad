import { LRUCache } from 'lru-cache';
import type { CachedAnswer } from '../cache/index.ts';
import type { AnyApiContext } from './api-router.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './cache-control.ts';
import { headerList, setHeaders } from './headers.ts';

/**
 * The three ways a success is answered; every module writes `{ success: true, … }` through these
 * so cache headers are a decision made once per route, never forgotten.
 */

type Body = Record<string, unknown>;

/**
 * RFC 9110 If-None-Match (weak comparison). Koa's `ctx.fresh` answers false whenever the request
 * says `Cache-Control: no-cache`, which fetch() adds to every conditional request; the origin may
 * still answer 304 then, so the header is compared here.
 */
export function matchesEtag(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** Below this a cached answer is sent as it is (the API compresses answers from 1 KB). */
const PRECOMPRESS_FROM_BYTES = 1024;

/** Browsers send a handful of distinct Accept-Encoding values: each is negotiated once. */
const encodingByHeader = new LRUCache<string, 'br' | 'gzip' | 'identity'>({ max: 64 });

/** br or gzip when the request accepts one (br first), else undefined; for precompressed answers. */
export function preferredEncoding(ctx: {
  get(field: string): string;
  acceptsEncodings(...encodings: string[]): string | false;
}): 'br' | 'gzip' | undefined {
  const header = ctx.get('Accept-Encoding');
  if (!header) return undefined;
  let encoding = encodingByHeader.get(header);
  if (encoding === undefined) {
    const chosen = ctx.acceptsEncodings('br', 'gzip', 'identity');
    encoding = chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
    encodingByHeader.set(header, encoding);
  }
  return encoding === 'identity' ? undefined : encoding;
}

/**
 * Every cached answer's caching headers; Vary set whole (nothing earlier in the chain sets it). An
 * admin token changes what some of these routes answer (drafts), hence Authorization.
 */
const CACHED_HEADERS = headerList({
  'Cache-Control': PUBLIC_CACHE_CONTROL,
  Vary: 'Authorization, Accept-Encoding',
});

/**
 * A public answer from a `PublicCache`: browsers revalidate on every use (304 when they have it),
 * shared caches keep it for a few seconds (cache-control.ts).
 */
export function sendCached(ctx: AnyApiContext, answer: CachedAnswer): void {
  // Plain header writes: this is the busiest answer of the site, and Koa's `set`, `vary`, `etag`
  // and `type` setters check, parse, quote and look up what is constant here.
  const res = ctx.res;
  setHeaders(ctx, CACHED_HEADERS);
  res.setHeader('ETag', answer.etag);
  ctx.status = 200;
  if (matchesEtag(ctx.get('If-None-Match'), answer.etag)) {
    ctx.status = 304;
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const encoding = answer.body.length >= PRECOMPRESS_FROM_BYTES ? preferredEncoding(ctx) : undefined;
  if (encoding) {
    // Set before the body: the compression middleware leaves an encoded answer alone.
    res.setHeader('Content-Encoding', encoding);
    ctx.body = answer.encoded(encoding);
    return;
  }
  ctx.body = answer.body;
}

/** An answer only its caller may keep: admin views, sign-in, anything personal. */
export function sendPrivate(ctx: AnyApiContext, body: Body = {}, status = 200): void {
  ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  ctx.vary('Authorization');
  ctx.status = status;
  ctx.body = { success: true, ...body };
}

/**
 * A public answer computed per request (a filtered list, related posts): a read is public as a
 * cached answer is (shared caches keep it briefly); a write's answer (a beacon, a view counted) is
 * nobody's to keep.
 */
export function sendPublic(ctx: AnyApiContext, body: Body = {}, status = 200): void {
  const read = ctx.method === 'GET' || ctx.method === 'HEAD';
  ctx.set('Cache-Control', read ? PUBLIC_CACHE_CONTROL : 'no-store');
  // Some of these routes answer an admin token otherwise (PUBLIC_ADMIN_SEES_ALL).
  if (read) ctx.vary('Authorization');
  ctx.status = status;
  ctx.body = { success: true, ...body };
}
