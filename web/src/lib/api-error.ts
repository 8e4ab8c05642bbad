// What a failed API call is: the one error type the client throws, made from the server's answer
// (`{ error, message, code, errors }`), a network failure or an answer that did not parse, and the
// texts screens show for it.

export const UNEXPECTED_ANSWER = 'Unexpected answer from the server';
/** `status` of an ApiError when no answer arrived at all (offline, DNS, CORS, connection reset). */
export const NETWORK_FAILURE = 0;

export type FieldError = { path: string; message: string };

/**
 * Every failed call: the HTTP status (0 when nothing answered), the server's stable `code`, its
 * message (the spec's text from `error`, else `message`, else 'HTTP {status}: {status text}') and
 * its field list `errors: [{path, message}]`. `fromServer` says whether the text is the server's.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: readonly FieldError[];
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    errors?: readonly FieldError[];
    fromServer?: boolean;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.fromServer = init.fromServer ?? false;
  }
}

export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

export function pathOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join('.');
  return typeof value === 'string' ? value : '';
}

export function toFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): FieldError[] => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const message = textOf(record.message) ?? textOf(record.msg);
    return message ? [{ path: pathOf(record.path ?? record.param), message }] : [];
  });
}

/** Turns an answer outside 2xx into an ApiError, reading `{ error, message, code, errors }` when it is JSON. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    // Not JSON: the status text stands in.
  }
  return errorFromAnswer(response.status, data, response.statusText);
}

/** An ApiError from an answer's status and body (`{ error, message, code, errors }` when it has them). */
export function errorFromAnswer(status: number, body: unknown, statusText = ''): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const serverText = textOf(record.error) ?? textOf(record.message);
  return new ApiError({
    status,
    code: textOf(record.code) ?? `http_${status}`,
    message: serverText ?? `HTTP ${status}: ${statusText || 'Unknown error'}`,
    errors: toFieldErrors(record.errors),
    fromServer: serverText !== undefined,
  });
}

export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error && cause.message ? cause.message : 'Unknown error';
  return new ApiError({ status: NETWORK_FAILURE, code: 'network_error', message, cause });
}

export function unexpectedAnswer(status: number, cause?: unknown): ApiError {
  return new ApiError({ status, code: 'unexpected_answer', message: UNEXPECTED_ANSWER, cause });
}

/** The server's own text for a failed call, when it gave one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.fromServer ? error.message : undefined;
}

/** The banner text for a failed call: the server's text, then the client's, then a default. */
export function errorText(error: unknown, fallback = 'An error occurred'): string {
  // A failure that carried no message of its own (something other than an Error was thrown).
  const silent =
    error instanceof ApiError && error.status === NETWORK_FAILURE && !(error.cause instanceof Error);
  if (silent) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The HTTP status of a failed read (its ApiError, wrapped as a cause or not), if it had one. */
export function failedStatus(error: unknown): number | undefined {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ApiError) return cause.status;
  }
  return undefined;
}
