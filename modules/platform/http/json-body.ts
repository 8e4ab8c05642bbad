import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { AppError, BadRequestError } from '../errors/index.ts';
import type { RequestState } from './request-context.ts';

/** Content encodings a request body may arrive in (the ones co-body's inflation decodes). */
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

/**
 * The JSON body parser, one per route with that route's limit. A compressed body is decoded on
 * the way in (and the size limit applies to what it decodes to); one that does not decompress is
 * the client's fault, a 400, where zlib's error would otherwise surface as a 500. With `only`
 * (beacons: a few bytes from a browser), anything but uncompressed JSON is refused with a 415,
 * so there is no decompression bomb to fear.
 */
export function jsonBody({ limit, only = false }: JsonBodyOptions): Middleware<RequestState> {
  const parse = koaBody({
    json: true,
    multipart: false,
    urlencoded: false,
    text: false,
    jsonLimit: limit,
    jsonStrict: true,
    // DELETE too: the spec sends a JSON body with some deletes (a comment's `userIdentifier`).
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
  });
  return async (ctx, next) => {
    const encoding = bodyEncoding(ctx.get('content-encoding'));
    if (only) {
      if (!ctx.is('application/json')) {
        throw new AppError(415, 'unsupported_media_type', 'Unsupported content type: send application/json');
      }
      if (encoding !== 'identity') throw unsupportedEncoding('it uncompressed');
    }
    if (!BODY_ENCODINGS.has(encoding) && hasBody(ctx)) throw unsupportedEncoding();
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
        await next();
      });
    } catch (error) {
      // Only the parser's own failures are translated; errors from later middleware pass untouched.
      if (parsed || encoding === 'identity') throw error;
      if (typeof (error as { status?: unknown }).status === 'number') throw error;
      throw new BadRequestError(
        `Malformed request body: it does not decompress as ${encoding}`,
        'malformed_body',
      );
    }
  };
}
