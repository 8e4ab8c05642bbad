import Koa from 'koa';
import { koaBody } from 'koa-body';
import helmet from 'koa-helmet';
import { type MikroORM, withEntityManagerScope } from '../db/index.ts';
import type { Logger } from '../logging/index.ts';
import { ApiRouter } from './api-router.ts';
import { errorHandler } from './error-handler.ts';
import { NotFoundError } from './errors.ts';
import type { Authenticate, RequestState } from './request-context.ts';
import { authentication, requestLogging } from './request-logging.ts';
import { spa } from './spa.ts';

export const JSON_BODY_LIMIT = '1mb';

const API_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export type HttpAppDeps = {
  logger: Logger;
  orm: MikroORM;
  routers: ApiRouter[];
  webDist: string;
  trustProxy: boolean;
  /** Turns a bearer token into a user; absent until the admin module provides one. */
  resolveUser?: (token: string | undefined) => ReturnType<Authenticate>;
};

/** Builds the Koa app without listening, so tests can mount it on a free port. */
export function createHttpApp(deps: HttpAppDeps): Koa<RequestState> {
  const app = new Koa<RequestState>({ proxy: deps.trustProxy });
  const web = spa(deps.webDist);
  app.silent = true;

  app.use(requestLogging(deps.logger));
  app.use(errorHandler());
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...web.scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  // JSON answers need only the headers that matter to them; the full set (with the CSP)
  // goes on pages and assets, where it protects something.
  app.use((ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return pageHeaders(ctx, next);
    ctx.set(API_SECURITY_HEADERS);
    return next();
  });
  const authenticate = authentication(deps.resolveUser ?? (async () => undefined));
  app.use((ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    return withEntityManagerScope(deps.orm, () => authenticate(ctx, next));
  });
  app.use(
    koaBody({
      json: true,
      multipart: false,
      urlencoded: false,
      text: false,
      jsonLimit: JSON_BODY_LIMIT,
      jsonStrict: true,
    }),
  );
  app.use(ApiRouter.compose(deps.routers));
  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      throw new NotFoundError(`No API route for ${ctx.method} ${ctx.path}`);
    }
    await next();
  });
  app.use(web.middleware);
  return app;
}
