import type { ParameterizedContext } from 'koa';
import { PayloadTooLargeError } from '../../platform/errors/index.ts';
import {
  formFile,
  formFiles,
  multipart,
  type StoredFile,
  type UploadStorage,
} from '../../platform/uploads/index.ts';
import { FILE_LIMITS, FILE_TYPES, MAX_IMAGE_BYTES, MESSAGES } from '../shop.schemas.ts';
import type { ProductUploads } from './products.service.ts';

const IMAGE_RULES = {
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: MESSAGES.imageTooLarge,
  invalidMessage: MESSAGES.invalidImage,
};
const FILE_RULES = {
  maxBytes: FILE_LIMITS.maxBytes,
  allowed: FILE_TYPES,
  allowText: true,
  tooLargeMessage: MESSAGES.fileTooLarge,
  invalidMessage: MESSAGES.fileType,
};

/** The product form's body: up to 10 files plus the image, each at most 100 MB (the image 5 MB). */
export const productMultipart = multipart({
  maxFileBytes: FILE_LIMITS.maxBytes,
  tooLargeMessage: MESSAGES.fileTooLarge,
  maxFiles: FILE_LIMITS.perRequest + 1,
});

/**
 * Stores the form's image (public, re-encoded) and files (private, typed by content), runs the
 * change with them, and deletes everything stored again when a file is refused or the change
 * fails, so a refused form leaves no orphan on disk.
 */
export async function withProductUploads<T>(
  ctx: Pick<ParameterizedContext, 'request'>,
  storage: UploadStorage,
  change: (uploads: ProductUploads) => Promise<T>,
): Promise<T> {
  const files = formFiles(ctx, 'files');
  if (files.length > FILE_LIMITS.perRequest)
    throw new PayloadTooLargeError(`Send at most ${FILE_LIMITS.perRequest} files at once`);
  const image = formFile(ctx, 'image');
  let imagePath: string | undefined;
  const stored: StoredFile[] = [];
  try {
    if (image) imagePath = (await storage.saveImage(image, IMAGE_RULES)).path;
    for (const file of files) stored.push(await storage.saveFile(file, FILE_RULES));
    return await change({ image: imagePath, files: stored });
  } catch (error) {
    await storage.remove(imagePath);
    for (const file of stored) await storage.removeFile(file.key);
    throw error;
  }
}
