import type { Context, Middleware } from 'koa';
import { compressText } from '../cache/index.ts';
import { preferredEncoding } from './replies.ts';
import type { RequestState } from './request-context.ts';

/** JSON answers up to this size are compressed in one call; larger ones stream through koa-compress. */
export const COMPRESS_IN_ONE_CALL_MAX_BYTES = 256 * 1024;

/**
 * Compresses a JSON answer held in memory (a search, a filtered list, an admin view) in one
 * synchronous call. koa-compress runs every answer through a zlib stream, whose set-up and
 * thread-pool round trip cost more than the compression: measured on a 4 KB search answer,
 * 300 µs through the stream against 100 µs in one call, and the stream was 15% of the API's
 * CPU in `npm run bench:public -- search`. Streams (downloads, exports) and answers above
 * COMPRESS_IN_ONE_CALL_MAX_BYTES are left to koa-compress, which runs outside this.
 */
export function compressJsonBody(ctx: Context, thresholdBytes: number): void {
  const body: unknown = ctx.body;
  if (body === null || body === undefined || ctx.method === 'HEAD') return;
  if (Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
  if (ctx.response.get('Content-Encoding') || !ctx.response.is('json')) return;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  ctx.body = text;
  ctx.type = 'application/json';
  const size = Buffer.byteLength(text);
  if (size < thresholdBytes || size > COMPRESS_IN_ONE_CALL_MAX_BYTES) return;
  ctx.vary('Accept-Encoding');
  const encoding = preferredEncoding(ctx);
  if (!encoding) return;
  ctx.set('Content-Encoding', encoding);
  ctx.body = compressText(text, encoding);
}

/**
 * Whether a body is still koa-compress's to do after `compressJsonBody`: not encoded yet, and a
 * stream or a text too large to compress in one call.
 */
export function leftToStreamCompression(ctx: Context): boolean {
  const body: unknown = ctx.body;
  if (body === null || body === undefined || Buffer.isBuffer(body)) return false;
  if (ctx.response.get('Content-Encoding')) return false;
  if (typeof body === 'string') return body.length > COMPRESS_IN_ONE_CALL_MAX_BYTES;
  return typeof (body as { pipe?: unknown }).pipe === 'function';
}

/** The middleware form, inside koa-compress: what it compresses here, koa-compress leaves alone. */
export function compressJson(thresholdBytes: number): Middleware<RequestState> {
  return async (ctx, next) => {
    await next();
    compressJsonBody(ctx, thresholdBytes);
  };
}
