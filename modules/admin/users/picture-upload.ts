import type { AnyApiContext } from '../../platform/http/index.ts';
import { multipart, type UploadStorage, withUploads } from '../../platform/uploads/index.ts';
import { MAX_PICTURE_BYTES, MESSAGES } from '../admin.schemas.ts';

/** Multipart parsing for the routes that take a profile picture (register, profile, users). */
export const pictureUpload = multipart({
  maxFileBytes: MAX_PICTURE_BYTES,
  tooLargeMessage: MESSAGES.pictureTooLarge,
});

const pictureRules = {
  maxBytes: MAX_PICTURE_BYTES,
  tooLargeMessage: MESSAGES.pictureTooLarge,
  invalidMessage: MESSAGES.invalidImage,
};

/** Saves an uploaded picture, runs the change, and deletes the new file if the change fails. */
export function withPicture<T>(
  ctx: AnyApiContext,
  field: string,
  storage: UploadStorage,
  change: (picture: string | undefined) => Promise<T>,
): Promise<T> {
  return withUploads(ctx, storage, { image: { field, rules: pictureRules } }, ({ image }) => change(image));
}
