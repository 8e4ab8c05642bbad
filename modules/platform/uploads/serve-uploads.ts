import { extname } from 'node:path';
import type { Middleware } from 'koa';
import { NotFoundError } from '../errors/index.ts';
import type { RequestState } from '../http/index.ts';
import type { ObjectFacts, ObjectStore } from '../storage/index.ts';
import { isOriginalName, isPublicName, RASTER_EXTENSIONS } from './stored-name.ts';

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
/**
 * The redirect to the public bucket: permanent (a name always means the same bytes), but kept
 * a day only, so a move of the bucket (a new S3_PUBLIC_URL) reaches browsers and caches soon.
 */
const BUCKET_HEADERS = { 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' };
const VARIANT_SUFFIX = /-w\d+\.[a-z]+$/;

/** The stored name of a variant's original (`<uuid>-w640.avif` -> `<uuid>.jpg`), if it is there. */
async function originalOf(store: ObjectStore, variant: string): Promise<string | undefined> {
  const stem = variant.replace(VARIANT_SUFFIX, '');
  for (const extension of RASTER_EXTENSIONS) {
    const name = `${stem}.${extension}`;
    if (await store.head(name)) return name;
  }
  return undefined;
}

// Opened on its own, a (sanitised) SVG still gets no script, no requests and a sandbox.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A validator that changes whenever the object does (names are never reused, so rarely). */
const etagOf = (facts: ObjectFacts) =>
  `W/"${facts.bytes.toString(16)}-${(facts.modifiedAt?.getTime() ?? 0).toString(16)}"`;

export type ServeUploadsOptions = {
  /** Public names are redirected to `<publicUrl>/<name>` (a public bucket or its CDN). */
  publicUrl?: string | undefined;
};

/**
 * Serves stored images and media (GET/HEAD `/uploads/<name>`) from the object store, or
 * redirects them to the public bucket. Only names the store could have written are looked up,
 * so `..`, encoded dots, folders (`private/`) and anything else answer 404 without touching
 * the store: private files never get a public URL.
 */
export function serveUploads(
  store: ObjectStore,
  options: ServeUploadsOptions = {},
): Middleware<RequestState> {
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  return async (ctx, next) => {
    if (!ctx.path.startsWith(UPLOADS_PREFIX)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const name = ctx.path.slice(UPLOADS_PREFIX.length);
    if (!isPublicName(name)) throw new NotFoundError();
    // An original is always there once its URL is known; a variant may not be made yet.
    const facts = publicUrl && isOriginalName(name) ? undefined : await store.head(name);
    if (publicUrl && (isOriginalName(name) || facts)) {
      ctx.set(BUCKET_HEADERS);
      ctx.status = 301;
      ctx.redirect(`${publicUrl}/${name}`);
      return;
    }
    if (!facts) {
      // A variant not made yet, or lost: the original instead, by a redirect rather than its
      // bytes under the variant's URL, so the original is cached once under its own URL (the
      // `<img>` fallback's too) and nothing is kept under the variant's URL for good.
      const original = isOriginalName(name) ? undefined : await originalOf(store, name);
      if (!original) throw new NotFoundError();
      ctx.set(FALLBACK_HEADERS);
      ctx.redirect(`${UPLOADS_PREFIX}${original}`);
      return;
    }
    ctx.set(HEADERS);
    if (name.endsWith('.svg')) ctx.set('Content-Security-Policy', SVG_POLICY);
    ctx.type = extname(name);
    ctx.set('ETag', etagOf(facts));
    if (facts.modifiedAt) ctx.lastModified = facts.modifiedAt;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.length = facts.bytes;
    if (ctx.method === 'HEAD') return;
    const read = await store.read(name);
    if (!read) throw new NotFoundError();
    ctx.length = read.bytes;
    ctx.body = read.body;
  };
}
