import { multipart, type UploadFields } from '../platform/uploads/index.ts';
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
