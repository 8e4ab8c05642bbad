import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live: a folder on the API's disk (the default) or an S3-compatible bucket.
 * Keys are flat names the upload store made (`<uuid>.jpg`, `<uuid>-w640.avif`) or, for files
 * never served publicly, `private/<uuid>.<ext>`. Everything above this interface (type checks,
 * size limits, variants, single-use downloads) is the same whichever store is behind it.
 */
export interface ObjectStore {
  readonly driver: 'disk' | 's3';
  /** Writes a whole object; with `ifAbsent`, refuses (throws) when the key already exists. */
  put(key: string, body: Buffer, options?: PutOptions): Promise<void>;
  /** Writes a whole object from a file on this machine (an upload's temporary file). */
  putFile(key: string, filepath: string, options?: PutOptions): Promise<void>;
  /** The whole object, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /**
   * A stream of the object, or of bytes `start..end` (inclusive) of it, with its total size;
   * undefined when there is none.
   */
  read(key: string, range?: ByteRange): Promise<ObjectRead | undefined>;
  /** Size and last change of an object, or undefined when there is none. */
  head(key: string): Promise<ObjectFacts | undefined>;
  /** Deletes an object; a missing one is fine. */
  delete(key: string): Promise<void>;
  /** Every key under a prefix ('' for all), in no promised order. */
  list(prefix?: string): AsyncIterable<string>;
  /** Throws unless the store answers (readiness). */
  check(): Promise<void>;
  /** Lets go of connections (at shutdown); nothing to do for a folder. */
  close?(): void;
}

export type PutOptions = {
  /** Stored with the object where the store keeps it (S3), for a bucket that serves it directly. */
  contentType?: string;
  /** Likewise: the Cache-Control a bucket serving the object directly sends. */
  cacheControl?: string;
  ifAbsent?: boolean;
};
export type ByteRange = { start: number; end: number };
export type ObjectFacts = { bytes: number; modifiedAt?: Date; contentType?: string };
export type ObjectRead = { body: Readable; bytes: number; totalBytes: number; contentType?: string };

/** Thrown by put/putFile with `ifAbsent` when the key is already taken. */
export class ObjectExistsError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`An object named ${key} already exists`);
    this.name = 'ObjectExistsError';
    this.key = key;
  }
}

// Path-like keys of plain segments: no empty, dot-led (`..`, temporary files) or odd segments,
// so a key can never leave the disk store's folder and means the same on both drivers.
const KEY = /^(?:[A-Za-z0-9_][A-Za-z0-9._-]{0,199}\/){0,4}[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/** Throws unless `key` is a key either driver stores under the same name. */
export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
}

/**
 * The bytes a read covers: the whole object, or `start..end` with `end` clamped to the last byte
 * (as HTTP and S3 do). A range starting past the end is refused with a RangeError.
 */
export function checkRange(range: ByteRange | undefined, totalBytes: number): ByteRange {
  if (!range) return { start: 0, end: totalBytes - 1 };
  const { start, end } = range;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || start >= totalBytes) {
    throw new RangeError(`Range ${start}-${end} is outside an object of ${totalBytes} bytes`);
  }
  return { start, end: Math.min(end, totalBytes - 1) };
}
