import type { ParameterizedContext } from 'koa';
import { PayloadTooLargeError } from '../errors/index.ts';
import { formFile, formFiles } from './form-fields.ts';
import type { FileRules, ImageRules, StoredFile, UploadStorage } from './upload-storage.ts';

/** What a form may upload: one public image under `image.field`, private files under `files.field`. */
export type UploadFields = {
  image?: { field: string; rules: ImageRules };
  /** At most `max` files (more is a 413 before anything is stored). */
  files?: { field: string; rules: FileRules; max: number };
};

/** What was stored: the image's public path (if one was sent) and the private files, in order. */
export type Uploads = { image: string | undefined; files: StoredFile[] };

/**
 * The one way to upload with a change: stores what the form sent under `fields`, runs the change
 * with it, and deletes everything stored again when a file is refused or the change fails, so a
 * refused form leaves no orphan on disk. Parse the text fields before calling, so a form refused
 * for its text stores nothing.
 */
export async function withUploads<T>(
  ctx: Pick<ParameterizedContext, 'request'>,
  storage: UploadStorage,
  fields: UploadFields,
  change: (uploads: Uploads) => Promise<T>,
): Promise<T> {
  const { image: imageField, files: filesField } = fields;
  const files = filesField ? formFiles(ctx, filesField.field) : [];
  if (filesField && files.length > filesField.max)
    throw new PayloadTooLargeError(`Send at most ${filesField.max} files at once`);
  const image = imageField ? formFile(ctx, imageField.field) : undefined;
  const stored: Uploads = { image: undefined, files: [] };
  try {
    if (image && imageField) stored.image = (await storage.saveImage(image, imageField.rules)).path;
    if (filesField)
      for (const file of files) stored.files.push(await storage.saveFile(file, filesField.rules));
    return await change(stored);
  } catch (error) {
    await storage.remove(stored.image);
    for (const file of stored.files) await storage.removeFile(file.key);
    throw error;
  }
}
