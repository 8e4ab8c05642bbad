import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { BadRequestError, PayloadTooLargeError } from '../errors/index.ts';
import type { Logger } from '../logging/index.ts';
import type { UploadedFile } from './form-fields.ts';
import { ImagePool, type ImagePoolOptions } from './image-pool.ts';
import { type EncodedImage, sniffImage, TOO_MANY_PIXELS_MESSAGE } from './image-processing.ts';
import {
  isPrivateKey,
  isPublicName,
  MEDIA_EXTENSIONS,
  newStoredName,
  PRIVATE_FOLDER,
} from './stored-name.ts';
import { assertSvgWithinLimits } from './svg-limits.ts';
import { isPlainText, textTypeOf } from './text-sniff.ts';

export type UploadStorageOptions = {
  dir: string;
  publicPrefix?: string;
  log: Logger;
  /** Limits of the worker threads that sanitise and re-encode images. */
  pool?: ImagePoolOptions;
};

export type ImageRules = {
  maxBytes: number;
  /** 413 message, e.g. 'Profile picture must be less than 5MB'. */
  tooLargeMessage: string;
  /** 400 message for anything that is not an accepted image, e.g. 'Please select a valid image file'. */
  invalidMessage: string;
  /** Longest side after resizing (default 2000). */
  maxDimension?: number;
  /** Accept SVG, stored sanitised (default true). */
  allowSvg?: boolean;
};
export type StoredImage = { path: string; bytes: number; mime: string };

export type FileRules = {
  maxBytes: number;
  /** MIME types accepted, as file-type detects them from the content (e.g. 'application/pdf'). */
  allowed: readonly string[];
  tooLargeMessage?: string;
  invalidMessage?: string;
  /**
   * Also accept UTF-8 text (no magic number to sniff): proven by reading the whole file, typed
   * text/plain, text/markdown or text/csv by the sent name's extension when those are allowed.
   */
  allowText?: boolean;
};
export type StoredFile = { key: string; bytes: number; mime: string; originalName: string };

const SAFE_EXTENSION = /^[a-z0-9]{1,10}$/;

/**
 * The one place uploaded files are written and deleted. Public images live in `dir` under
 * random names and are served at `<publicPrefix>/<name>`; other files live in `dir/private`
 * and are only ever read back by key.
 */
export class UploadStorage {
  readonly dir: string;
  readonly publicPrefix: string;
  readonly #privateDir: string;
  readonly #log: Logger;
  readonly #pool: ImagePool;

  constructor(options: UploadStorageOptions) {
    this.dir = resolve(options.dir);
    this.publicPrefix = (options.publicPrefix ?? '/uploads').replace(/\/+$/, '');
    this.#privateDir = join(this.dir, PRIVATE_FOLDER);
    this.#log = options.log;
    this.#pool = new ImagePool(options.pool);
  }

  /** Checks an uploaded image by its content, re-encodes it without metadata, and stores it. */
  async saveImage(file: UploadedFile, rules: ImageRules): Promise<StoredImage> {
    if (file.size > rules.maxBytes) throw new PayloadTooLargeError(rules.tooLargeMessage);
    const encoded = await this.#encode(file, rules);
    const name = newStoredName(encoded.extension);
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), encoded.data, { flag: 'wx' });
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
    await mkdir(this.#privateDir, { recursive: true });
    await copyFile(file.filepath, join(this.#privateDir, key), constants.COPYFILE_EXCL);
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
    await mkdir(this.dir, { recursive: true });
    await copyFile(file.filepath, join(this.dir, name), constants.COPYFILE_EXCL);
    return { path: `${this.publicPrefix}/${name}`, bytes: file.size, mime: type.mime };
  }

  /** Absolute path of a private file for streaming it back, or undefined for a key we never made. */
  privatePath(key: string): string | undefined {
    return isPrivateKey(key) ? join(this.#privateDir, key) : undefined;
  }

  /**
   * Deletes an image saved earlier, given the public path saveImage returned. Anything else
   * (a URL, a path outside the store, `../`) is refused with a warning; a missing file is fine.
   */
  async remove(publicPath: string | null | undefined): Promise<void> {
    if (!publicPath) return;
    const prefix = `${this.publicPrefix}/`;
    const name = publicPath.startsWith(prefix) ? publicPath.slice(prefix.length) : '';
    if (!isPublicName(name)) {
      this.#log.warn({ publicPath }, 'refused to remove a file the upload store did not write');
      return;
    }
    await this.#unlink(join(this.dir, name));
  }

  /** Stops the image worker threads (at shutdown). */
  async close(): Promise<void> {
    await this.#pool.close();
  }

  /** Deletes a private file by the key saveFile returned; unknown keys are refused. */
  async removeFile(key: string): Promise<void> {
    const path = this.privatePath(key);
    if (!path) {
      this.#log.warn({ key }, 'refused to remove a private file the upload store did not write');
      return;
    }
    await this.#unlink(path);
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

  // Deleting is a clean-up: a failure is logged, never thrown over the caller's own outcome.
  async #unlink(path: string): Promise<void> {
    try {
      await unlink(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      this.#log.error({ err: error, path }, 'could not delete an uploaded file');
    }
  }
}
