import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Header, Pax } from 'tar';

// A plain POSIX tar (ustar, with a pax header for a long name), readable by `tar tf` and any
// unpacker. The archive is written and read here with node-tar's header codec rather than its
// Pack/Parser streams: a backup adds entries from async sources one at a time (the size is
// known before the body, as tar needs), and a restore reads entries by offset from the file, so
// it can verify every checksum first and come back to each entry later without buffering any.

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

export type TarEntry = { path: string; bytes: number; sha256: string };

/** Appends entries to a new file; `finish()` writes the end blocks and closes it. */
export class TarWriter {
  readonly #out: WriteStream;
  #failed: Error | undefined;
  #written = 0;

  private constructor(out: WriteStream) {
    this.#out = out;
    this.#out.on('error', (error) => {
      this.#failed = error;
    });
  }

  /** A writer on a new file; refuses (EEXIST) to write over one that exists. */
  static async create(filepath: string): Promise<TarWriter> {
    const out = createWriteStream(filepath, { flags: 'wx' });
    await once(out, 'open');
    return new TarWriter(out);
  }

  /** Bytes written so far. */
  get bytes(): number {
    return this.#written;
  }

  /**
   * Adds one file entry of exactly `bytes` bytes from `body`; returns its sha256. Throws when the
   * body is longer or shorter than announced (the source changed while it was read).
   */
  async add(path: string, bytes: number, body: Readable | Buffer, mtime = new Date()): Promise<TarEntry> {
    const header = new Header({ path, mode: 0o644, size: bytes, mtime, type: 'File', uid: 0, gid: 0 });
    const block = Buffer.alloc(BLOCK);
    if (header.encode(block, 0)) {
      await this.#write(new Pax({ path, size: bytes, mtime }).encode());
    }
    await this.#write(block);
    const hash = createHash('sha256');
    let seen = 0;
    const chunks = Buffer.isBuffer(body) ? [body] : body;
    for await (const chunk of chunks) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      seen += buffer.length;
      if (seen > bytes) throw new Error(`${path}: more than the ${bytes} bytes announced`);
      hash.update(buffer);
      await this.#write(buffer);
    }
    if (seen !== bytes) throw new Error(`${path}: ${seen} bytes read, ${bytes} announced`);
    const padding = (BLOCK - (bytes % BLOCK)) % BLOCK;
    if (padding) await this.#write(ZEROS.subarray(0, padding));
    return { path, bytes, sha256: hash.digest('hex') };
  }

  /** Writes the end-of-archive blocks, flushes, fsyncs and closes the file. */
  async finish(): Promise<void> {
    await this.#write(ZEROS);
    const closed = once(this.#out, 'close');
    this.#out.end();
    await closed;
    if (this.#failed) throw this.#failed;
    // Renamed into place next: the bytes must be on disk before the name says "complete".
    const handle = await open(this.#out.path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Closes the file after a failure (the caller removes it). */
  async abandon(): Promise<void> {
    if (this.#out.closed) return;
    // Pending writes fail with an error on destroy (recorded by the listener); wait for the close.
    const closed = new Promise<void>((resolve) => this.#out.once('close', () => resolve()));
    this.#out.destroy();
    await closed;
  }

  async #write(buffer: Buffer): Promise<void> {
    if (this.#failed) throw this.#failed;
    this.#written += buffer.length;
    if (!this.#out.write(buffer)) {
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        this.#out.once('error', onError);
        this.#out.once('drain', () => {
          this.#out.off('error', onError);
          resolve();
        });
      });
    }
  }
}

/** Where one entry's bytes sit in the archive file. */
export type IndexedEntry = { path: string; bytes: number; offset: number };

/**
 * Every file entry of a tar file with its offset, reading headers only. Throws on a damaged
 * header (bad checksum), an entry cut short, or a missing end, so a truncated archive is refused.
 */
export async function readTarIndex(filepath: string): Promise<IndexedEntry[]> {
  const handle = await open(filepath, 'r');
  try {
    const { size } = await handle.stat();
    const entries: IndexedEntry[] = [];
    let position = 0;
    // A pax header before an entry carries what its ustar header cannot hold (a long name, a size
    // of 8 GB or more).
    let extended: { path?: string; size?: number } = {};
    while (true) {
      const block = await readExactly(handle, position, BLOCK);
      if (block.every((byte) => byte === 0)) return entries;
      const header = new Header(block);
      if (!header.cksumValid) throw new Error(`damaged tar header at byte ${position}`);
      const bytes =
        header.type === 'ExtendedHeader' ? (header.size ?? 0) : (extended.size ?? header.size ?? 0);
      const body = position + BLOCK;
      const next = body + Math.ceil(bytes / BLOCK) * BLOCK;
      if (next > size) throw new Error(`tar entry at byte ${position} is cut short (archive truncated)`);
      if (header.type === 'ExtendedHeader') {
        const pax = Pax.parse((await readExactly(handle, body, bytes)).toString('utf8'));
        extended = { path: pax.path, size: pax.size };
      } else {
        if (header.type === 'File' || header.type === 'OldFile') {
          const path = extended.path ?? header.path;
          if (!path) throw new Error(`tar entry at byte ${position} has no name`);
          entries.push({ path, bytes, offset: body });
        }
        extended = {};
      }
      position = next;
    }
  } finally {
    await handle.close();
  }
}

/** A stream of one entry's bytes. */
export function readEntry(filepath: string, entry: IndexedEntry): Readable {
  // createReadStream's end is inclusive, so an empty entry has no range to ask for.
  if (entry.bytes === 0) return Readable.from([]);
  return createReadStream(filepath, { start: entry.offset, end: entry.offset + entry.bytes - 1 });
}

/** The sha256 of one entry's bytes. */
export async function hashEntry(filepath: string, entry: IndexedEntry): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of readEntry(filepath, entry)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function readExactly(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new Error(`archive ends at byte ${position + bytesRead}: truncated`);
  return buffer;
}
