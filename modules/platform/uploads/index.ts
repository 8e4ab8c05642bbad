export {
  formFields,
  formFile,
  formFiles,
  type UploadedFile,
} from './form-fields.ts';
export { MAX_INPUT_PIXELS } from './image-processing.ts';
export { type MultipartOptions, multipart } from './multipart.ts';
export { serveUploads, UPLOADS_PREFIX } from './serve-uploads.ts';
export {
  isRasterName,
  RASTER_EXTENSIONS,
  RASTER_NAME_PATTERN,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantFormat,
  variantName,
} from './stored-name.ts';
export {
  type FileRules,
  type ImageRules,
  type ImageSize,
  type StoredFile,
  type StoredImage,
  type StoredImageListener,
  UploadStorage,
  type UploadStorageOptions,
} from './upload-storage.ts';
export { type UploadFields, type Uploads, withUploads } from './with-uploads.ts';
