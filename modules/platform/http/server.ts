import type { Server } from 'node:http';
import type Koa from 'koa';

export type HttpServer = { server: Server; port: number; close(): Promise<void> };

/**
 * Listens, and on close stops accepting, lets in-flight requests finish, then drops
 * idle keep-alive sockets so shutdown does not wait for browsers to hang up.
 */
export function listen(app: Koa<never> | Koa, port: number, host: string): Promise<HttpServer> {
  return new Promise((resolvePromise, reject) => {
    const server = app.listen(port, host);
    server.keepAliveTimeout = 5_000;
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        server,
        port: actualPort,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeIdleConnections();
          }),
      });
    });
  });
}
