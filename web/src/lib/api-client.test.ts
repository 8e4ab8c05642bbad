import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, uploadUrl } from './api-client';

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

describe('apiRequest', () => {
  it('returns the parsed body on success after one call', async () => {
    const { client, fetch, sleep } = setup(jsonResponse({ success: true, skills: [] }));

    await expect(client.request('/api/skills')).resolves.toEqual({ success: true, skills: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.test/api/skills');
    expect(sleep).not.toHaveBeenCalled();
  });

  it('sends JSON with the content type, method and body', async () => {
    const { client, fetch } = setup(jsonResponse({ ok: true }));

    await client.request('/api/subscriptions/subscribe', { method: 'POST', body: { email: 'a@b.co' } });

    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(headersOf(fetch)['Content-Type']).toBe('application/json');
  });

  it('defaults to GET without a body', async () => {
    const { client, fetch } = setup(jsonResponse({}));
    await client.request('/api/projects');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(fetch.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('adds a bearer header only when a token is given', async () => {
    const { client, fetch } = setup(jsonResponse({}), jsonResponse({}));

    await client.request('/api/admin/me', { token: 'tok-123' });
    await client.request('/api/projects', { token: null });

    expect(headersOf(fetch, 0).Authorization).toBe('Bearer tok-123');
    expect(headersOf(fetch, 1).Authorization).toBeUndefined();
  });

  it('passes FormData through without a JSON content type', async () => {
    const { client, fetch } = setup(jsonResponse({}));
    const form = new FormData();
    form.append('name', 'x');

    await client.request('/api/upload', { method: 'POST', body: form });

    expect(fetch.mock.calls[0]?.[1]?.body).toBe(form);
    expect(headersOf(fetch)['Content-Type']).toBeUndefined();
  });

  it('resolves undefined for an empty success body', async () => {
    const { client } = setup(new Response(null, { status: 204 }));
    await expect(client.request('/api/analytics/track', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('retries up to 3 tries, waiting 1000 ms then 2000 ms', async () => {
    const { client, fetch, sleep } = setup(
      jsonResponse({ error: 'Boom' }, 500, 'Internal Server Error'),
      jsonResponse({ error: 'Boom' }, 500, 'Internal Server Error'),
      jsonResponse({ error: 'Boom' }, 500, 'Internal Server Error'),
    );

    await expect(client.request('/api/skills')).rejects.toThrow('Failed after 3 attempts: HTTP 500: Boom');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('succeeds on a later try after a transient failure', async () => {
    const { client, fetch, sleep } = setup(new TypeError('Failed to fetch'), jsonResponse({ ok: 1 }));

    await expect(client.request('/api/projects')).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000]);
  });

  it('reports network failures with their message after the last try', async () => {
    const failure = new TypeError('Failed to fetch');
    const { client } = setup(failure, failure, failure);
    await expect(client.request('/api/projects')).rejects.toThrow('Failed after 3 attempts: Failed to fetch');
  });

  it.each([401, 403, 404])('does not retry a %i answer', async (status) => {
    const { client, fetch, sleep } = setup(jsonResponse({ error: 'Nope' }, status, 'Denied'));

    const error = await client.request('/api/x').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`HTTP ${status}: Nope`);
    expect((error as ApiError).status).toBe(status);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('does not retry any error whose message mentions 404', async () => {
    const { client, fetch } = setup(new Error('upstream said 404'));
    await expect(client.request('/api/x')).rejects.toThrow('upstream said 404');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the error field of an error body', async () => {
    const { client } = setup(jsonResponse({ success: false, error: 'Post not found' }, 404, 'Not Found'));
    await expect(client.request('/api/blog/slug/x')).rejects.toThrow('HTTP 404: Post not found');
  });

  it('falls back to the status text when the body has no error field or is not JSON', async () => {
    const { client } = setup(
      jsonResponse({ success: false }, 403, 'Forbidden'),
      new Response('<html>', { status: 401, statusText: 'Unauthorized' }),
    );
    await expect(client.request('/a')).rejects.toThrow('HTTP 403: Forbidden');
    await expect(client.request('/b')).rejects.toThrow('HTTP 401: Unauthorized');
  });

  it("uses 'Unknown error' for a thrown value that is not an Error", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue('weird');
    const sleep = vi.fn(async () => {});
    const client = createApiClient({ baseUrl: '', fetch, sleep });

    await expect(client.request('/x')).rejects.toThrow('Failed after 3 attempts: Unknown error');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stops without retrying when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { client, fetch, sleep } = setup(abort);

    await expect(client.request('/x', { signal: controller.signal })).rejects.toBe(abort);
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
