import type { PutOptions } from '../storage/object-store.ts';

// A bucket that serves public images itself (S3_PUBLIC_URL) sends what is stored with each object.
// The disk store keeps no types, so an archive of it has none: the restore gives each object what
// the upload store would have written, by extension, as `npm run storage:migrate` does.
const CONTENT_TYPES: Record<string, string> = {
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

/** Public names never change content (a new upload gets a new name), as the upload store says. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The put options of a restored object: its recorded type, or one by extension; public ones cacheable. */
export function restoredPutOptions(key: string, recordedType: string | undefined): PutOptions {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const contentType = recordedType ?? CONTENT_TYPES[extension];
  const isPublic = !key.includes('/');
  return {
    ...(contentType ? { contentType } : {}),
    ...(isPublic ? { cacheControl: PUBLIC_CACHE_CONTROL } : {}),
  };
}
