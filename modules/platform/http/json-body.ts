import type { IncomingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';
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

/** A size such as '4kb' or '1mb' (1024-based, as raw-body reads it) in bytes, worked out once per parser. */
function byteLimit(limit: string): number {
  const match = /^(\d+)(b|kb|mb)$/i.exec(limit.trim());
  if (!match?.[1] || !match[2]) throw new Error(`Unreadable body limit: ${limit}`);
  const unit = match[2].toLowerCase();
  return Number(match[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1);
}

/** What a Content-Type header is to the parser: some JSON type, and `application/json` itself. */
type MediaVerdict = { json: boolean; strictJson: boolean };
/** Clients send a handful of distinct Content-Type values: each is classified once (bounded). */
const verdictByHeader = new Map<string, MediaVerdict>();
const VERDICTS_KEPT = 256;

/**
 * `ctx.is(JSON_TYPES)` and `ctx.is('application/json')` for a request with a body, worked out once
 * per Content-Type value: type-is parses the header on every call.
 */
function mediaVerdict(ctx: Pick<Context, 'req' | 'is'>): MediaVerdict {
  const header = ctx.req.headers['content-type'] ?? '';
  let verdict = verdictByHeader.get(header);
  if (verdict === undefined) {
    verdict = { json: Boolean(ctx.is(JSON_TYPES)), strictJson: Boolean(ctx.is('application/json')) };
    if (verdictByHeader.size >= VERDICTS_KEPT) verdictByHeader.clear();
    verdictByHeader.set(header, verdict);
  }
  return verdict;
}

/** Whether the request carries a body, as type-is (and so `ctx.is`) decides it. */
const carriesBody = (headers: IncomingHttpHeaders): boolean =>
  headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(headers['content-length']));

/**
 * The JSON body parser, one per route with that route's limit; a body of another type is left
 * unread. A compressed body is decoded on the way in (and the size limit applies to what it
 * decodes to); one that does not decompress is the client's fault, a 400, where zlib's error
 * would otherwise surface as a 500. With `only` (beacons: a few bytes from a browser), anything
 * but uncompressed JSON is refused with a 415, so there is no decompression bomb to fear.
 */
export function jsonBody({ limit, only = false }: JsonBodyOptions): Middleware<RequestState> {
  const bytes = byteLimit(limit);
  return async (ctx, next) => {
    if (!PARSED_METHODS.has(ctx.method)) return next();
    const headers = ctx.req.headers;
    const encoding = bodyEncoding(headers['content-encoding']);
    // A request without a body is no JSON, whatever its Content-Type says (as `ctx.is`).
    const verdict = carriesBody(headers) ? mediaVerdict(ctx) : undefined;
    if (only) {
      if (!verdict?.strictJson) {
        throw new AppError(415, 'unsupported_media_type', 'Unsupported content type: send application/json');
      }
      if (encoding !== 'identity') throw unsupportedEncoding('it uncompressed');
    }
    if (!BODY_ENCODINGS.has(encoding) && hasBody(ctx)) throw unsupportedEncoding();
    if (!verdict?.json) return next();
    const decoder = DECODERS[encoding];
    let raw: Buffer;
    try {
      raw = await getRawBody(decoder ? ctx.req.pipe(decoder()) : ctx.req, {
        limit: bytes,
        length: decoder ? undefined : headers['content-length'] || undefined,
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
    // Invalid UTF-8 reads as U+FFFD and a BOM is trimmed as white space, as a decoder would.
    ctx.request.body = parseStrict(raw.toString('utf8')) as typeof ctx.request.body;
    return next();
  };
}
