import Koa, { type Middleware } from 'koa';
import compose from 'koa-compose';
import compress from 'koa-compress';
import { type MikroORM, withEntityManagerScope } from '../db/index.ts';
import { NotFoundError } from '../errors/index.ts';
import type { Logger } from '../logging/index.ts';
import { serveUploads } from '../uploads/index.ts';
import { ApiRouter } from './api-router.ts';
import { beaconLane } from './beacon-lane.ts';
import { compressJson } from './compress-json.ts';
import { errorHandler } from './error-handler.ts';
import { jsonBody } from './json-body.ts';
import { helmetHeaders } from './page-headers.ts';
import { readLane } from './read-lane.ts';
import type { Authenticate, RequestState } from './request-context.ts';
import { authentication, requestLogging } from './request-logging.ts';
import { spa } from './spa.ts';
import type { SpaPage } from './spa-pages.ts';

export const JSON_BODY_LIMIT = '1mb';
/** JSON answers from this size up are sent brotli- or gzip-compressed to clients that accept it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const API_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
/** One year, subdomains too; sent only in production, where the site is served over HTTPS. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true, preload: false };
const HSTS_HEADER = { 'Strict-Transport-Security': `max-age=${HSTS.maxAge}; includeSubDomains` };

export type HttpAppDeps = {
  logger: Logger;
  orm: MikroORM;
  routers: ApiRouter[];
  webDist: string;
  trustProxy: boolean;
  /** Folder of uploaded images, served at /uploads/<name>; absent: nothing is served there. */
  uploadsDir?: string;
  /** Turns a bearer token into a user; absent until the admin module provides one. */
  resolveUser?: (token: string | undefined) => ReturnType<Authenticate>;
  /** SPA routes whose head is rendered on the server (blog posts share well). */
  spaPages?: SpaPage[];
  /** Server-rendered pages outside /api (the queue dashboard), mounted before body parsing. */
  pages?: Middleware<RequestState>[];
  /** Send Strict-Transport-Security on every answer (production, served over HTTPS). */
  hsts?: boolean;
};

/** Builds the Koa app without listening, so tests can mount it on a free port. */
export function createHttpApp(deps: HttpAppDeps): Koa<RequestState> {
  const app = new Koa<RequestState>({ proxy: deps.trustProxy });
  const web = spa(deps.webDist, deps.spaPages);
  const apiHeaders = deps.hsts ? { ...API_SECURITY_HEADERS, ...HSTS_HEADER } : API_SECURITY_HEADERS;
  app.silent = true;

  app.use(requestLogging(deps.logger));
  app.use(errorHandler());
  app.use(beaconLane(deps.routers, apiHeaders));
  const compressAnswers = compress({ threshold: COMPRESS_THRESHOLD_BYTES });
  app.use(
    readLane({
      routers: deps.routers,
      orm: deps.orm,
      headers: apiHeaders,
      compress: compressAnswers,
      compressThresholdBytes: COMPRESS_THRESHOLD_BYTES,
    }),
  );
  const documentHeaderSet = helmetHeaders({
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
    strictTransportSecurity: deps.hsts ? HSTS : false,
  });
  const documentHeaders: Middleware<RequestState> = (ctx, next) => {
    ctx.set(documentHeaderSet);
    return next();
  };
  app.use(web.pageLane(documentHeaderSet));
  const authenticate = authentication(deps.resolveUser ?? (async () => undefined));
  // Two chains, chosen once per request. JSON answers need only the headers that matter to them,
  // a database scope, the body parser and the router; pages and assets get the full header set
  // (with the CSP), uploads, server pages (the queue dashboard) and the SPA.
  const api = compose<Koa.ParameterizedContext<RequestState>>([
    (ctx, next) => {
      ctx.set(apiHeaders);
      return withEntityManagerScope(deps.orm, () => authenticate(ctx, next));
    },
    // After the beacon lane: page-view beacons are answered before this chain and never compressed.
    compressAnswers,
    compressJson(COMPRESS_THRESHOLD_BYTES),
    jsonBody(JSON_BODY_LIMIT),
    ApiRouter.compose(deps.routers) as Middleware<RequestState>,
    (ctx) => {
      throw new NotFoundError(`No API route for ${ctx.method} ${ctx.path}`);
    },
  ]);
  // Hashed build assets (scripts, styles) need only what applies to a subresource; the document
  // headers (CSP, framing, COOP...) would cost about 1 KB on each of the home page's scripts.
  const assetHeaders = {
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(deps.hsts ? HSTS_HEADER : {}),
  };
  const pages = compose<Koa.ParameterizedContext<RequestState>>([
    (ctx, next) => {
      if (!ctx.path.startsWith('/assets/')) return documentHeaders(ctx, next);
      ctx.set(assetHeaders);
      return next();
    },
    ...(deps.uploadsDir ? [serveUploads(deps.uploadsDir)] : []),
    ...(deps.pages ?? []),
    web.middleware,
  ]);
  app.use((ctx, next) =>
    ctx.path === '/api' || ctx.path.startsWith('/api/') ? api(ctx, next) : pages(ctx, next),
  );
  return app;
}
