import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadStorage } from '../../platform/uploads/index.ts';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 20_000;

/** An image fetched and stored, or why not. */
export type FetchedImage = { path: string } | { failed: string };

/**
 * Downloads an exported image and stores it as the editor's uploads are (`saveImage`: type by
 * content, re-encoded, metadata stripped, variants made by the media module). At most 10 MB,
 * 20 s; anything else (unreachable, not an image, too large) is a reason, never a throw.
 */
export async function fetchImage(storage: UploadStorage, url: string): Promise<FetchedImage> {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return { failed: 'not an http(s) URL' };
  const file = path.join(tmpdir(), `import-image-${randomUUID()}`);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok || !response.body) return { failed: `HTTP ${response.status}` };
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_IMAGE_BYTES) return { failed: 'larger than 10 MB' };
    let size = 0;
    const body = Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]);
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_IMAGE_BYTES) body.destroy(new Error('larger than 10 MB'));
    });
    await pipeline(body, createWriteStream(file));
    return await storeImageFile(storage, file);
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Stores an image file on this machine (one the import carried itself: beside the Markdown, in
 * a zip or an archive) as `fetchImage` stores a downloaded one (it only reads the file).
 */
export async function storeImageFile(storage: UploadStorage, filepath: string): Promise<FetchedImage> {
  try {
    const { size } = await stat(filepath);
    if (size > MAX_IMAGE_BYTES) return { failed: 'larger than 10 MB' };
    const saved = await storage.saveImage(
      { filepath, originalFilename: null, mimetype: null, size },
      {
        maxBytes: MAX_IMAGE_BYTES,
        tooLargeMessage: 'larger than 10 MB',
        invalidMessage: 'not an image this site takes',
      },
    );
    return { path: saved.path };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}
