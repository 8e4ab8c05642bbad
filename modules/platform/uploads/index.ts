export {
  formFields,
  formFile,
  formFiles,
  type UploadedFile,
} from './form-fields.ts';
export { type MultipartOptions, multipart } from './multipart.ts';
export { serveUploads, UPLOADS_PREFIX } from './serve-uploads.ts';
export {
  type FileRules,
  type ImageRules,
  type StoredFile,
  type StoredImage,
  UploadStorage,
  type UploadStorageOptions,
} from './upload-storage.ts';
export { type UploadFields, type Uploads, withUploads } from './with-uploads.ts';
