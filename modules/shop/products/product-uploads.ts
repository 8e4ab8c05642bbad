import { multipart, type UploadFields } from '../../platform/uploads/index.ts';
import { FILE_LIMITS, FILE_TYPES, MAX_IMAGE_BYTES, MESSAGES } from '../shop.schemas.ts';

/** The product form's body: up to 10 files plus the image, each at most 100 MB (the image 5 MB). */
export const productMultipart = multipart({
  maxFileBytes: FILE_LIMITS.maxBytes,
  tooLargeMessage: MESSAGES.fileTooLarge,
  maxFiles: FILE_LIMITS.perRequest + 1,
});

/**
 * What the product form uploads (for `withUploads`): its image (public, re-encoded) and its
 * files (private, typed by content).
 */
export const PRODUCT_UPLOADS: UploadFields = {
  image: {
    field: 'image',
    rules: {
      maxBytes: MAX_IMAGE_BYTES,
      tooLargeMessage: MESSAGES.imageTooLarge,
      invalidMessage: MESSAGES.invalidImage,
    },
  },
  files: {
    field: 'files',
    max: FILE_LIMITS.perRequest,
    rules: {
      maxBytes: FILE_LIMITS.maxBytes,
      allowed: FILE_TYPES,
      allowText: true,
      tooLargeMessage: MESSAGES.fileTooLarge,
      invalidMessage: MESSAGES.fileType,
    },
  },
};
