import type { ReadAnswer, SiteReads } from '../../../modules/pages/pages.schemas.ts';
import { ApiError, errorFromAnswer, errorFromResponse, networkError, unexpectedAnswer } from './api-error';

export {
  ApiError,
  errorText,
  type FieldError,
  NETWORK_FAILURE,
  serverMessage,
  UNEXPECTED_ANSWER,
} from './api-error';

import { API_BASE } from './api-base';

export const MAX_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1000;

import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from './admin-session-keys';

export { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from './admin-session-keys';

/** Spec (public section 7): an answer with one of these statuses is final, whatever the call. */
const FINAL_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** A schema the client can parse answers with: zod and zod/mini both fit. */
export type AnswerSchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
};

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  /**
   * An admin call: sends the stored admin token (or `token` when given) and the session cookie the
   * server sets for its queue page.
   */
  admin?: boolean;
  /** Sent as `Authorization: Bearer {token}`; null sends none even on an admin call (sign-in). */
  token?: string | null;
  /** Allows retries of a non-GET call that is safe to repeat. POSTs are never retried otherwise. */
  idempotent?: boolean;
  /** false: one try even for a GET, for calls whose failures are final answers (a used link). */
  retry?: boolean;
  /** Extra request headers (checkout's `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The same read on the server (issue 30): the server render takes the answer from the module's
   * own answer function (`modules/pages/site-reads.ts`), without a request. Every call a page's
   * server render makes names one.
   */
  server?: (reads: SiteReads) => Promise<ReadAnswer>;
};

export type ApiClientDeps = {
  baseUrl: string;
  fetch: typeof fetch;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/** Waits `ms`, ending early (rejecting) when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readAdminToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_KEY) ?? null;
}

/** Forgets the back-office session on this device (sign out, rejected profile, 401/403). */
export function clearAdminSession(): void {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
  storage()?.removeItem(ADMIN_USER_KEY);
}

/** Whether an error means the admin session is no longer accepted (admin spec section 4: 401 or 403). */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Spec: 401, 403 and 404 are final; so is an answer that did not parse (it will not parse next time). */
function isRetryable(error: ApiError): boolean {
  return error.code !== 'unexpected_answer' && !FINAL_STATUSES.has(error.status);
}

function buildInit(options: ApiRequestOptions, token: string | null): RequestInit {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let body: BodyInit | undefined;
  if (isForm) body = options.body as FormData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    // Admin calls keep the HttpOnly cookie the server sets for its job-queue page.
    credentials: options.admin ? 'include' : 'same-origin',
    signal: options.signal,
  };
}

/** What the server render reads (`ApiRequestOptions.server`): set once by the server entry, never in a browser. */
let serverReads: SiteReads | undefined;

export function setServerReads(reads: SiteReads | undefined): void {
  serverReads = reads;
}

