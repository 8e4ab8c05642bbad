import type { PutOptions } from './object-store.ts';

/**
 * The type of each kind of file uploads write, by extension: what a bucket serving files itself
 * (S3_PUBLIC_URL) should send. The disk keeps no types, so copying or restoring its files into a
 * bucket gives each one this.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  pdf: 'application/pdf',
  zip: 'application/zip',
  epub: 'application/epub+zip',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
};

/** A public name never changes content (a new upload gets a new name): cacheable for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How an object is written when it is copied in from elsewhere (`storage:migrate`, a restore):
 * its known type, or the one its extension says; public ones (no folder) cacheable for good.
 */
export function storedPutOptions(key: string, knownType?: string): PutOptions {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const contentType = knownType ?? CONTENT_TYPES[extension];
  return {
    ...(contentType ? { contentType } : {}),
    ...(key.includes('/') ? {} : { cacheControl: IMMUTABLE }),
  };
}
