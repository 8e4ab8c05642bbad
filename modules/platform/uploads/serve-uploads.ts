import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { NotFoundError } from '../errors/index.ts';
import type { RequestState } from '../http/request-context.ts';
import { isPublicName } from './stored-name.ts';

/** URL prefix of stored public images; UploadStorage's default publicPrefix plus the slash. */
export const UPLOADS_PREFIX = '/uploads/';

const HEADERS = {
  // Names are random and never reused, so a stored file can be cached for good.
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // Public images are meant to be shown elsewhere too (newsletter emails, shared links).
  'Cross-Origin-Resource-Policy': 'cross-origin',
};
// Opened on its own, a (sanitised) SVG still gets no script, no requests and a sandbox.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Serves stored images (GET/HEAD `/uploads/<name>`). Only names the store could have written
 * are looked up, so `..`, encoded dots, folders (`private/`) and anything else answer 404
 * without touching the file system.
 */
export function serveUploads(dir: string): Middleware<RequestState> {
  const root = resolve(dir);
  return async (ctx, next) => {
    if (!ctx.path.startsWith(UPLOADS_PREFIX)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const name = ctx.path.slice(UPLOADS_PREFIX.length);
    if (!isPublicName(name)) throw new NotFoundError();
    try {
      await send(ctx, name, {
        root,
        index: false,
        setHeaders: (res) => {
          for (const [header, value] of Object.entries(HEADERS)) res.setHeader(header, value);
          if (name.endsWith('.svg')) res.setHeader('Content-Security-Policy', SVG_POLICY);
        },
      });
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) throw new NotFoundError();
      throw error;
    }
  };
}
