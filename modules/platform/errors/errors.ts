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

export class BadRequestError extends AppError {
  constructor(message: string, code = 'bad_request') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that') {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body is too large') {
    super(413, 'payload_too_large', message);
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, message = 'Too many requests. Please try again later.') {
    super(429, 'rate_limited', message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, code = 'service_unavailable') {
    super(503, code, message);
  }
}
