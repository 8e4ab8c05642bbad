import type { z } from 'zod';
import { API_BASE, ApiError, MAX_ATTEMPTS, RETRY_BASE_DELAY_MS, sleep } from '../lib/api-client';

/** localStorage keys of the back-office session (admin spec sections 3 and 9). */
export const ADMIN_TOKEN_KEY = 'admin-token';
export const ADMIN_USER_KEY = 'admin-user';

export type FieldError = { path: string; message: string };

/** What an error answer may carry: `{ success: false, error, message?, errors? }`. */
export type ErrorBody = { error?: string; message?: string; errors: FieldError[] };

/** An admin call answered outside 2xx; keeps the answer's error, message and field errors. */
export class AdminApiError extends ApiError {
  readonly body: ErrorBody;

  constructor(status: number, statusText: string, body: ErrorBody) {
    super(status, body.error || body.message || statusText);
    this.name = 'AdminApiError';
    this.body = body;
  }
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

/** Forgets the session on this device (sign out, rejected profile, 401/403). */
export function clearAdminSession(): void {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
  storage()?.removeItem(ADMIN_USER_KEY);
}

/** Whether an error means the session is no longer accepted (spec section 4: 401 or 403). */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

function pathOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join('.');
  return typeof value === 'string' ? value : '';
}

function toFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): FieldError[] => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const message = record.message ?? record.msg;
    if (typeof message !== 'string') return [];
    return [{ path: pathOf(record.path ?? record.param), message }];
  });
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const data: unknown = await response.json();
    if (data && typeof data === 'object') {
      const record = data as Record<string, unknown>;
      return {
        error: typeof record.error === 'string' && record.error ? record.error : undefined,
        message: typeof record.message === 'string' && record.message ? record.message : undefined,
        errors: toFieldErrors(record.errors),
      };
    }
  } catch {
    // Not JSON: the status text stands in.
  }
  return { errors: [] };
}

export type AdminRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  /** Defaults to the stored admin token; pass null to send none (sign-in, registration). */
  token?: string | null;
  signal?: AbortSignal;
};

export type AdminClientDeps = {
  baseUrl: string;
  fetch: typeof fetch;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
};

function buildInit(options: AdminRequestOptions, token: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let body: BodyInit | undefined;
  if (isForm) body = options.body as FormData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  // `include` keeps the HttpOnly session cookie the server sets for its job-queue page.
  return {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  };
}

export const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

/** Reads are retried on network failures and 5xx; writes are never retried (a 409 must show at once). */
function isRetryableRead(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return !(error instanceof Error && error.message === UNEXPECTED_ANSWER);
}

/**
 * The back office's HTTP helper: bearer token from storage, cookies kept, the answer parsed with a
 * zod schema, and errors that keep the server's `error`, `message` and `errors`. GETs get up to 3
 * tries (1000 ms × attempt apart), ending in 'Failed after 3 attempts: …' like the site's helper.
 */
export function createAdminClient(overrides: Partial<AdminClientDeps> = {}) {
  const deps: AdminClientDeps = {
    baseUrl: API_BASE,
    fetch: (input, init) => globalThis.fetch(input, init),
    sleep,
    ...overrides,
  };

  async function once(path: string, init: RequestInit): Promise<unknown> {
    const response = await deps.fetch(`${deps.baseUrl}${path}`, init);
    if (!response.ok) {
      throw new AdminApiError(response.status, response.statusText, await readErrorBody(response));
    }
    const text = await response.text();
    try {
      return text ? JSON.parse(text) : undefined;
    } catch {
      throw new Error(UNEXPECTED_ANSWER);
    }
  }

  return async function adminRequest<S extends z.ZodType>(
    path: string,
    schema: S,
    options: AdminRequestOptions = {},
  ): Promise<z.output<S>> {
    const token = options.token === undefined ? readAdminToken() : options.token;
    const init = buildInit(options, token);
    const retries = init.method === 'GET' ? MAX_ATTEMPTS : 1;
    for (let attempt = 1; ; attempt++) {
      let data: unknown;
      try {
        data = await once(path, init);
      } catch (error) {
        if (options.signal?.aborted) throw error;
        if (retries === 1 || !isRetryableRead(error)) throw error;
        if (attempt >= retries) {
          const message = error instanceof Error ? error.message : 'Unknown error';
          throw new Error(`Failed after ${MAX_ATTEMPTS} attempts: ${message}`);
        }
        await deps.sleep(RETRY_BASE_DELAY_MS * attempt, options.signal);
        continue;
      }
      const parsed = schema.safeParse(data);
      if (!parsed.success) throw new Error(UNEXPECTED_ANSWER);
      return parsed.data;
    }
  };
}

export const adminRequest = createAdminClient();

/** The banner text for a failed call: the answer's error, then its message, then the client's, then a default. */
export function errorText(error: unknown, fallback = 'An error occurred'): string {
  if (error instanceof AdminApiError) return error.body.error || error.body.message || error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
