/** Base of every API call; empty means the same origin (the dev server proxies /api and /uploads). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export const MAX_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1000;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  /** Sent as `Authorization: Bearer {token}` when present. */
  token?: string | null;
  signal?: AbortSignal;
};

export type ApiClientDeps = {
  baseUrl: string;
  fetch: typeof fetch;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/** An answer outside 2xx; `message` reads 'HTTP {status}: {error field or status text}'. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, text: string) {
    super(`HTTP ${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
  }
}

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

/** Spec: errors mentioning 401, 403 or 404 are final; anything else is worth another try. */
function isRetryable(message: string): boolean {
  return !/401|403|404/.test(message);
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

async function readErrorText(response: Response): Promise<string> {
  try {
    const data: unknown = await response.json();
    if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) {
      return data.error;
    }
  } catch {
    // Not JSON: fall back to the status text.
  }
  return response.statusText;
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  // 204 and empty bodies carry no data; callers of such endpoints ignore the value.
  return (text ? JSON.parse(text) : undefined) as T;
}

function buildInit(options: ApiRequestOptions): RequestInit {
  const headers: Record<string, string> = {};
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (!isForm) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let body: BodyInit | undefined;
  if (isForm) body = options.body as FormData;
  else if (options.body !== undefined) body = JSON.stringify(options.body);

  return { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal };
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

  /**
   * Calls the API and returns the parsed JSON body. Up to 3 tries, waiting 1000 ms × attempt number
   * between them; errors mentioning 401, 403 or 404 and aborts are not retried.
   */
  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const init = buildInit(options);
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await deps.fetch(url(path), init);
        if (!response.ok) throw new ApiError(response.status, await readErrorText(response));
        return await readBody<T>(response);
      } catch (error) {
        if (isAbort(error, options.signal)) throw error;
        const message = messageOf(error);
        if (!isRetryable(message)) throw error instanceof Error ? error : new Error(message);
        if (attempt >= MAX_ATTEMPTS) throw new Error(`Failed after ${MAX_ATTEMPTS} attempts: ${message}`);
        await deps.sleep(RETRY_BASE_DELAY_MS * attempt, options.signal);
      }
    }
  }

  return { request, url };
}

const defaultClient = createApiClient();

/** The app's API helper (spec section 7): JSON in and out, optional bearer token, retries with backoff. */
export const apiRequest = defaultClient.request;

/** The absolute address of an API path, for calls that bypass the helper (beacons, downloads). */
export const apiUrl = defaultClient.url;

/** Image and file paths under /uploads/ live on the API host; anything else is used as is. */
export function uploadUrl(path: string, base: string = API_BASE): string {
  return path.startsWith('/uploads/') ? `${base}${path}` : path;
}
