// How the client judges a raw Pesapal answer: a refused token (retry once), an error object or a
// non-2xx status (PesapalError), or a body the schema accepts.
import type { z } from 'zod';
import { envelopeSchema } from './pesapal.schemas.ts';
import { PesapalError } from './pesapal-error.ts';
import type { RawAnswer } from './pesapal-http.ts';

// Codes seen (or plausible) when Pesapal refuses a bearer token rather than the request.
const AUTH_ERROR_CODES = new Set([
  'invalid_api_credentials_provided',
  'invalid_access_token',
  'token_expired',
]);

/** True when Pesapal refused the bearer token (HTTP 401 or an authentication error body). */
export function isAuthRefusal(raw: RawAnswer): boolean {
  if (raw.status === 401) return true;
  const envelope = envelopeSchema.safeParse(raw.json);
  const error = envelope.success ? envelope.data.error : null;
  return Boolean(error && (error.type === 'authentication_error' || AUTH_ERROR_CODES.has(error.code)));
}

/**
 * Error object or non-2xx → PesapalError; otherwise the schema decides (malformed when it refuses).
 * `errorIsAnswer`: an error body the schema accepts is an answer (HTTP 2xx); `'refusal'`: also
 * with HTTP 500, as RefundRequest and CancelOrder may answer a refusal (pesapal-v3.md §8).
 */
export function interpret<S extends z.ZodType>(
  endpoint: string,
  raw: RawAnswer,
  schema: S,
  errorIsAnswer: boolean | 'refusal',
): z.output<S> {
  const parsed = schema.safeParse(raw.json);
  const answerable = raw.status < 300 || (errorIsAnswer === 'refusal' && raw.status === 500);
  if (errorIsAnswer && parsed.success && answerable) return parsed.data;
  const envelope = envelopeSchema.safeParse(raw.json);
  const error = envelope.success ? envelope.data.error : null;
  if (error) {
    const kind = error.code === 'invalid_consumer_key_or_secret_provided' ? 'auth' : 'api';
    const detail = `${error.message || error.code}${error.message && error.code ? ` (${error.code})` : ''}`;
    throw new PesapalError({
      kind,
      endpoint,
      detail,
      httpStatus: raw.status,
      pesapalCode: error.code,
      pesapalMessage: error.message,
    });
  }
  if (raw.status >= 300)
    throw new PesapalError({ kind: 'http', endpoint, detail: `HTTP ${raw.status}`, httpStatus: raw.status });
  if (!parsed.success) {
    const where = parsed.error.issues[0];
    const detail = `unexpected answer${where ? ` (${where.path.join('.') || 'body'}: ${where.message})` : ''}`;
    throw new PesapalError({
      kind: 'malformed',
      endpoint,
      detail,
      httpStatus: raw.status,
      cause: parsed.error,
    });
  }
  return parsed.data;
}
