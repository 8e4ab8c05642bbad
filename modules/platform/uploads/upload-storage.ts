import { readFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { BadRequestError, PayloadTooLargeError } from '../errors/index.ts';
import type { Logger } from '../logging/index.ts';
import {
  type ByteRange,
  DiskStore,
  ObjectExistsError,
  type ObjectRead,
  type ObjectStore,
  type PutOptions,
} from '../storage/index.ts';
import type { UploadedFile } from './form-fields.ts';
import { ImagePool, type ImagePoolOptions } from './image-pool.ts';
import { type EncodedImage, sniffImage, TOO_MANY_PIXELS_MESSAGE } from './image-processing.ts';
import {
  allVariantNames,
  isOriginalName,
  isPrivateKey,
  isPublicName,
  isRasterName,
  MEDIA_EXTENSIONS,
  newStoredName,
  PRIVATE_FOLDER,
} from './stored-name.ts';
import { assertSvgWithinLimits } from './svg-limits.ts';
import { isPlainText, textTypeOf } from './text-sniff.ts';
import type { FileRules, ImageRules, StoredFile, StoredImage } from './upload-rules.ts';

export type { FileRules, ImageRules, StoredFile, StoredImage } from './upload-rules.ts';

export type UploadStorageOptions = {
  /** Where the bytes go; unset, a DiskStore on `dir` (tests of the pipeline alone). */
  store?: ObjectStore;
  dir?: string;
  publicPrefix?: string;
  /**
   * Told when the store refuses a write (disk full, bucket unreachable or denying): the owner's
   * alert hooks in here. The error still reaches the caller.
   */
  onWriteRefused?: (error: Error, key: string) => void;
  log: Logger;
  /** Limits of the worker threads that sanitise and re-encode images. */
  pool?: ImagePoolOptions;
  /**
   * Told of each raster image stored and removed: the media module keeps its size and makes its
   * variants (unset: no one is told, as in tests of the pipeline alone).
   */
  images?: StoredImageListener;
};

/** Width, height (of one frame) and frame count of a stored raster image. */
export type ImageSize = { width: number; height: number; animated: boolean };

/**
 * Hears of raster images as the store writes and deletes them (`<uuid>.<ext>` names). `stored`
 * never fails an upload and `removed` never fails a removal: what they throw is logged.
 */
export type StoredImageListener = {
  stored(name: string, size: ImageSize): Promise<void>;
  removed(name: string): Promise<void>;
};

const SAFE_EXTENSION = /^[a-z0-9]{1,10}$/;
/** Public names are random and never reused: what a bucket serving them directly should say. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const privateKeyOf = (key: string) => `${PRIVATE_FOLDER}/${key}`;

/**
 * The one place uploaded files are written and deleted, in an object store (a folder or a
 * bucket). Public images are stored under random names at the store's top and served at
 * `<publicPrefix>/<name>`; other files are stored under `private/` and only ever read back by key.
 */
export class UploadStorage {
  readonly store: ObjectStore;
  readonly publicPrefix: string;
  readonly #log: Logger;
  readonly #onWriteRefused: ((error: Error, key: string) => void) | undefined;
  readonly #pool: ImagePool;
  readonly #images: StoredImageListener | undefined;

  constructor(options: UploadStorageOptions) {
    const store = options.store ?? (options.dir === undefined ? undefined : new DiskStore(options.dir));
    if (!store) throw new Error('UploadStorage needs a store or a dir');
    this.store = store;
    this.publicPrefix = (options.publicPrefix ?? '/uploads').replace(/\/+$/, '');
    this.#log = options.log;
    this.#onWriteRefused = options.onWriteRefused;
    this.#pool = new ImagePool(options.pool);
    this.#images = options.images;
  }

  /** Checks an uploaded image by its content, re-encodes it without metadata, and stores it. */
  async saveImage(file: UploadedFile, rules: ImageRules): Promise<StoredImage> {
    if (file.size > rules.maxBytes) throw new PayloadTooLargeError(rules.tooLargeMessage);
    const encoded = await this.#encode(file, rules);
    const name = newStoredName(encoded.extension);
    await this.#write(name, { contentType: encoded.mime, cacheControl: PUBLIC_CACHE_CONTROL }, (options) =>
      this.store.put(name, encoded.data, options),
    );
    if (encoded.size && this.#images) {
      try {
        await this.#images.stored(name, encoded.size);
      } catch (error) {
        this.#log.error({ err: error, name }, 'could not record a stored image');
      }
    }
    return { path: `${this.publicPrefix}/${name}`, bytes: encoded.data.length, mime: encoded.mime };
  }

  /** Stores a file that is never served publicly (a product download), typed by its content. */
  async saveFile(file: UploadedFile, rules: FileRules): Promise<StoredFile> {
    if (file.size > rules.maxBytes)
      throw new PayloadTooLargeError(rules.tooLargeMessage ?? 'File is too large');
    const type = (await fileTypeFromFile(file.filepath)) ?? (await this.#textType(file, rules));
    if (!type || !rules.allowed.includes(type.mime)) {
      throw new BadRequestError(rules.invalidMessage ?? 'This type of file is not accepted', 'invalid_file');
    }
    const key = newStoredName(SAFE_EXTENSION.test(type.ext) ? type.ext : 'bin');
    const objectKey = privateKeyOf(key);
    await this.#write(objectKey, { contentType: type.mime }, (options) =>
      this.store.putFile(objectKey, file.filepath, options),
    );
    const originalName = (file.originalFilename ?? '').replace(/[\p{Cc}/\\]/gu, '_').slice(0, 255) || key;
    return { key, bytes: file.size, mime: type.mime, originalName };
  }

  /**
   * Stores a public audio or video file (editor media), typed by its content against `allowed`
   * and served from `/uploads/` like images. Not re-encoded: the type check, the size limit and
   * a random name with the extension of the sniffed type are what make it safe to serve.
   */
  async saveMedia(file: UploadedFile, rules: FileRules): Promise<StoredImage> {
    if (file.size > rules.maxBytes)
      throw new PayloadTooLargeError(rules.tooLargeMessage ?? 'File is too large');
    const type = await fileTypeFromFile(file.filepath);
    const extension = MEDIA_EXTENSIONS.find((ext) => ext === type?.ext);
    if (!type || !extension || !rules.allowed.includes(type.mime)) {
      throw new BadRequestError(rules.invalidMessage ?? 'This type of file is not accepted', 'invalid_file');
    }
    const name = newStoredName(extension);
    await this.#write(name, { contentType: type.mime, cacheControl: PUBLIC_CACHE_CONTROL }, (options) =>
      this.store.putFile(name, file.filepath, options),
    );
    return { path: `${this.publicPrefix}/${name}`, bytes: file.size, mime: type.mime };
  }

  /**
   * A private file (by the key saveFile returned), or bytes `start..end` of it, as a stream with
   * its size; undefined for a key we never made or a file that is not there.
   */
  async readPrivate(key: string, range?: ByteRange): Promise<ObjectRead | undefined> {
    return isPrivateKey(key) ? this.store.read(privateKeyOf(key), range) : undefined;
  }

  /**
   * Deletes an image saved earlier, given the public path saveImage returned. Anything else
   * (a URL, a path outside the store, `../`) is refused with a warning; a missing file is fine.
   */
  async remove(publicPath: string | null | undefined): Promise<void> {
    if (!publicPath) return;
    const prefix = `${this.publicPrefix}/`;
    const name = publicPath.startsWith(prefix) ? publicPath.slice(prefix.length) : '';
    if (!isOriginalName(name)) {
      this.#log.warn({ publicPath }, 'refused to remove a file the upload store did not write');
      return;
    }
    await this.#delete(name);
    if (!isRasterName(name)) return;
    // Every name a variant could have: cheaper than asking which exist, and a crashed job's too.
    await this.removePublic(allVariantNames(name));
    try {
      await this.#images?.removed(name);
    } catch (error) {
      this.#log.error({ err: error, name }, 'could not forget a removed image');
    }
  }

  /** The bytes of a public file by its stored name, or undefined when there is none. */
  async readPublic(name: string): Promise<Buffer | undefined> {
    return isPublicName(name) ? this.store.get(name) : undefined;
  }

  /**
   * Writes a public file under a name computed by the caller (an image's variant, never an
   * original: those get fresh names in saveImage), whole or not at all (the store's promise),
   * so a crash never leaves half a file to serve.
   */
  async writePublic(name: string, data: Buffer): Promise<void> {
    if (!isPublicName(name) || isOriginalName(name)) throw new Error(`Not a variant's name: ${name}`);
    const contentType = name.endsWith('.avif') ? 'image/avif' : 'image/webp';
    await this.#write(name, { contentType, cacheControl: PUBLIC_CACHE_CONTROL }, (options) =>
      this.store.put(name, data, options),
    );
  }

  /** Deletes public files by stored name; missing ones are fine, others are refused. */
  async removePublic(names: readonly string[]): Promise<void> {
    for (const name of names) if (isPublicName(name)) await this.#delete(name);
  }

  /** The stored names of every original raster image (for `npm run images:variants`). */
  async listRasterImages(): Promise<string[]> {
    const names: string[] = [];
    for await (const key of this.store.list()) if (isRasterName(key)) names.push(key);
    return names.sort();
  }

  /** Stops the image worker threads and lets go of the store's connections (at shutdown). */
  async close(): Promise<void> {
    await this.#pool.close();
    this.store.close?.();
  }

  /** Deletes a private file by the key saveFile returned; unknown keys are refused. */
  async removeFile(key: string): Promise<void> {
    if (!isPrivateKey(key)) {
      this.#log.warn({ key }, 'refused to remove a private file the upload store did not write');
      return;
    }
    await this.#delete(privateKeyOf(key));
  }

  async #textType(file: UploadedFile, rules: FileRules): Promise<{ ext: string; mime: string } | undefined> {
    if (!rules.allowText || !(await isPlainText(file.filepath))) return undefined;
    return textTypeOf(file.originalFilename);
  }

  async #encode(file: UploadedFile, rules: ImageRules): Promise<EncodedImage> {
    const invalid = new BadRequestError(rules.invalidMessage, 'invalid_image');
    const sniffed = await sniffImage(file.filepath);
    if (sniffed.kind === 'text' && rules.allowSvg !== false) {
      const text = await readFile(file.filepath, 'utf8');
      // A cheap look first, so ordinary text files never wake the XML parser.
      if (!/<svg[\s>]/i.test(text)) throw invalid;
      // Counted in one pass before any parsing: size, elements and depth are what make it costly.
      assertSvgWithinLimits(text, file.size);
      const outcome = await this.#pool.run({ kind: 'svg', text });
      if (!outcome.ok) throw invalid;
      return outcome.image;
    }
    if (sniffed.kind !== 'raster') throw invalid;
    const outcome = await this.#pool.run({
      kind: 'raster',
      filepath: file.filepath,
      format: sniffed.format,
      maxDimension: rules.maxDimension ?? 2000,
    });
    if (outcome.ok) return outcome.image;
    if (outcome.reason === 'too_many_pixels')
      throw new BadRequestError(TOO_MANY_PIXELS_MESSAGE, 'image_too_large');
    this.#log.info({ detail: outcome.detail }, 'uploaded image could not be decoded');
    throw invalid;
  }

  /** A write to the store; a refusal is told to onWriteRefused, then thrown as before. */
  async #write(
    key: string,
    options: PutOptions,
    write: (options: PutOptions) => Promise<void>,
  ): Promise<void> {
    // Originals get fresh random names: a taken one would be a bug, never overwritten.
    const fresh = isOriginalName(key) || key.startsWith(`${PRIVATE_FOLDER}/`);
    try {
      await write({ ...options, ifAbsent: fresh });
    } catch (error) {
      if (!(error instanceof ObjectExistsError)) {
        const refusal = error instanceof Error ? error : new Error(String(error));
        this.#log.error({ err: refusal, key, driver: this.store.driver }, 'the store refused a write');
        try {
          this.#onWriteRefused?.(refusal, key);
        } catch (hookError) {
          this.#log.error({ err: hookError }, 'the write-refused hook failed');
        }
      }
      throw error;
    }
  }

  // Deleting is a clean-up: a failure is logged, never thrown over the caller's own outcome.
  async #delete(key: string): Promise<void> {
    try {
      await this.store.delete(key);
    } catch (error) {
      this.#log.error({ err: error, key }, 'could not delete an uploaded file');
    }
  }
}
