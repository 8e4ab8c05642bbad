import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { UnauthorizedError } from '../errors/index.ts';
import type { Logger } from '../logging/index.ts';
import type { Authenticate, RequestState } from './request-context.ts';

const INCOMING_ID = /^[\w.-]{8,100}$/;
const anonymous: Authenticate = async () => undefined;

/** ctx.state of every request: its id, a child logger made only if something logs, the caller. */
class RequestScope implements RequestState {
  readonly requestId: string;
  authenticate: Authenticate = anonymous;
  route: string | undefined;
  readonly #logger: Logger;
  #log: Logger | undefined;

  constructor(logger: Logger, requestId: string) {
    this.#logger = logger;
    this.requestId = requestId;
  }

  get log(): Logger {
    this.#log ??= this.#logger.child({ requestId: this.requestId });
    return this.#log;
  }
}

/** Gives each request an id (echoed as X-Request-Id), a child logger and one access log line. */
export function requestLogging(logger: Logger): Middleware<RequestState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state = new RequestScope(logger, requestId);
    ctx.res.setHeader('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const level = ctx.status >= 500 ? 'error' : 'info';
      if (logger.isLevelEnabled(level))
        ctx.state.log[level](
          {
            method: ctx.method,
            url: ctx.url,
            status: ctx.status,
            ms: Math.round(performance.now() - started),
          },
          'request',
        );
    }
  };
}

/**
 * Installs the app's way of resolving the caller, memoised per request. A request without an
 * Authorization header keeps the anonymous default.
 */
export function authentication(
  resolve: (token: string | undefined) => ReturnType<Authenticate>,
): Middleware<RequestState> {
  return (ctx, next) => {
    const header = ctx.get('authorization');
    if (header === '') return next();
    let memo: ReturnType<Authenticate> | undefined;
    ctx.state.authenticate = () => {
      if (!memo) {
        if (!/^Bearer \S+$/.test(header))
          return Promise.reject(new UnauthorizedError('Malformed authorization header'));
        memo = resolve(header.slice('Bearer '.length));
      }
      return memo;
    };
    return next();
  };
}
