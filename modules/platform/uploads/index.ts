export {
  formFields,
  formFile,
  formFiles,
  type UploadedFile,
} from './form-fields.ts';
export { type MultipartOptions, multipart } from './multipart.ts';
export { serveUploads, UPLOADS_PREFIX } from './serve-uploads.ts';
export { VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat, variantName } from './stored-name.ts';
export {
  type FileRules,
  type ImageRules,
  type StoredFile,
  type StoredImage,
  UploadStorage,
  type UploadStorageOptions,
} from './upload-storage.ts';
export { type ImageFactsAnswer, ImageFactsReader, uploadUrlsIn } from './variants/image-facts.ts';
export { ImageVariants, type MakeOutcome } from './variants/image-variants.ts';
export { IMAGES_QUEUE } from './variants/jobs/images-queue.ts';
export { StoredImageSchema } from './variants/stored-image.entity.ts';
export { type ImageFacts, type ImageVariant, variantWidths } from './variants/variant-plan.ts';
export { type UploadFields, type Uploads, withUploads } from './with-uploads.ts';
