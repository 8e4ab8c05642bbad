import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import {
  access,
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
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

async function copyExclusive(from: string, to: string, key: string): Promise<void> {
  try {
    await copyFile(from, to, constants.COPYFILE_EXCL);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(key);
    throw error;
  }
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under one folder (`private/` keys in its sub-folder). Every write goes to a
 * temporary file beside its target (a dot name, which list() skips) and is then renamed over it,
 * or hard-linked when the key must be new, so a reader or a crash never sees half an object.
 */
export class DiskStore implements ObjectStore {
  readonly driver = 'disk' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: Buffer, options: PutOptions = {}): Promise<void> {
    await this.#write(key, options, (aside) => writeFile(aside, body, { flag: 'wx' }));
  }

  async putFile(key: string, filepath: string, options: PutOptions = {}): Promise<void> {
    await this.#write(key, options, (aside) => copyFile(filepath, aside, constants.COPYFILE_EXCL));
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.#path(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<ObjectRead | undefined> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.#path(key), 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      // Sized from the open file, so a rename over it meanwhile cannot mix two versions.
      const { size } = await handle.stat();
      const { start, end } = checkRange(range, size);
      // An empty object has no byte range to give createReadStream.
      const body = handle.createReadStream(size > 0 ? { start, end, autoClose: true } : { autoClose: true });
      return { body, bytes: Math.max(0, end - start + 1), totalBytes: size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<ObjectFacts | undefined> {
    try {
      const facts = await stat(this.#path(key));
      return facts.isFile() ? { bytes: facts.size, modifiedAt: facts.mtime } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.#path(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async *list(prefix = ''): AsyncIterable<string> {
    yield* this.#walk('', prefix);
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async *#walk(folder: string, prefix: string): AsyncIterable<string> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(path.join(this.root, folder), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      // Dot names are writes in progress (or left by a crash), never objects.
      if (entry.name.startsWith('.')) continue;
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (prefix.startsWith(`${key}/`) || key.startsWith(prefix) || `${key}/`.startsWith(prefix))
          yield* this.#walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        yield key;
      }
    }
  }

  async #write(
    key: string,
    options: PutOptions,
    writeAside: (aside: string) => Promise<void>,
  ): Promise<void> {
    const target = this.#path(key);
    await mkdir(path.dirname(target), { recursive: true });
    const aside = path.join(
      path.dirname(target),
      `.${path.basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
    );
    try {
      await writeAside(aside);
      if (options.ifAbsent) await this.#linkNew(aside, target, key);
      else await rename(aside, target);
    } finally {
      // Gone after a rename; after a link (or a failure) the aside name is dropped here.
      await unlink(aside).catch(() => undefined);
    }
  }

  /** link() fails when the target exists: whole-or-nothing and new-only in one step. */
  async #linkNew(aside: string, target: string, key: string): Promise<void> {
    try {
      await link(aside, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw new ObjectExistsError(key);
      // A file system without hard links (some network mounts): an exclusive copy, still
      // new-only, though a crash during it may leave a partial file under the target's name.
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
      await copyExclusive(aside, target, key);
    }
  }

  /** The file of an object on this machine (for copying it elsewhere by streaming). */
  pathOf(key: string): string {
    return this.#path(key);
  }

  #path(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}
