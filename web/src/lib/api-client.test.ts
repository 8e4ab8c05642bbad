import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  ADMIN_TOKEN_KEY,
  ADMIN_USER_KEY,
  ANY_ANSWER,
  ApiError,
  createApiClient,
  failingWith,
  lazyAnswers,
  NETWORK_FAILURE,
  serverMessage,
  UNEXPECTED_ANSWER,
  uploadUrl,
} from './api-client';

function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(...responses: Array<Response | Error>) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const answer of responses) {
    if (answer instanceof Error) fetch.mockRejectedValueOnce(answer);
    else fetch.mockResolvedValueOnce(answer);
  }
  const sleep = vi.fn(async (_ms: number) => {});
  const client = createApiClient({ baseUrl: 'https://api.test', fetch, sleep });
  return { client, fetch, sleep };
}

function headersOf(fetch: ReturnType<typeof setup>['fetch'], call = 0): Record<string, string> {
  return (fetch.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const skills = z.object({ success: z.literal(true), skills: z.array(z.string()) });

describe('apiRequest', () => {
  it('returns the answer parsed by the schema after one call', async () => {
    const { client, fetch, sleep } = setup(jsonResponse({ success: true, skills: ['Go'], extra: 1 }));

    await expect(client.request('/api/skills', skills)).resolves.toEqual({ success: true, skills: ['Go'] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.test/api/skills');
    expect(sleep).not.toHaveBeenCalled();
  });

  it('refuses an answer the schema rejects, without retrying', async () => {
    const { client, fetch } = setup(jsonResponse({ success: true, skills: 'nope' }));

    const error = await failure(client.request('/api/skills', skills));

    expect(error.message).toBe(UNEXPECTED_ANSWER);
    expect(error.code).toBe('unexpected_answer');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends JSON with the content type, method and body', async () => {
    const { client, fetch } = setup(jsonResponse({ ok: true }));

    await client.request('/api/subscriptions/subscribe', ANY_ANSWER, {
      method: 'POST',
      body: { email: 'a@b.co' },
    });

    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(headersOf(fetch)['Content-Type']).toBe('application/json');
  });

  it('defaults to GET without a body', async () => {
    const { client, fetch } = setup(jsonResponse({}));
    await client.request('/api/projects', ANY_ANSWER);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(fetch.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('adds a bearer header only when a token is given', async () => {
    const { client, fetch } = setup(jsonResponse({}), jsonResponse({}));

    await client.request('/api/admin/me', ANY_ANSWER, { token: 'tok-123' });
    await client.request('/api/projects', ANY_ANSWER, { token: null });

    expect(headersOf(fetch, 0).Authorization).toBe('Bearer tok-123');
    expect(headersOf(fetch, 1).Authorization).toBeUndefined();
  });

  it('sends the stored admin token and the cookie on admin calls only', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored');
    const { client, fetch } = setup(jsonResponse({}), jsonResponse({}));

    await client.request('/api/users', ANY_ANSWER, { admin: true });
    await client.request('/api/skills', ANY_ANSWER);

    expect(headersOf(fetch, 0).Authorization).toBe('Bearer stored');
    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(headersOf(fetch, 1).Authorization).toBeUndefined();
  });

  it.each([401, 403])('forgets the admin session on a %i answer to an admin call', async (status) => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stale');
    localStorage.setItem(ADMIN_USER_KEY, '{}');
    const { client } = setup(jsonResponse({ success: false, error: 'Unauthorized' }, status));

    await failure(client.request('/api/users', ANY_ANSWER, { admin: true }));

    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
  });

  it('keeps the stored session when a public call is refused', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'kept');
    const { client } = setup(jsonResponse({ success: false, error: 'Nope' }, 401));

    await failure(client.request('/api/skills', ANY_ANSWER));

    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('kept');
  });

  it('passes FormData through without a JSON content type', async () => {
    const { client, fetch } = setup(jsonResponse({}));
    const form = new FormData();
    form.append('name', 'x');

    await client.request('/api/upload', ANY_ANSWER, { method: 'POST', body: form });

    expect(fetch.mock.calls[0]?.[1]?.body).toBe(form);
    expect(headersOf(fetch)['Content-Type']).toBeUndefined();
  });

  it('resolves undefined for an empty success body', async () => {
    const { client } = setup(new Response(null, { status: 204 }));
    await expect(client.request('/api/x', ANY_ANSWER, { method: 'POST' })).resolves.toBeUndefined();
  });

  it('keeps the status, code, message and field errors of an error answer', async () => {
    const { client } = setup(
      jsonResponse(
        {
          success: false,
          error: 'Validation failed',
          code: 'validation_failed',
          errors: [
            { path: 'name', message: 'Name is required' },
            { path: ['a', 'b'], message: 'Bad' },
            'junk',
          ],
        },
        400,
        'Bad Request',
      ),
    );

    const error = await failure(client.request('/api/skills', ANY_ANSWER, { method: 'POST', body: {} }));

    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Validation failed' });
    expect(error.errors).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'a.b', message: 'Bad' },
    ]);
    expect(serverMessage(error)).toBe('Validation failed');
  });

  it('retries a GET up to 3 tries, waiting 1000 ms then 2000 ms', async () => {
    const boom = () => jsonResponse({ error: 'Boom' }, 500, 'Internal Server Error');
    const { client, fetch, sleep } = setup(boom(), boom(), boom());

    const error = await failure(client.request('/api/skills', ANY_ANSWER));

    expect(error.message).toBe('Failed after 3 attempts: Boom');
    expect(error.status).toBe(500);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('never retries a POST that is not marked idempotent', async () => {
    const { client, fetch } = setup(jsonResponse({ error: 'Boom' }, 500), new TypeError('Failed to fetch'));

    await failure(client.request('/api/subscriptions/subscribe', ANY_ANSWER, { method: 'POST', body: {} }));
    await failure(client.request('/api/subscriptions/subscribe', ANY_ANSWER, { method: 'POST', body: {} }));

    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tries a GET once when retries are turned off, keeping the server’s own text', async () => {
    const { client, fetch, sleep } = setup(jsonResponse({ error: 'This link has expired' }, 410));

    const error = await failure(client.request('/api/subscriptions/verify/t', ANY_ANSWER, { retry: false }));

    expect(error.message).toBe('This link has expired');
    expect(error.fromServer).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a non-GET call marked idempotent', async () => {
    const { client, fetch } = setup(jsonResponse({ error: 'Boom' }, 502), jsonResponse({ ok: 1 }));

    await expect(
      client.request('/api/x', ANY_ANSWER, { method: 'PUT', body: {}, idempotent: true }),
    ).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('succeeds on a later try after a transient failure', async () => {
    const { client, fetch, sleep } = setup(new TypeError('Failed to fetch'), jsonResponse({ ok: 1 }));

    await expect(client.request('/api/projects', ANY_ANSWER)).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000]);
  });

  it('reports network failures with status 0 and their message after the last try', async () => {
    const offline = new TypeError('Failed to fetch');
    const { client } = setup(offline, offline, offline);

    const error = await failure(client.request('/api/projects', ANY_ANSWER));

    expect(error.message).toBe('Failed after 3 attempts: Failed to fetch');
    expect(error.status).toBe(NETWORK_FAILURE);
    expect(error.code).toBe('network_error');
  });

  it.each([401, 403, 404])('does not retry a %i answer', async (status) => {
    const { client, fetch, sleep } = setup(jsonResponse({ error: 'Nope' }, status, 'Denied'));

    const error = await failure(client.request('/api/x', ANY_ANSWER));

    expect(error.message).toBe('Nope');
    expect(error.status).toBe(status);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('decides by status, not by the text: a 500 whose message mentions 404 is retried', async () => {
    const odd = () => jsonResponse({ error: 'upstream said 404' }, 500);
    const { client, fetch } = setup(odd(), odd(), odd());

    await failure(client.request('/api/x', ANY_ANSWER));

    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('falls back to the status text when the body has no error field or is not JSON', async () => {
    const { client } = setup(
      jsonResponse({ success: false }, 403, 'Forbidden'),
      new Response('<html>', { status: 401, statusText: 'Unauthorized' }),
    );

    const forbidden = await failure(client.request('/a', ANY_ANSWER));
    const unauthorized = await failure(client.request('/b', ANY_ANSWER));

    expect(forbidden.message).toBe('HTTP 403: Forbidden');
    expect(forbidden.code).toBe('http_403');
    expect(serverMessage(forbidden)).toBeUndefined();
    expect(unauthorized.message).toBe('HTTP 401: Unauthorized');
  });

  it("uses 'Unknown error' for a thrown value that is not an Error", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue('weird');
    const sleep = vi.fn(async () => {});
    const client = createApiClient({ baseUrl: '', fetch, sleep });

    await expect(client.request('/x', ANY_ANSWER)).rejects.toThrow('Failed after 3 attempts: Unknown error');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stops without retrying when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { client, fetch, sleep } = setup(abort);

    await expect(client.request('/x', ANY_ANSWER, { signal: controller.signal })).rejects.toBe(abort);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('builds addresses from the base', () => {
    const { client } = setup();
    expect(client.url('/api/analytics/track')).toBe('https://api.test/api/analytics/track');
  });
});

describe('uploadUrl', () => {
  it('prefixes /uploads/ paths with the API base', () => {
    expect(uploadUrl('/uploads/blog/cover.jpg', 'https://api.test')).toBe(
      'https://api.test/uploads/blog/cover.jpg',
    );
  });

  it('leaves other addresses as they are', () => {
    expect(uploadUrl('https://cdn.example.com/a.png', 'https://api.test')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(uploadUrl('/images/a.png', 'https://api.test')).toBe('/images/a.png');
    expect(uploadUrl('uploads/a.png', 'https://api.test')).toBe('uploads/a.png');
  });

  it('keeps same-origin upload paths when the base is empty', () => {
    expect(uploadUrl('/uploads/a.png', '')).toBe('/uploads/a.png');
  });
});

describe('lazyAnswers', () => {
  const answers = { skillsAnswer: skills };

  function answering(body: unknown) {
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>().mockResolvedValue(jsonResponse(body)));
  }

  it('parses the answer with the schema picked from the loaded module', async () => {
    answering({ success: true, skills: ['Go'], extra: 1 });
    const load = vi.fn(async () => answers);
    const parsed = lazyAnswers(load);

    await expect(parsed('/api/skills', (a) => a.skillsAnswer)).resolves.toEqual({
      success: true,
      skills: ['Go'],
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws ApiError unexpected_answer when the answer does not match', async () => {
    answering({ success: true, skills: 'nope' });
    const parsed = lazyAnswers(async () => answers);

    const error = await failure(parsed('/api/skills', (a) => a.skillsAnswer));

    expect(error.status).toBe(200);
    expect(error.code).toBe('unexpected_answer');
    expect(error.message).toBe(UNEXPECTED_ANSWER);
    expect(error.cause).toBeDefined();
  });
});

describe('failingWith', () => {
  it("replaces a failure with the spec's message and keeps the cause", async () => {
    const cause = new ApiError({ status: 500, code: 'http_500', message: 'HTTP 500: Server Error' });

    const error = await failingWith('Failed to fetch skills', () => Promise.reject(cause)).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Failed to fetch skills');
    expect((error as Error).cause).toBe(cause);
  });

  it("re-throws an aborted call's own error", async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');

    const error = await failingWith(
      'Failed to fetch skills',
      () => {
        controller.abort();
        return Promise.reject(abort);
      },
      controller.signal,
    ).catch((e: unknown) => e);

    expect(error).toBe(abort);
  });

  it('returns what the call returns', async () => {
    await expect(failingWith('Failed', async () => 42)).resolves.toBe(42);
  });
});
