import type { z } from 'zod';
import { MAX_PICTURE_BYTES, MESSAGES } from '../../../../modules/admin/admin.schemas.ts';
import { AdminApiError } from '../../api/admin-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed zod parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The server's `errors: [{path, message}]`, keyed by the top-level field they name. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof AdminApiError)) return errors;
  for (const item of error.body.errors) {
    const key = item.path.split('.')[0] ?? '';
    if (key && !errors[key]) errors[key] = item.message;
  }
  return errors;
}

/** Spec sections 5 and 9: an upload must be an image (any image/* type) under its size limit. */
export function imageError(
  file: File | null | undefined,
  maxBytes: number,
  tooLarge: string,
): string | undefined {
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return MESSAGES.invalidImage;
  if (file.size >= maxBytes) return tooLarge;
  return undefined;
}

/** A profile picture: an image under 5MB. */
export function pictureError(file: File | null | undefined): string | undefined {
  return imageError(file, MAX_PICTURE_BYTES, MESSAGES.pictureTooLarge);
}
