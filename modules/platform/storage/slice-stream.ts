import { Readable } from 'node:stream';

/**
 * `take` bytes of `body` after skipping `skip`, for a store that answered a wider range than asked
 * (a 200 with the whole object, or s3rver's `bytes=0-0`, which it reads as "from 0 to the end").
 * Stops reading, and destroys the source, once the bytes wanted are through.
 */
export function sliceStream(body: Readable, skip: number, take: number): Readable {
  async function* slice(): AsyncGenerator<Buffer> {
    let toSkip = skip;
    let left = take;
    for await (const chunk of body) {
      if (left <= 0) break;
      let bytes = Buffer.from(chunk as Uint8Array);
      if (toSkip > 0) {
        const skipped = Math.min(toSkip, bytes.length);
        bytes = bytes.subarray(skipped);
        toSkip -= skipped;
      }
      if (bytes.length === 0) continue;
      const part = bytes.subarray(0, left);
      left -= part.length;
      yield part;
    }
    body.destroy();
  }
  return Readable.from(slice());
}
