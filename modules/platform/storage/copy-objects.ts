import type { DiskStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';

export type CopyOutcome = 'copied' | 'skipped' | 'failed';
export type CopyCounts = Record<CopyOutcome, number> & { total: number };

/** Types a bucket serving the files directly should send, by extension (what uploads write). */
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
const IMMUTABLE = 'public, max-age=31536000, immutable';

export type CopyOptions = {
  /** Files copied at once (default 4: a few requests in flight, little memory: each is streamed). */
  concurrency?: number;
  onFile?: (key: string, outcome: CopyOutcome, error?: unknown) => void;
};

/**
 * Copies every object of a disk store (public files and `private/`) into another store.
 * Idempotent and resumable: an object already there with the same size is skipped, and each
 * copy is whole or nothing (one PutObject), so a run stopped anywhere leaves only whole objects
 * and the next run copies what is left. A file that fails is counted and the rest go on.
 */
export async function copyObjects(
  from: DiskStore,
  to: ObjectStore,
  options: CopyOptions = {},
): Promise<CopyCounts> {
  const keys: string[] = [];
  for await (const key of from.list()) keys.push(key);
  keys.sort();
  const counts: CopyCounts = { total: keys.length, copied: 0, skipped: 0, failed: 0 };
  let next = 0;
  const copyOne = async (key: string): Promise<CopyOutcome> => {
    const source = await from.head(key);
    if (!source) return 'skipped';
    const there = await to.head(key);
    if (there && there.bytes === source.bytes) return 'skipped';
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    const isPrivate = key.includes('/');
    await to.putFile(key, from.pathOf(key), {
      contentType: CONTENT_TYPES[extension],
      cacheControl: isPrivate ? undefined : IMMUTABLE,
    });
    return 'copied';
  };
  const lane = async () => {
    while (next < keys.length) {
      const key = keys[next] ?? '';
      next += 1;
      let outcome: CopyOutcome;
      let failure: unknown;
      try {
        outcome = await copyOne(key);
      } catch (error) {
        outcome = 'failed';
        failure = error;
      }
      counts[outcome] += 1;
      options.onFile?.(key, outcome, failure);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, lane));
  return counts;
}
