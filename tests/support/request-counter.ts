import { createServer, request as httpRequest } from 'node:http';

export type RequestCounter = {
  /** Where to send requests that should be counted (a proxy's upstream). */
  port: number;
  /** Requests that reached the API, by method and URL (`GET /blog/a`). */
  counts: Map<string, number>;
  count(method: string, url: string): number;
  reset(): void;
  stop(): Promise<void>;
};

/**
 * A forwarder in front of an API that counts every request that reaches it: what a caching proxy
 * let through, measured at the API's door rather than taken from the proxy's word (its log).
 */
export async function startRequestCounter(target: string, port = 0): Promise<RequestCounter> {
  const upstream = new URL(target);
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    counts,
    count: (method, url) => counts.get(`${method} ${url}`) ?? 0,
    reset: () => counts.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
