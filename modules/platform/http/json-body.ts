import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { Middleware } from 'koa';
import getRawBody from 'raw-body';
import { AppError, BadRequestError, PayloadTooLargeError } from '../errors/index.ts';
import type { RequestState } from './request-context.ts';

/** Content encodings a request body may arrive in (the ones decoded on the way in). */
export const BODY_ENCODINGS = new Set(['identity', 'gzip', 'deflate', 'br']);

/** The request's content-encoding, lower-cased; 'identity' when none was sent. */
export const bodyEncoding = (header: string | undefined): string =>
  header?.trim().toLowerCase() || 'identity';

export const unsupportedEncoding = (accepted = 'identity, gzip, deflate or br') =>
  new AppError(415, 'unsupported_encoding', `Unsupported content-encoding: send ${accepted}`);

const hasBody = (ctx: { get(name: string): string }) =>
  ctx.get('transfer-encoding') !== '' || Number(ctx.get('content-length')) > 0;

/** What a route's JSON body parser accepts (see `BodyOption` in api-router.ts). */
export type JsonBodyOptions = { limit: string; only?: boolean };

/** The methods whose body is read; DELETE too: the spec sends a JSON body with some deletes. */
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPES = [
  'application/json',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/csp-report',
  'application/reports+json',
  'application/scim+json',
];
const DECODERS: Record<string, () => Transform> = {
  gzip: () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};
const malformed = () => new BadRequestError('Malformed request body: expected valid JSON', 'malformed_body');

/** A strict JSON body: an object or an array (an empty body reads as `{}`). */
function parseStrict(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (trimmed[0] !== '{' && trimmed[0] !== '[') throw malformed();
  try {
    return JSON.parse(trimmed);
  } catch {
    throw malformed();
  }
}

/**
 * The JSON body parser, one per route with that route's limit; a body of another type is left
 * unread. A compressed body is decoded on the way in (and the size limit applies to what it
 * decodes to); one that does not decompress is the client's fault, a 400, where zlib's error
 * would otherwise surface as a 500. With `only` (beacons: a few bytes from a browser), anything
 * but uncompressed JSON is refused with a 415, so there is no decompression bomb to fear.
 */
export function jsonBody({ limit, only = false }: JsonBodyOptions): Middleware<RequestState> {
  return async (ctx, next) => {
    if (!PARSED_METHODS.has(ctx.method)) return next();
    const encoding = bodyEncoding(ctx.get('content-encoding'));
    // Falsy for another type and for a request without a body.
    const isJson = Boolean(ctx.is(JSON_TYPES));
    if (only) {
      if (!ctx.is('application/json')) {
        throw new AppError(415, 'unsupported_media_type', 'Unsupported content type: send application/json');
      }
      if (encoding !== 'identity') throw unsupportedEncoding('it uncompressed');
    }
    if (!BODY_ENCODINGS.has(encoding) && hasBody(ctx)) throw unsupportedEncoding();
    if (!isJson) return next();
    const decoder = DECODERS[encoding];
    let text: string;
    try {
      text = await getRawBody(decoder ? ctx.req.pipe(decoder()) : ctx.req, {
        limit,
        length: decoder ? undefined : ctx.get('content-length') || undefined,
        encoding: 'utf8',
      });
    } catch (error) {
      if ((error as { type?: string }).type === 'entity.too.large') throw new PayloadTooLargeError();
      if (decoder && typeof (error as { status?: unknown }).status !== 'number') {
        throw new BadRequestError(
          `Malformed request body: it does not decompress as ${encoding}`,
          'malformed_body',
        );
      }
      throw error;
    }
    ctx.request.body = parseStrict(text) as typeof ctx.request.body;
    return next();
  };
}
