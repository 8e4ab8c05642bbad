import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertKey,
  type ByteRange,
  checkRange,
  ObjectExistsError,
  type ObjectFacts,
  type ObjectRead,
  type ObjectStore,
  type PutOptions,
} from './object-store.ts';
import { sliceStream } from './slice-stream.ts';

export type S3StoreOptions = {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle?: boolean;
  /** Keys per ListObjectsV2 page (1000, S3's most, unless a test wants many pages cheaply). */
  listPageSize?: number;
};

/** An S3 answer that means "no such object" (GET says NoSuchKey, HEAD only its status). */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** `bytes 0-9/1234` -> { start: 0, end: 9, total: 1234 }. */
function rangeOf(
  contentRange: string | undefined,
): { start: number; end: number; total: number } | undefined {
  const match = contentRange?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) };
}

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2). PutObject is
 * whole-or-nothing on every one of them, so nothing here needs a temporary name.
 */
export class S3Store implements ObjectStore {
  readonly driver = 's3' as const;
  readonly bucket: string;
  readonly #client: S3Client;
  readonly #pageSize: number;

  constructor(options: S3StoreOptions) {
    this.bucket = options.bucket;
    this.#pageSize = options.listPageSize ?? 1000;
    this.#client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // The SDK's default CRC32 trailers (aws-chunked bodies) are not understood by every
      // S3-compatible store; MD5-free plain requests are, and TLS already guards the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, options: PutOptions = {}): Promise<void> {
    await this.#put(key, body, body.length, options);
  }

  async putFile(key: string, filepath: string, options: PutOptions = {}): Promise<void> {
    const { size } = await stat(filepath);
    // Streamed with its length known up front: never the whole file in memory, one request.
    await this.#put(key, createReadStream(filepath), size, options);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const read = await this.read(key);
    if (!read) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of read.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async read(key: string, range?: ByteRange): Promise<ObjectRead | undefined> {
    assertKey(key);
    if (range) checkRange(range, Number.MAX_SAFE_INTEGER);
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      const body = answer.Body instanceof Readable ? answer.Body : Readable.from([]);
      const contentType = answer.ContentType;
      if (!range) {
        const bytes = answer.ContentLength ?? 0;
        return { body, bytes, totalBytes: bytes, contentType };
      }
      const answered = rangeOf(answer.ContentRange);
      const totalBytes = answered?.total ?? answer.ContentLength ?? 0;
      const wanted = checkRange(range, totalBytes);
      const bytes = wanted.end - wanted.start + 1;
      const from = answered?.start ?? 0;
      const to = answered?.end ?? totalBytes - 1;
      if (from === wanted.start && to === wanted.end) return { body, bytes, totalBytes, contentType };
      // A store that answered more than asked: cut the bytes asked for out of its answer.
      return { body: sliceStream(body, wanted.start - from, bytes), bytes, totalBytes, contentType };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
        throw new RangeError(`Range ${range?.start}-${range?.end} is outside ${key}`);
      }
      throw error;
    }
  }

  async head(key: string): Promise<ObjectFacts | undefined> {
    assertKey(key);
    try {
      const answer = await this.#client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        bytes: answer.ContentLength ?? 0,
        modifiedAt: answer.LastModified,
        contentType: answer.ContentType,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    // S3 answers 204 for a key that is not there: deleting twice is fine.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix = ''): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          MaxKeys: this.#pageSize,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Closes the client's idle connections (at shutdown). */
  close(): void {
    this.#client.destroy();
  }

  async #put(key: string, body: Buffer | Readable, bytes: number, options: PutOptions): Promise<void> {
    assertKey(key);
    try {
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentLength: bytes,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
          // Honoured by AWS, R2 and MinIO (412 when taken); stores that ignore it overwrite,
          // which our random names make harmless.
          IfNoneMatch: options.ifAbsent ? '*' : undefined,
        }),
      );
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) {
        throw new ObjectExistsError(key);
      }
      throw error;
    }
  }
}
