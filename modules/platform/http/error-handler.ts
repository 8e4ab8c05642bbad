import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Middleware } from 'koa';
import { AppError, errorBody } from '../errors/index.ts';
import type { RequestState } from './request-context.ts';

type HttpishError = { status?: unknown; statusCode?: unknown; expose?: unknown; type?: unknown };

/** Errors thrown by body parsers and Koa itself carry a status; translate the common ones. */
function fromHttpError(error: HttpishError): AppError | undefined {
  const status = typeof error.status === 'number' ? error.status : error.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (status === 413) return new AppError(413, 'payload_too_large', 'Request body is too large');
  if (status === 415) return new AppError(415, 'unsupported_media_type', 'Unsupported content type');
  if (status === 400 && (error.type === 'entity.parse.failed' || error.type === undefined)) {
    return new AppError(400, 'malformed_body', 'Malformed request body: expected valid JSON');
  }
  return new AppError(status, 'bad_request', 'Bad request');
}

// Class 08 is connection exceptions, except 08P01 (protocol violation): that one is a request
// the server could not take (text with a NUL byte), no outage, and must not say "try again".
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
]);
// Text PostgreSQL cannot store (invalid or untranslatable characters): the client's input.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** Database trouble the caller can wait out: the spec's clients show a 'Database connection' notice. */
function fromDatabaseError(error: unknown): AppError | undefined {
  if (error instanceof UniqueConstraintViolationException) {
    return new AppError(409, 'conflict', 'That record already exists');
  }
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) {
    return new AppError(400, 'invalid_text', 'Text contains characters that cannot be stored');
  }
  if (
    error instanceof ConnectionException ||
    (typeof code === 'string' && CONNECTION_CODES.has(code)) ||
    /Timeout acquiring a connection|Connection terminated/i.test(message)
  ) {
    return new AppError(
      503,
      'database_unavailable',
      'Database connection unavailable. Please try again in a moment.',
      {
        'Retry-After': '5',
      },
    );
  }
  return undefined;
}

/**
 * The one place errors become responses: `{ success: false, error, code, errors? }`.
 * Anything unexpected is logged in full and answered as a 500 that names only the request id.
 */
export function errorHandler(): Middleware<RequestState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      // An error is nobody's to keep, whatever the handler had set before it threw: a proxy that
      // kept a 503 or a 429 would go on answering it after the trouble passed.
      ctx.set('Cache-Control', 'no-store');
      ctx.remove('ETag');
      const known =
        caught instanceof AppError
          ? caught
          : (fromDatabaseError(caught) ?? fromHttpError((caught ?? {}) as HttpishError));
      if (known) {
        ctx.status = known.status;
        ctx.set(known.headers);
        ctx.body = errorBody(known);
        return;
      }
      ctx.state.log.error({ err: caught }, 'unhandled error');
      ctx.status = 500;
      ctx.body = {
        success: false,
        error: 'Something went wrong on our side. Please try again.',
        code: 'internal_error',
        requestId: ctx.state.requestId,
      };
    }
  };
}
