import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { koaBody } from 'koa-body';
import { AppError, BadRequestError, PayloadTooLargeError } from '../errors/index.ts';
// Types only: no import at run time, so none round http's door (app.ts serves uploads).
import type { ApiHandler } from '../http/index.ts';

export type MultipartOptions = {
  /** Largest accepted file in bytes; a bigger one is refused with 413 and `tooLargeMessage`. */
  maxFileBytes: number;
  /** The route's message for a file over the limit, e.g. 'Profile picture must be less than 5MB'. */
  tooLargeMessage: string;
  /** Files per request, across all fields (default 1). */
  maxFiles?: number;
  /** Text fields per request (default 50). */
  maxFields?: number;
  /** Bytes of all text fields together (default 1 MB, like JSON bodies). */
  maxFieldsBytes?: number;
  /** Where the request's temporary folder is made (default the OS temporary folder). */
  tmpDir?: string;
};

// formidable's error codes (FormidableError.js); its messages are internal and never shown.
const ABORTED = 1002;
const FIELDS_TOO_LARGE = 1006;
const TOO_MANY_FIELDS = 1007;
const TOTAL_FILES_TOO_LARGE = 1009;
const TOO_MANY_FILES = 1015;
const FILE_TOO_LARGE = 1016;

/** Translates a formidable failure into the error taxonomy; anything else (disk full) stays a 500. */
function translate(error: unknown, options: MultipartOptions, maxFiles: number): unknown {
  const { code, httpCode } = (error ?? {}) as { code?: unknown; httpCode?: unknown };
  if (typeof code !== 'number' || typeof httpCode !== 'number') return error;
  switch (code) {
    case FILE_TOO_LARGE:
    case TOTAL_FILES_TOO_LARGE:
      return new PayloadTooLargeError(options.tooLargeMessage);
    case TOO_MANY_FILES:
      return new AppError(413, 'too_many_files', `Send at most ${maxFiles} file(s) at once`);
    case TOO_MANY_FIELDS:
    case FIELDS_TOO_LARGE:
      return new PayloadTooLargeError('Too many or too large form fields');
    case ABORTED:
      return new BadRequestError('The upload was interrupted', 'upload_aborted');
    default:
      return new BadRequestError('Malformed multipart body', 'malformed_body');
  }
}

/**
 * Parses a multipart/form-data body for one route: fields land in `ctx.request.body`, files in
 * `ctx.request.files` (read them with `formFields` and `formFile`). Other bodies pass through
 * untouched, so a route can take JSON too. Files go to a temporary folder of this request,
 * removed when the request ends, whatever happened.
 */
export function multipart(options: MultipartOptions): ApiHandler {
  const maxFiles = options.maxFiles ?? 1;
  const formidable = {
    maxFileSize: options.maxFileBytes,
    maxTotalFileSize: options.maxFileBytes * maxFiles,
    maxFiles,
    maxFields: options.maxFields ?? 50,
    maxFieldsSize: options.maxFieldsBytes ?? 1024 * 1024,
    // An empty file input is sent as a nameless empty part; formFile treats it as "no file".
    allowEmptyFiles: true,
    minFileSize: 0,
    keepExtensions: false,
    hashAlgorithm: false as const,
  };
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) return next();
    const uploadDir = await mkdtemp(join(options.tmpDir ?? tmpdir(), 'upload-'));
    // formidable lists files as their writes finish, which is not always the order they were
    // sent in; temporary names numbered as each part begins let `formFiles` restore that order.
    let sequence = 0;
    const filename = () => `${String(sequence++).padStart(6, '0')}-${randomUUID()}`;
    try {
      const parse = koaBody({
        multipart: true,
        json: false,
        urlencoded: false,
        text: false,
        formidable: { ...formidable, uploadDir, filename },
      });
      try {
        await parse(ctx, async () => undefined);
      } catch (error) {
        // A refused upload may still be arriving; closing the connection stops the client sending it.
        ctx.set('Connection', 'close');
        throw translate(error, options, maxFiles);
      }
      await next();
    } finally {
      await rm(uploadDir, { recursive: true, force: true, maxRetries: 3 }).catch((error: unknown) =>
        ctx.state.log.warn({ err: error, uploadDir }, 'could not remove temporary upload folder'),
      );
    }
  };
}
