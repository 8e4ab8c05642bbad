import { pipeline, type Readable, Transform } from 'node:stream';
import type { ApiContext } from '../../platform/http/index.ts';
import type { ProductFileHandle } from '../products/catalogue.ts';
import { contentDisposition } from './content-disposition.ts';
import type { DownloadSpan } from './downloads.service.ts';

/** The headers of a file answer (a GET's and a HEAD's alike). */
export function fileHeaders(ctx: ApiContext, file: ProductFileHandle): void {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('Content-Disposition', contentDisposition(file.name));
  ctx.set('X-Content-Type-Options', 'nosniff');
  // Length and ranges are of the stored bytes: the compression middleware must leave them be.
  ctx.compress = false;
  ctx.type = file.contentType;
}

/**
 * Streams the file or its range from the store (only those bytes are read, never the whole file
 * into memory). `unsent` is called once with the bytes reserved for this answer that never left
 * (the client went away, or the store could not be read), so the grant can give them back.
 */
export async function sendFile(
  ctx: ApiContext,
  file: ProductFileHandle,
  span: DownloadSpan | undefined,
  unsent: (bytes: number) => void,
): Promise<void> {
  const length = span ? span.end - span.start + 1 : file.size;
  let source: Readable;
  try {
    source = await file.open(span);
  } catch (error) {
    unsent(length);
    throw error;
  }
  fileHeaders(ctx, file);
  let written = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      done(null, chunk);
    },
  });
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) unsent(length - written);
  });
  if (span) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${span.start}-${span.end}/${file.size}`);
  } else {
    ctx.status = 200;
  }
  ctx.length = length;
  // pipeline closes the file (or the store's answer) when the client goes away.
  ctx.body = pipeline(source, counter, () => {});
}
