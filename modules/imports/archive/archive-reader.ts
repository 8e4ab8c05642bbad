import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { z } from 'zod';
import { ImportFormatError } from '../engine/import-source.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_SECTIONS,
  ARCHIVE_VERSION,
  type ArchiveManifest,
  type ArchiveSettings,
  archiveSettingsSchema,
  manifestSchema,
  type SectionName,
  type SectionRow,
} from './archive-format.ts';

/** A section's JSON larger than this is refused rather than read into memory. */
const MAX_SECTION_BYTES = 512 * 1024 * 1024;
/** No picture this site stores is larger (the upload pipeline's limit): a bigger entry is not unpacked. */
const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/**
 * This site's archive, opened: the manifest checked first (format, version), then each section
 * read and checked on demand, and each picture unpacked to a temporary folder when asked for.
 * Every malformed part is an `ImportFormatError` naming it (`posts.json[3].title`).
 */
export class ArchiveReader {
  readonly manifest: ArchiveManifest;
  readonly #zip: ZipFile;
  readonly #entries: Map<string, Entry>;
  #dir: string | undefined;

  private constructor(zip: ZipFile, entries: Map<string, Entry>, manifest: ArchiveManifest) {
    this.#zip = zip;
    this.#entries = entries;
    this.manifest = manifest;
  }

  /** Opens the zip and checks its manifest; refuses a newer version than this site reads. */
  static async open(file: string): Promise<ArchiveReader> {
    const { zip, entries } = await listEntries(file);
    try {
      const raw = await readJson(zip, entries, 'manifest.json');
      const format = z.object({ format: z.string(), version: z.number() }).safeParse(raw);
      if (!format.success || format.data.format !== ARCHIVE_FORMAT)
        throw new ImportFormatError(`not a ${ARCHIVE_FORMAT} archive`, 'manifest.json');
      if (format.data.version > ARCHIVE_VERSION)
        throw new ImportFormatError(
          `archive version ${format.data.version} is newer than this site reads (${ARCHIVE_VERSION}): update the site first`,
          'manifest.json',
        );
      return new ArchiveReader(zip, entries, parseOrThrow(manifestSchema, raw, 'manifest.json'));
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  /** Every row of a section, checked; an absent section is empty. */
  async section<N extends SectionName>(name: N): Promise<SectionRow<N>[]> {
    const file = `${name}.json`;
    if (!this.#entries.has(file)) return [];
    const schema = z.array(ARCHIVE_SECTIONS[name]);
    return parseOrThrow(schema, await readJson(this.#zip, this.#entries, file), file) as SectionRow<N>[];
  }

  /** The site's and the shop's settings, or nulls when absent. */
  async settings(): Promise<ArchiveSettings> {
    if (!this.#entries.has('settings.json')) return { site: null, shop: null };
    return parseOrThrow(
      archiveSettingsSchema,
      await readJson(this.#zip, this.#entries, 'settings.json'),
      'settings.json',
    );
  }

  /**
   * The picture `files/<name>` unpacked to a temporary file, or undefined when the zip has none
   * (or an empty or oversized one; yauzl checks the bytes against the declared size).
   */
  async file(name: string): Promise<string | undefined> {
    const entry = this.#entries.get(`files/${name}`);
    if (!entry || entry.uncompressedSize === 0 || entry.uncompressedSize > MAX_PICTURE_BYTES)
      return undefined;
    this.#dir ??= await mkdtemp(path.join(tmpdir(), 'site-archive-'));
    const target = path.join(this.#dir, `${randomUUID()}-${path.basename(name)}`);
    await pipeline(await this.#zip.openReadStreamPromise(entry), createWriteStream(target));
    return target;
  }

  /** Closes the zip and deletes what was unpacked. */
  async close(): Promise<void> {
    this.#zip.close();
    if (this.#dir) await rm(this.#dir, { recursive: true, force: true });
  }
}

/** Whether the file is this site's archive (a zip whose manifest names its format). */
export async function isSiteArchive(file: string): Promise<boolean> {
  let listed: Awaited<ReturnType<typeof listEntries>> | undefined;
  try {
    listed = await listEntries(file);
    const manifest = await readJson(listed.zip, listed.entries, 'manifest.json');
    return z.object({ format: z.literal(ARCHIVE_FORMAT) }).safeParse(manifest).success;
  } catch {
    return false;
  } finally {
    listed?.zip.close();
  }
}

async function listEntries(file: string): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    throw new ImportFormatError(`not a readable zip: ${(error as Error).message}`, '');
  }
  const entries = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  return { zip, entries };
}

async function readJson(zip: ZipFile, entries: Map<string, Entry>, name: string): Promise<unknown> {
  const entry = entries.get(name);
  if (!entry) throw new ImportFormatError(`${name} is missing`, name);
  if (entry.uncompressedSize > MAX_SECTION_BYTES) throw new ImportFormatError('too large', name);
  const text = await readText(await zip.openReadStreamPromise(entry));
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ImportFormatError(`not valid JSON: ${(error as Error).message}`, name);
  }
}

async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = `${file}${(issue?.path ?? []).map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')}`;
  throw new ImportFormatError(`does not match the archive's format: ${issue?.message ?? 'invalid'}`, where);
}
