import type { z } from 'zod';
import { type ApiContext, parse } from '../platform/http/index.ts';
import {
  formFields,
  type ImageRules,
  multipart,
  type UploadStorage,
  withUploadedImage,
} from '../platform/uploads/index.ts';
import { MAX_IMAGE_BYTES, MESSAGES } from './content.schemas.ts';
import type { CachedAnswer } from './public-cache.ts';

/** Upload rules of skill and social link icons, and of project and promotion images. */
export const ICON_RULES: ImageRules = {
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: MESSAGES.iconTooLarge,
  invalidMessage: MESSAGES.invalidImage,
};
export const IMAGE_RULES: ImageRules = { ...ICON_RULES, tooLargeMessage: MESSAGES.imageTooLarge };

export const iconUpload = multipart({
  maxFileBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: MESSAGES.iconTooLarge,
});
export const imageUpload = multipart({
  maxFileBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: MESSAGES.imageTooLarge,
});

/** Whether the caller carries an admin token (a bad token is still a 401, as on guarded routes). */
export async function callerIsAdmin(ctx: ApiContext): Promise<boolean> {
  return (await ctx.state.authenticate())?.role === 'admin';
}

/**
 * RFC 9110 If-None-Match (weak comparison). Koa's `ctx.fresh` answers false whenever the request
 * says `Cache-Control: no-cache`, which fetch() adds to every conditional request; the origin may
 * still answer 304 then, so the header is compared here.
 */
function matchesEtag(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** A public answer from the cache: revalidated on every use, 304 when the browser has it. */
export function sendCached(ctx: ApiContext, answer: CachedAnswer): void {
  ctx.set('Cache-Control', 'public, max-age=0, must-revalidate');
  ctx.vary('Authorization');
  ctx.status = 200;
  ctx.etag = answer.etag;
  if (matchesEtag(ctx.get('If-None-Match'), answer.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = answer.body;
}

/** An answer only its caller may keep (admin views). */
export function sendPrivate(ctx: ApiContext, body: Record<string, unknown>, status = 200): void {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.vary('Authorization');
  ctx.status = status;
  ctx.body = { success: true, ...body };
}

/** Validates the form's text fields, then saves its image field (if sent) around the change. */
export function withForm<S extends z.ZodType, T>(
  ctx: ApiContext,
  schema: S,
  image: { field: string; storage: UploadStorage; rules: ImageRules },
  change: (input: z.output<S>, path: string | undefined) => Promise<T>,
): Promise<T> {
  const input = parse(schema, formFields(ctx));
  return withUploadedImage(ctx, image.field, image.storage, image.rules, (path) => change(input, path));
}
