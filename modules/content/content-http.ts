import type { z } from 'zod';
import type { PublicCache } from '../platform/cache/index.ts';
import {
  type AnyApiContext,
  parse,
  type SignedInHandler,
  sendCached,
  sendPrivate,
} from '../platform/http/index.ts';
import {
  formFields,
  multipart,
  type UploadFields,
  type UploadStorage,
  withUploads,
} from '../platform/uploads/index.ts';
import { MAX_IMAGE_BYTES, MESSAGES } from './content.fields.ts';

const ICON_RULES = {
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: MESSAGES.iconTooLarge,
  invalidMessage: MESSAGES.invalidImage,
};

/** The icon of a skill or social link form (for `withUploads`). */
export const ICON_UPLOADS: UploadFields = { image: { field: 'icon', rules: ICON_RULES } };
/** The image of a project or promotion form (for `withUploads`). */
export const IMAGE_UPLOADS: UploadFields = {
  image: { field: 'image', rules: { ...ICON_RULES, tooLargeMessage: MESSAGES.imageTooLarge } },
};

export const iconUpload = multipart({
  maxFileBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: MESSAGES.iconTooLarge,
});
export const imageUpload = multipart({
  maxFileBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: MESSAGES.imageTooLarge,
});

/** What the shared writes need of a resource's service. */
type ImagedService<C, U, V> = {
  create(input: C, image?: string): Promise<V>;
  update(id: string, input: U, image?: string): Promise<V>;
  delete(id: string): Promise<void>;
};

/** How a resource's writes read their form and answer. */
export type ImagedWritesSpec<C extends z.ZodType, U extends z.ZodType, V> = {
  service: ImagedService<z.output<C>, z.output<U>, V>;
  storage: UploadStorage;
  uploads: UploadFields;
  createSchema: C;
  updateSchema: U;
  /** The answer's key for the record (`project`, `skill`, …). */
  name: string;
  created: string;
  /** The update's message, or how to word it from what was sent and what came of it. */
  updated: string | ((input: z.output<U>, image: string | undefined, view: V) => string);
  deleted: string;
};

/**
 * The admin's create, update and delete of a content record with one picture (projects,
 * promotions, skills, social links): the form parsed by its schema, the upload stored and handed
 * to the service, the record and its message in the answer.
 */
export function imagedWrites<C extends z.ZodType, U extends z.ZodType, V>(
  spec: ImagedWritesSpec<C, U, V>,
): { create: SignedInHandler; update: SignedInHandler; remove: SignedInHandler } {
  const { service, storage, uploads, name } = spec;
  return {
    create: async (ctx) => {
      const input = parse(spec.createSchema, formFields(ctx));
      const view = await withUploads(ctx, storage, uploads, ({ image }) => service.create(input, image));
      sendPrivate(ctx, { [name]: view, message: spec.created }, 201);
    },
    update: async (ctx) => {
      const input = parse(spec.updateSchema, formFields(ctx));
      const answer = await withUploads(ctx, storage, uploads, async ({ image }) => {
        const view = await service.update(ctx.params.id ?? '', input, image);
        const message = typeof spec.updated === 'string' ? spec.updated : spec.updated(input, image, view);
        return { [name]: view, message };
      });
      sendPrivate(ctx, answer);
    },
    remove: async (ctx) => {
      await service.delete(ctx.params.id ?? '');
      sendPrivate(ctx, { message: spec.deleted });
    },
  };
}

/**
 * Sends visitors the cached answer `{ success: true, [name]: … }`, loading what it holds only
 * when the cache has no current copy under `key`.
 */
export async function sendCachedAnswer(
  ctx: AnyApiContext,
  cache: PublicCache,
  key: string,
  name: string,
  load: () => Promise<unknown>,
): Promise<void> {
  sendCached(ctx, await cache.read(key, async () => ({ success: true, [name]: await load() })));
}