/** A call's answer on the server: its `server` read's, parsed as the browser parses the API's. */
async function readOnServer<T>(
  reads: SiteReads,
  path: string,
  options: ApiRequestOptions,
  schema: AnswerSchema<T>,
): Promise<T> {
  if (!options.server) throw new Error(`the server render has no read for ${path}`);
  const { status, body } = await options.server(reads);
  if (status >= 400) throw errorFromAnswer(status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unexpectedAnswer(status, parsed.error);
  return parsed.data;
}

/** Builds a client over injectable fetch and sleep, so tests run without a network or real waiting. */
export function createApiClient(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = {
    baseUrl: API_BASE,
    fetch: (input, init) => globalThis.fetch(input, init),
    sleep,
    ...overrides,
  };

  function url(path: string): string {
    return `${deps.baseUrl}${path}`;
  }

  async function once<T>(path: string, init: RequestInit, schema: AnswerSchema<T>): Promise<T> {
    let response: Response;
    try {
      response = await deps.fetch(url(path), init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw networkError(error);
    }
    if (!response.ok) throw await errorFromResponse(response);
    const text = await response.text().catch(() => '');
    let data: unknown;
    try {
      // 204 and empty bodies carry no data; the schema decides whether that is acceptable.
      data = text ? JSON.parse(text) : undefined;
    } catch (error) {
      throw unexpectedAnswer(response.status, error);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw unexpectedAnswer(response.status, parsed.error);
    return parsed.data;
  }

  /**
   * Calls the API and returns the answer parsed by `schema`. GETs (and calls marked idempotent) get
   * up to 3 tries, 1000 ms × attempt apart; 401, 403, 404, unparseable answers and aborts end at
   * once, and other calls are tried once. After the last try the message reads
   * 'Failed after 3 attempts: {message}', with the status, code and field errors kept.
   */
  async function request<T>(
    path: string,
    schema: AnswerSchema<T>,
    options: ApiRequestOptions = {},
  ): Promise<T> {
    // `import.meta.env.SSR &&`: the browser's build drops the server's reads altogether.
    if (import.meta.env.SSR && serverReads) return readOnServer(serverReads, path, options, schema);
    const token = options.token !== undefined ? options.token : options.admin ? readAdminToken() : null;
    const init = buildInit(options, token);
    const method = init.method ?? 'GET';
    const retryable = options.retry !== false && (IDEMPOTENT_METHODS.has(method) || options.idempotent);
    const attempts = retryable ? MAX_ATTEMPTS : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(path, init, schema);
      } catch (error) {
        if (options.signal?.aborted || !(error instanceof ApiError)) throw error;
        // Admin spec section 4: a rejected token is forgotten at once; the layout then sends the
        // admin to the sign-in page.
        if (options.admin && token && isSessionError(error)) clearAdminSession();
        if (attempts === 1 || !isRetryable(error)) throw error;
        if (attempt >= attempts) {
          throw new ApiError({
            status: error.status,
            code: error.code,
            message: `Failed after ${MAX_ATTEMPTS} attempts: ${error.message}`,
            errors: error.errors,
            fromServer: false,
            cause: error,
          });
        }
        await deps.sleep(RETRY_BASE_DELAY_MS * attempt, options.signal);
      }
    }
  }

  return { request, url };
}

const defaultClient = createApiClient();

/** The app's one API helper (spec section 7): JSON in and out, bearer token, retries with backoff. */
export const apiRequest = defaultClient.request;

/** A back-office call: the same helper with the stored admin token and the session cookie. */
export function adminRequest<T>(
  path: string,
  schema: AnswerSchema<T>,
  options: Omit<ApiRequestOptions, 'admin'> = {},
): Promise<T> {
  return apiRequest(path, schema, { ...options, admin: true });
}

/** The absolute address of an API path, for calls that bypass the helper (beacons, downloads). */
export const apiUrl = defaultClient.url;

/** Accepts any answer (writes whose reply the screen does not read). */
export const ANY_ANSWER: AnswerSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

/**
 * Calls whose answers are parsed by a module's own answer schemas, loaded lazily
 * (`modules/<m>/<m>-views.schemas.ts`, zod/mini): the schemas load beside the first request instead
 * of with the page, so zod stays out of the first load. The
 * returned `parsed(path, pick, options)` parses the answer with the schema `pick` chooses; an answer
 * it refuses throws ApiError 'unexpected_answer' with the parse error as its cause.
 *
 * It lives here rather than in a file of its own: as a separate module it made Rolldown split this
 * client into its own chunk, one more request in the home page's first load.
 */
export function lazyAnswers<Answers>(load: () => Promise<Answers>) {
  return async function parsed<T>(
    path: string,
    pick: (answers: Answers) => AnswerSchema<T>,
    options: ApiRequestOptions = {},
  ): Promise<T> {
    const [data, answers] = await Promise.all([apiRequest(path, ANY_ANSWER, options), load()]);
    const result = pick(answers).safeParse(data);
    if (!result.success) throw unexpectedAnswer(200, result.error);
    return result.data;
  };
}

/**
 * Runs a call and replaces any failure with the spec's thrown message, keeping the cause. An
 * aborted call re-throws its own error, so the query layer sees the cancellation.
 */
export async function failingWith<T>(
  message: string,
  call: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error(message, { cause });
  }
}

/** Image and file paths under /uploads/ live on the API host; anything else is used as is. */
export function uploadUrl(path: string, base: string = API_BASE): string {
  return path.startsWith('/uploads/') ? `${base}${path}` : path;
}
