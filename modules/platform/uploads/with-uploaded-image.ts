import type { ParameterizedContext } from 'koa';
import { formFile } from './form-fields.ts';
import type { ImageRules, UploadStorage } from './upload-storage.ts';

/**
 * Saves the image sent under `field` (if any), runs the change with its public path, and
 * deletes the new file again when the change fails, so a refused change leaves no orphan.
 */
export async function withUploadedImage<T>(
  ctx: Pick<ParameterizedContext, 'request'>,
  field: string,
  storage: UploadStorage,
  rules: ImageRules,
  change: (path: string | undefined) => Promise<T>,
): Promise<T> {
  const file = formFile(ctx, field);
  const saved = file ? await storage.saveImage(file, rules) : undefined;
  try {
    return await change(saved?.path);
  } catch (error) {
    await storage.remove(saved?.path);
    throw error;
  }
}
