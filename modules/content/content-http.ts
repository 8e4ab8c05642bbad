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

/** Validates the form's text fields, then saves its image field (if sent) around the change. */
export function withForm<S extends z.ZodType, T>(
  ctx: Pick<ApiContext, 'request'>,
  schema: S,
  image: { field: string; storage: UploadStorage; rules: ImageRules },
  change: (input: z.output<S>, path: string | undefined) => Promise<T>,
): Promise<T> {
  const input = parse(schema, formFields(ctx));
  return withUploadedImage(ctx, image.field, image.storage, image.rules, (path) => change(input, path));
}
