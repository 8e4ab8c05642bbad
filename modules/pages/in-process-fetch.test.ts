import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isInternalRequest } from '../platform/http/index.ts';
import { inProcessFetch } from './in-process-fetch.ts';

/** A request handler as the Koa app's callback is: it sees the method, path and headers sent. */
const handler = (req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('X-In-Process', String(isInternalRequest(req)));
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Set-Cookie', ['a=1', 'b=2']);
  res.statusCode = req.url === '/api/missing' ? 404 : 200;
  res.end(JSON.stringify({ method: req.method, url: req.url, accept: req.headers.accept }));
};

describe('inProcessFetch', () => {
  const fetchInProcess = inProcessFetch(() => handler);

  it("answers a GET of /api/... through the app's own handler, status, headers and body as sent", async () => {
    const response = await fetchInProcess('/api/blog/slug/a-post?x=1', {
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    // Known as the render's own read (its log line is at debug level).
    expect(response.headers.get('x-in-process')).toBe('true');
    expect(await response.json()).toEqual({
      method: 'GET',
      url: '/api/blog/slug/a-post?x=1',
      accept: 'application/json',
    });
    expect(isInternalRequest({} as IncomingMessage)).toBe(false);
    const missing = await fetchInProcess('/api/missing');
    expect(missing.status).toBe(404);
  });

  it('refuses anything but a GET of /api/... (the render only reads)', async () => {
    await expect(fetchInProcess('/api/blog', { method: 'POST' })).rejects.toThrow(
      'the server render reads only GET /api/...: POST /api/blog',
    );
    await expect(fetchInProcess('/uploads/a.png')).rejects.toThrow('GET /uploads/a.png');
  });
});
