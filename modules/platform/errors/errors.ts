/** A field-level validation problem, as the web forms display it. */
export type FieldError = { path: string; message: string };

/**
 * The small taxonomy of expected failures. Each carries an HTTP status and a stable
 * snake_case code; the message is what the user sees (the spec's wording where it has one).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers: Record<string, string>;
  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export class ValidationError extends AppError {
  readonly errors: FieldError[];
  constructor(message: string, errors: FieldError[] = []) {
    super(400, 'validation_failed', message);
    this.errors = errors;
  }
}

/** The errors of one status whose message is the caller's, with a code of their own or the status's. */
function statusError(status: number, defaultCode: string) {
  return class extends AppError {
    constructor(message: string, code = defaultCode) {
      super(status, code, message);
    }
  };
}

/** The errors of one status and code, with the usual message unless the caller has a better one. */
function wordedStatusError(status: number, code: string, defaultMessage: string) {
  return class extends AppError {
    constructor(message = defaultMessage) {
      super(status, code, message);
    }
  };
}

export class BadRequestError extends statusError(400, 'bad_request') {}
export class UnauthorizedError extends wordedStatusError(401, 'unauthorized', 'Authentication required') {}
export class ForbiddenError extends wordedStatusError(
  403,
  'forbidden',
  'You do not have permission to do that',
) {}
export class NotFoundError extends wordedStatusError(404, 'not_found', 'Not found') {}
export class ConflictError extends statusError(409, 'conflict') {}
export class PayloadTooLargeError extends wordedStatusError(
  413,
  'payload_too_large',
  'Request body is too large',
) {}
export class ServiceUnavailableError extends statusError(503, 'service_unavailable') {}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, message = 'Too many requests. Please try again later.') {
    super(429, 'rate_limited', message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** The body every refusal is answered with: `{ success: false, error, code, errors? }`. */
export function errorBody(error: AppError): Record<string, unknown> {
  return {
    success: false,
    error: error.message,
    code: error.code,
    ...(error instanceof ValidationError && error.errors.length > 0 ? { errors: error.errors } : {}),
  };
}
