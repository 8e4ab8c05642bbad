import { open, stat } from 'node:fs/promises';
import { ImportFormatError, type ImportSource } from './engine/import-source.ts';
import { WordPressSource } from './wordpress/wordpress-source.ts';

export type SourceOptions = {
  clock: () => Date;
  /** The old site's address, for relative image URLs and Ghost's `__GHOST_URL__`. */
  baseUrl?: string;
};

/**
 * The importer for a file or folder, told by what it holds, never by its name alone: a folder or
 * a zip (Markdown, or this site's own export), XML (a WordPress export) or JSON (a Ghost export).
 * Throws `ImportFormatError` for anything else; ENOENT for a missing path.
 */
export async function openSource(file: string, options: SourceOptions): Promise<ImportSource> {
  const facts = await stat(file);
  if (facts.isDirectory()) throw unknownFormat('a folder');
  const head = await firstBytes(file, 512);
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) throw unknownFormat('a zip file');
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<')) return new WordPressSource(file, options.clock);
  if (text.startsWith('{') || text.startsWith('[')) throw unknownFormat('a JSON file');
  throw unknownFormat('this file');
}

function unknownFormat(what: string): ImportFormatError {
  return new ImportFormatError(
    `${what} is not a format this site imports: a WordPress export (.xml), a Ghost export (.json), a zip or folder of Markdown, or this site's own export (.zip)`,
    '',
  );
}

async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
