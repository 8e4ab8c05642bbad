import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inject } from 'light-my-request';
import { recordOneRead } from '../platform/cache/index.ts';
import { markInternalRequest } from '../platform/http/index.ts';

type Dispatch = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A fetch for the server render's API reads that never opens a socket: the request is injected
 * into the app's own request handler (light-my-request), so the answer is byte for byte what a
 * browser gets, through the same routes, validation and caches. Only GETs of /api/ paths. A
 * redirect to another /api/ path is followed, as a browser's fetch does (a post's former slug
 * answers 301 to its current one), at most `REDIRECTS_FOLLOWED` times.
 */
export function inProcessFetch(dispatch: () => Dispatch): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    let url = new URL(input instanceof Request ? input.url : String(input), 'http://in-process');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET' || !url.pathname.startsWith('/api/'))
      throw new TypeError(`the server render reads only GET /api/...: ${method} ${url.pathname}`);
    const accept = new Headers(init?.headers).get('accept') ?? 'application/json';
    let response = await read(dispatch, url, accept);
    for (let hop = 0; hop < REDIRECTS_FOLLOWED && REDIRECTS.has(response.status); hop += 1) {
      const location = response.headers.get('location');
      if (!location?.startsWith('/api/')) break;
      url = new URL(location, url);
      response = await read(dispatch, url, accept);
    }
    return response;
  }) as typeof fetch;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const REDIRECTS_FOLLOWED = 3;

async function read(dispatch: () => Dispatch, url: URL, accept: string): Promise<Response> {
  const handle = dispatch();
  // A read that went through no public cache makes the page depend on every namespace.
  // light-my-request dispatches outside the caller's async context: bound to it, the request
  // records its reads in this read's recording (recordOneRead), not in the whole render's.
  const answer = await recordOneRead(() =>
    inject(
      AsyncLocalStorage.bind((req: IncomingMessage, res: ServerResponse) => {
        // Logged at debug level, not counted in the metrics: detail of the page's own request.
        markInternalRequest(req);
        handle(req, res);
      }),
      {
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { accept, 'user-agent': 'server-render' },
        remoteAddress: '127.0.0.1',
      },
    ),
  );
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
    status: answer.statusCode,
    headers: responseHeaders,
  });
}
