import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { NotFoundError } from '../errors/index.ts';
import type { RequestState } from '../http/request-context.ts';
import { IMAGE_EXTENSIONS, isOriginalName, isPublicName } from './stored-name.ts';

/** URL prefix of stored public images; UploadStorage's default publicPrefix plus the slash. */
export const UPLOADS_PREFIX = '/uploads/';

const HEADERS = {
  // Names are random and never reused, so a stored file can be cached for good.
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // Public images are meant to be shown elsewhere too (newsletter emails, shared links).
  'Cross-Origin-Resource-Policy': 'cross-origin',
};
/**
 * A missing variant's redirect to its original. Kept briefly, never for good: the variant is
 * usually only not made yet (the worker makes it within a minute of the upload) and its URL
 * must then serve it.
 */
const FALLBACK_HEADERS = { 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' };
const VARIANT_SUFFIX = /-w\d+\.[a-z]+$/;
const RASTER_EXTENSIONS = IMAGE_EXTENSIONS.filter((extension) => extension !== 'svg');

/** The stored name of a variant's original (`<uuid>-w640.avif` -> `<uuid>.jpg`), if it is there. */
async function originalOf(root: string, variant: string): Promise<string | undefined> {
  const stem = variant.replace(VARIANT_SUFFIX, '');
  for (const extension of RASTER_EXTENSIONS) {
    const name = `${stem}.${extension}`;
    try {
      if ((await stat(join(root, name))).isFile()) return name;
    } catch {
      // Not this extension: try the next.
    }
  }
  return undefined;
}

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
      if ((error as { status?: unknown }).status !== 404) throw error;
      // A variant not made yet, or lost: the original instead, by a redirect rather than its
      // bytes under the variant's URL, so the original is cached once under its own URL (the
      // `<img>` fallback's too) and nothing is kept under the variant's URL for good.
      const original = isOriginalName(name) ? undefined : await originalOf(root, name);
      if (!original) throw new NotFoundError();
      ctx.set(FALLBACK_HEADERS);
      ctx.redirect(`${UPLOADS_PREFIX}${original}`);
    }
  };
}
