import {
  type BackupManifest,
  DATABASE_ENTRY,
  fileEntryName,
  MANIFEST_ENTRY,
  manifestSchema,
} from './manifest.ts';
import { hashEntry, type IndexedEntry, readEntry, readTarIndex } from './tar-format.ts';

/** An archive that is damaged, truncated, tampered with or not a backup at all. */
export class ArchiveInvalidError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveInvalidError';
  }
}

export type VerifiedArchive = { manifest: BackupManifest; entries: Map<string, IndexedEntry> };

/**
 * Reads the whole archive once and proves it whole: a manifest that parses, every entry it lists
 * present with its size and sha256, nothing else in it. Throws ArchiveInvalidError naming the first
 * problem. Writes nothing.
 */
export async function verifyArchive(archive: string): Promise<VerifiedArchive> {
  let index: IndexedEntry[];
  try {
    index = await readTarIndex(archive);
  } catch (error) {
    throw new ArchiveInvalidError(`${archive} is not a readable backup: ${(error as Error).message}`);
  }
  const entries = new Map(index.map((entry) => [entry.path, entry]));
  if (entries.size !== index.length) throw new ArchiveInvalidError('archive holds one name twice');
  const manifestEntry = entries.get(MANIFEST_ENTRY);
  if (!manifestEntry)
    throw new ArchiveInvalidError(`${archive} has no ${MANIFEST_ENTRY}: not a backup archive`);
  const manifest = await readManifest(archive, manifestEntry);

  const expected = new Map<string, { bytes: number; sha256: string }>([
    [DATABASE_ENTRY, manifest.database],
    ...manifest.files.map((file) => [fileEntryName(file.key), file] as const),
  ]);
  for (const entry of index) {
    if (entry.path !== MANIFEST_ENTRY && !expected.has(entry.path)) {
      throw new ArchiveInvalidError(`${entry.path} is in the archive but not in its manifest`);
    }
  }
  for (const [name, facts] of expected) {
    const entry = entries.get(name);
    if (!entry) throw new ArchiveInvalidError(`${name} is in the manifest but missing from the archive`);
    if (entry.bytes !== facts.bytes) {
      throw new ArchiveInvalidError(`${name} has ${entry.bytes} bytes, the manifest says ${facts.bytes}`);
    }
    if ((await hashEntry(archive, entry)) !== facts.sha256) {
      throw new ArchiveInvalidError(`${name} is damaged: its sha256 does not match the manifest`);
    }
  }
  return { manifest, entries };
}

async function readManifest(archive: string, entry: IndexedEntry): Promise<BackupManifest> {
  const chunks: Buffer[] = [];
  for await (const chunk of readEntry(archive, entry)) chunks.push(chunk as Buffer);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ArchiveInvalidError(`${MANIFEST_ENTRY} is damaged: not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ArchiveInvalidError(
      `${MANIFEST_ENTRY} is not a manifest this version reads: ${issue?.path.join('.')} ${issue?.message}`,
    );
  }
  return parsed.data;
}
