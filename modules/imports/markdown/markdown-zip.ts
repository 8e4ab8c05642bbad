import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry } from 'yauzl';
import { ImportFormatError } from '../engine/import-source.ts';

/** Past these a zip is refused (a zip bomb, or not a blog). */
export const ZIP_LIMITS = { entries: 20_000, bytes: 500 * 1024 * 1024 };
const SYMLINK = 0o120000;
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes} bytes`);
const FILE_TYPE = 0o170000;

/**
 * Unpacks a zip of Markdown into a new temporary folder (in `under`, the system's by default)
 * and answers its path; the caller
 * removes it. Every entry is checked before anything is written: a path out of the folder
 * (`..`, absolute), a symbolic link, an encrypted entry, more than 20,000 entries or more than
 * 500 MB unpacked is an `ImportFormatError`. A single top-level folder is stripped, so the
 * posts' keys do not depend on the zip's name.
 */
export async function unpackZip(
  file: string,
  { limits = ZIP_LIMITS, under = tmpdir() }: { limits?: typeof ZIP_LIMITS; under?: string } = {},
): Promise<string> {
  const name = path.basename(file);
  const { strip } = await checkEntries(file, name, limits);
  const dir = await mkdtemp(path.join(under, 'markdown-import-'));
  try {
    await extract(file, name, dir, strip, limits);
    return dir;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** An entry's path in the folder, or '' for one left out (macOS's resource forks). */
function entryPath(entry: Entry, strip: string): string {
  if (entry.fileName.startsWith('__MACOSX/')) return '';
  return strip && entry.fileName.startsWith(strip) ? entry.fileName.slice(strip.length) : entry.fileName;
}

async function openZip(file: string, name: string) {
  try {
    return await yauzl.openPromise(file, { autoClose: false, strictFileNames: true });
  } catch (error) {
    throw new ImportFormatError(`${name} is not a readable zip: ${(error as Error).message}`, name);
  }
}

/** First pass over the central directory: nothing is written. */
async function checkEntries(
  file: string,
  name: string,
  limits: typeof ZIP_LIMITS,
): Promise<{ strip: string }> {
  const zip = await openZip(file, name);
  try {
    if (zip.entryCount > limits.entries) {
      throw new ImportFormatError(`${name} has ${zip.entryCount} entries (at most ${limits.entries})`, name);
    }
    let bytes = 0;
    const tops = new Set<string>();
    let nested = false;
    for await (const entry of zip.eachEntry()) {
      const where = `${name}: ${entry.fileName}`;
      // The Unix mode sits in the high 16 bits of the external attributes.
      if (((entry.externalFileAttributes >>> 16) & FILE_TYPE) === SYMLINK) {
        throw new ImportFormatError(`${name} holds a symbolic link, refused`, where);
      }
      if (entry.isEncrypted()) throw new ImportFormatError(`${name} holds an encrypted entry`, where);
      bytes += entry.uncompressedSize;
      if (bytes > limits.bytes) {
        throw new ImportFormatError(`${name} unpacks to more than ${size(limits.bytes)}`, where);
      }
      if (entry.fileName.startsWith('__MACOSX/')) continue;
      const [top = '', ...rest] = entry.fileName.split('/');
      tops.add(top);
      if (rest.some(Boolean)) nested = true;
    }
    const [only] = tops;
    return { strip: tops.size === 1 && nested && only ? `${only}/` : '' };
  } catch (error) {
    if (error instanceof ImportFormatError) throw error;
    // yauzl refuses `..`, absolute paths and backslashes in names itself.
    throw new ImportFormatError(`${name} is refused: ${(error as Error).message}`, name);
  } finally {
    zip.close();
  }
}

/** Second pass: every file written under `dir`, its bytes counted as they come. */
async function extract(
  file: string,
  name: string,
  dir: string,
  strip: string,
  limits: typeof ZIP_LIMITS,
): Promise<void> {
  const zip = await openZip(file, name);
  let bytes = 0;
  const count = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > limits.bytes)
          done(new ImportFormatError(`${name} unpacks to more than ${size(limits.bytes)}`, name));
        else done(null, chunk);
      },
    });
  try {
    for await (const entry of zip.eachEntry()) {
      const relative = entryPath(entry, strip);
      if (!relative || relative.endsWith('/')) continue;
      const target = path.resolve(dir, relative);
      if (!target.startsWith(`${dir}${path.sep}`)) {
        throw new ImportFormatError(`${name} has an entry outside its folder`, `${name}: ${entry.fileName}`);
      }
      await mkdir(path.dirname(target), { recursive: true });
      // `wx`: an entry given twice is refused rather than silently replaced.
      await pipeline(
        await zip.openReadStreamPromise(entry),
        count(),
        createWriteStream(target, { flags: 'wx' }),
      );
      // The entry's own time, not the unpacking's: a post without a date is dated by it.
      const modified = entry.getLastModDate();
      await utimes(target, modified, modified);
    }
  } catch (error) {
    if (error instanceof ImportFormatError) throw error;
    throw new ImportFormatError(`${name} could not be unpacked: ${(error as Error).message}`, name);
  } finally {
    zip.close();
  }
}
