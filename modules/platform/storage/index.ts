export { type CopyCounts, type CopyOptions, type CopyOutcome, copyObjects } from './copy-objects.ts';
export { createObjectStore } from './create-object-store.ts';
export { DiskStore } from './disk-store.ts';
export {
  assertKey,
  type ByteRange,
  checkRange,
  ObjectExistsError,
  type ObjectFacts,
  type ObjectRead,
  type ObjectStore,
  type PutOptions,
} from './object-store.ts';
export { S3Store, type S3StoreOptions } from './s3-store.ts';
